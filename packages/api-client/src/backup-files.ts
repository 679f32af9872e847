// A backup file as the listing names it and as the link operation asks for it.

/** The query fields of `GET /backup/link/{domainName}` that name one file. */
export interface BackupFile {
  /** The database, the path's first part. */
  readonly databaseName: string;
  /** The rest of the path inside the database: `<day>/<file name>`. */
  readonly innerPath: string;
}

/**
 * The database and inner path of a file's path as `GET /backup/list-directory/{domainName}` shows it
 * (`<database>/<day>/<file name>`); undefined for a path that names no file (no database part, nothing
 * after it, or a folder: ending with `/`).
 */
export function backupFileOf(path: string): BackupFile | undefined {
  const slash = path.indexOf('/');
  if (slash <= 0 || slash === path.length - 1 || path.endsWith('/')) return undefined;
  return { databaseName: path.slice(0, slash), innerPath: path.slice(slash + 1) };
}
