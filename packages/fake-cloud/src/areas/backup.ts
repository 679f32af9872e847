// Backup (SPEC §7, DESIGN §8): the backup slice, its seed and operations live in ./backup/.

export { RETENTION_DAYS } from './backup/files.js';
export { backupImplementation } from './backup/handlers.js';
export type { BackupState, BackupStoreRecord, DownloadLinkRecord } from './backup/state.js';
export { seedBackup } from './backup/state.js';
