// A product's backup storage, worked out from when backups ran: one folder per database, one folder
// per day (the last 30 days are kept), and each day's files. Nothing is stored per file, so a folder
// of 10,000 files costs nothing until it is listed.
import type { BackupEntry, BackupKind } from '@dbcloud/api-client';
import { DAY_MS, HOUR_MS, iso, isoDate, MINUTE_MS } from '../../core/clock.js';
import { seededRandom } from '../../core/ids.js';
import type { BackupStoreRecord } from './state.js';

/** Day folders older than this many days are deleted. */
export const RETENTION_DAYS = 30;
const MB = 1024 * 1024;

/** Each day's backups: a full one at 02:00, incrementals at 08:00 and 18:00, a snapshot at 12:00. */
const DAILY: { hour: number; kind: BackupKind }[] = [
  { hour: 2, kind: 'full' },
  { hour: 8, kind: 'incremental' },
  { hour: 12, kind: 'snapshot' },
  { hour: 18, kind: 'incremental' },
];
const SUFFIX: Record<BackupKind, string> = {
  full: 'ravendb-full-backup',
  incremental: 'ravendb-incremental-backup',
  snapshot: 'ravendb-snapshot',
};
/** In a burst folder, an incremental backup every 8 seconds after the day's full backup. */
const BURST_STEP_MS = 8_000;
/** No daily backup takes longer than this. */
const LONGEST_BACKUP_MS = 15 * MINUTE_MS;

function seedOf(text: string): number {
  let seed = 2166136261;
  for (let i = 0; i < text.length; i += 1) seed = Math.imul(seed ^ text.charCodeAt(i), 16777619) >>> 0;
  return seed;
}

const pad = (value: number) => String(value).padStart(2, '0');
const stamp = (ms: number, withSeconds: boolean) => {
  const d = new Date(ms);
  const base = `${isoDate(ms)}-${pad(d.getUTCHours())}-${pad(d.getUTCMinutes())}`;
  return withSeconds ? `${base}-${pad(d.getUTCSeconds())}` : base;
};

/** How big a backup is and how long it took (deterministic per file). */
function measure(
  store: BackupStoreRecord,
  databaseName: string,
  name: string,
  kind: BackupKind,
  burst: boolean,
) {
  const random = seededRandom(seedOf(`${store.productId}/${databaseName}/${name}`));
  const databaseSize = (200 + (seedOf(databaseName) % 800)) * MB;
  const jitter = 0.97 + random() * 0.06;
  const size =
    kind === 'incremental'
      ? Math.round((burst ? 0.05 + random() * 1.95 : 5 + random() * 35) * MB)
      : Math.round(databaseSize * jitter * (kind === 'snapshot' ? 1.25 : 1));
  const durationMs = burst
    ? 2_000 + Math.floor(random() * 5_000)
    : (1 + Math.floor(random() * 14)) * MINUTE_MS;
  return { size, durationMs };
}

function entryOf(
  store: BackupStoreRecord,
  databaseName: string,
  startedAt: number,
  kind: BackupKind,
  burst: boolean,
): BackupEntry & { finishedAt: number } {
  const date = isoDate(startedAt);
  const name = `${stamp(startedAt, burst)}.${SUFFIX[kind]}`;
  const { size, durationMs } = measure(store, databaseName, name, kind, burst);
  return {
    name,
    path: `${databaseName}/${date}/${name}`,
    databaseName,
    innerPath: `${date}/${name}`,
    size,
    lastModified: iso(startedAt + durationMs),
    kind,
    finishedAt: startedAt + durationMs,
  };
}

/** The backups that ran for a product: from its creation until termination (and not after now). */
function ranAt(store: BackupStoreRecord, startedAt: number, finishedAt: number, now: number): boolean {
  return (
    startedAt >= store.firstBackupAt &&
    startedAt < (store.stoppedAt ?? Number.POSITIVE_INFINITY) &&
    finishedAt <= now
  );
}

/** The files of one day folder of a database, sorted by name. */
export function dayFiles(
  store: BackupStoreRecord,
  databaseName: string,
  date: string,
  now: number,
): BackupEntry[] {
  const dayStartMs = Date.parse(`${date}T00:00:00Z`);
  const { burst } = store;
  const entries: (BackupEntry & { finishedAt: number })[] = [];
  if (burst && burst.databaseName === databaseName && burst.date === date) {
    for (let i = 0; i < burst.count; i += 1) {
      entries.push(
        entryOf(store, databaseName, dayStartMs + i * BURST_STEP_MS, i === 0 ? 'full' : 'incremental', true),
      );
    }
    return entries.filter((entry) => entry.finishedAt <= now).map(({ finishedAt: _f, ...entry }) => entry);
  }
  for (const slot of DAILY) {
    const entry = entryOf(store, databaseName, dayStartMs + slot.hour * HOUR_MS, slot.kind, false);
    if (ranAt(store, dayStartMs + slot.hour * HOUR_MS, entry.finishedAt, now)) entries.push(entry);
  }
  return entries.map(({ finishedAt: _f, ...entry }) => entry).sort((a, b) => a.name.localeCompare(b.name));
}

/** Whether a day folder holds at least one file (without listing a burst folder's thousands). */
function hasFiles(store: BackupStoreRecord, databaseName: string, day: number, now: number): boolean {
  const date = isoDate(day);
  if (store.burst?.databaseName === databaseName && store.burst.date === date) {
    return entryOf(store, databaseName, day, 'full', true).finishedAt <= now;
  }
  return DAILY.some((slot) => {
    const startedAt = day + slot.hour * HOUR_MS;
    if (!ranAt(store, startedAt, startedAt, now)) return false;
    return (
      startedAt + LONGEST_BACKUP_MS <= now ||
      entryOf(store, databaseName, startedAt, slot.kind, false).finishedAt <= now
    );
  });
}

/** The kept days (start instants), newest first. */
function keptDays(now: number): number[] {
  const today = now - (now % DAY_MS);
  return Array.from({ length: RETENTION_DAYS }, (_, i) => today - i * DAY_MS);
}

/** The kept day folders of a database that hold at least one file, oldest first. */
export const dayFolders = (store: BackupStoreRecord, databaseName: string, now: number): string[] =>
  keptDays(now)
    .filter((day) => hasFiles(store, databaseName, day, now))
    .map((day) => isoDate(day))
    .reverse();

/** The databases that have at least one kept backup, alphabetically. */
export const databasesWithBackups = (store: BackupStoreRecord, now: number): string[] =>
  [...store.databases]
    .sort()
    .filter((databaseName) => keptDays(now).some((day) => hasFiles(store, databaseName, day, now)));
