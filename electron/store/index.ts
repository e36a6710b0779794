export * from './errors';
export * from './schema';
export * from './open';
export * from './rows';
export * from './store';
export * from './scenarios';
export { removeBackupLeftovers, PARTIAL as BACKUP_PARTIAL_SUFFIX } from './backup';
export type { WalPolicy } from './wal';
export * from './save-list';
