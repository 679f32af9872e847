// A backup file's path as the listing shows it, split as the link operation asks for it.
import { describe, expect, it } from 'vitest';
import { backupFileOf } from '../src/index.js';

describe('backupFileOf', () => {
  it('splits a file path at its first slash: the database, then the path inside it', () => {
    expect(backupFileOf('orders/2026-11-20/2026-11-20-02-00.ravendb-full-backup')).toEqual({
      databaseName: 'orders',
      innerPath: '2026-11-20/2026-11-20-02-00.ravendb-full-backup',
    });
  });

  it.each(['', 'orders', '/2026-11-20/file', 'orders/', 'orders/2026-11-20/'])(
    'answers undefined for %j, which names no file',
    (path) => {
      expect(backupFileOf(path)).toBeUndefined();
    },
  );
});
