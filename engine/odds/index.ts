export * from './tally';
export * from './sample';
export * from './run';
export * from './luck';
