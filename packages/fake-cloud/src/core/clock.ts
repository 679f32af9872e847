/**
 * The fake clock: real time plus an offset. It starts at the real time of the last reset (or at the
 * moment the reset names) and moves with it; `advance` adds minutes.
 */
export class FakeClock {
  private offsetMs: number;

  /** A clock that reads `startMs` now (default: the real time) and moves on in real time. */
  constructor(startMs?: number) {
    this.offsetMs = startMs === undefined ? 0 : startMs - Date.now();
  }

  now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }

  nowMs(): number {
    return Date.now() + this.offsetMs;
  }

  advance(minutes: number): void {
    this.offsetMs += minutes * 60_000;
  }

  reset(): void {
    this.offsetMs = 0;
  }
}

export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;
/** One year in seconds, the "remember this browser" lifetime. */
export const ONE_YEAR_SECONDS = 31_536_000;

/** ISO 8601 of a time in ms. */
export const iso = (ms: number): string => new Date(ms).toISOString();
/** The calendar date (YYYY-MM-DD, UTC) of a time in ms. */
export const isoDate = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

const DAY_MONTH_YEAR = new Intl.DateTimeFormat('en-US', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});
/** A date as a mail or a problem's words say it, in UTC: "14 May 2027". */
export function dayMonthYear(ms: number): string {
  const part = Object.fromEntries(DAY_MONTH_YEAR.formatToParts(ms).map(({ type, value }) => [type, value]));
  return `${part.day} ${part.month} ${part.year}`;
}
