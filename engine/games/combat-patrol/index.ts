export * from './types';
export * from './data';
export * from './scenario';
export * from './validate-scenario';
export * from './limits';
export * from './formation';
export * from './measure';
