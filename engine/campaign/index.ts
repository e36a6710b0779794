export * from './types';
export * from './names';
export * from './roster';
export * from './experience';
export * from './casualties';
export * from './write-back';
export * from './play';
export * from './hooks';
