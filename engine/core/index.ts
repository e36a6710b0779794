export * from './contract';
export * from './pipeline';
export * from './rng';
export * from './draft';
export * from './gate';
export * from './check-hash';
export * from './squad-names';
export * from './reseed';
