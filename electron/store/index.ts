export * from './errors';
export * from './schema';
export * from './open';
export * from './store';
export * from './scenarios';
export * from './campaigns';
