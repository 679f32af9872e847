import type { BackupKind } from '@dbcloud/api-client';
import { formatNumber } from '../../app/format';

const UNITS = ['bytes', 'KB', 'MB', 'GB', 'TB'] as const;

/** 734003200 -> "700 MB", 18350080 -> "17.5 MB" (binary multiples, as storage consoles show them). */
export function formatBytes(bytes: number): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${formatNumber(value, unit === 0 || value >= 100 ? 0 : 1)} ${UNITS[unit]}`;
}

export const KIND_NAMES: Record<BackupKind, string> = {
  full: 'Full',
  incremental: 'Incremental',
  snapshot: 'Snapshot',
};

/** How long a download link may stay valid (the API allows 1 to 168 hours). */
export const LINK_DURATIONS: { hours: number; label: string }[] = [
  { hours: 1, label: '1 hour' },
  { hours: 6, label: '6 hours' },
  { hours: 24, label: '24 hours' },
  { hours: 72, label: '3 days' },
  { hours: 168, label: '7 days' },
];
export const DEFAULT_LINK_HOURS = 24;
