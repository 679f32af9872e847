// Backup: the area's entry (its slice, seed and operations).
export { RETENTION_DAYS } from './files.js';
export { backupImplementation } from './handlers.js';
export type { BackupState, BackupStoreRecord, DownloadLinkRecord } from './state.js';
export { seedBackup } from './state.js';
