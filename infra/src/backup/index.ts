export {
  BACKUP_FORMAT, BACKUP_FORMAT_VERSION, BackupFileError, RestoreRefusedError, type BackupManifest, type BackupTable,
} from './format.ts';
export { writeBackup, type BackupOptions } from './write-backup.ts';
export { readBackup, verifyBackup } from './read-backup.ts';
export { restoreBackup, type RestorableProjection, type RestoreOptions, type RestoreOutcome } from './restore.ts';
export { advanceTransactionIds } from './transaction-ids.ts';
export { isCronExpression } from './cron.ts';
export { backupFileName, backupsBeyond, startBackupSchedule, takeScheduledBackup, type ScheduledBackupOptions } from './schedule.ts';
