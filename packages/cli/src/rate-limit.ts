// What the CLI does when a call fails in a way that trying again may mend, through the SDK's retries
// (`createApiClient({ retry })`): a 429 (a call budget or an operation's limit used up) asking for a short
// wait is waited out and the call made once more, a longer one reported, in words, with exit 1; a read
// (GET) that meets a dropped connection, a 408 or a 5xx is made once more after a short pause.
import { problemKind, type RetryOptions } from '@dbcloud/api-client';

/** The longest `Retry-After` (in seconds) the CLI waits out by itself before trying a call again, once. */
export const MAX_RETRY_WAIT_SECONDS = 5;

/**
 * The CLI's retries: one more attempt; a 429's `Retry-After` waited out up to `MAX_RETRY_WAIT_SECONDS`
 * (said on stderr), for any call (the API refuses a call beyond a limit before acting on it); beyond
 * that, the 429 is the answer.
 */
export const RETRY: RetryOptions = {
  attempts: 2,
  maxRetryAfterMs: MAX_RETRY_WAIT_SECONDS * 1000,
  rateLimitedWrites: true,
  onRetry: ({ response, delayMs }) => {
    if (problemKind(response?.status) === 'rate-limited') {
      process.stderr.write(`Too many requests: trying again in ${inWords(delayMs / 1000)}.\n`);
    }
  },
};

/** "1 second", "45 seconds", "2 hours": a count of a unit, in words. */
const plural = (count: number, unit: 'second' | 'minute' | 'hour') =>
  new Intl.NumberFormat('en-US', { style: 'unit', unit, unitDisplay: 'long' }).format(count);
const BOTH = new Intl.ListFormat('en-US', { type: 'conjunction' });

/** A wait in words: "45 seconds", "2 minutes", "1 hour and 5 minutes" (rounded up to the minute from 1 minute). */
export function inWords(seconds: number): string {
  if (seconds < 60) return plural(Math.max(0, Math.ceil(seconds)), 'second');
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 60) return plural(minutes, 'minute');
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0 ? plural(hours, 'hour') : BOTH.format([plural(hours, 'hour'), plural(rest, 'minute')]);
}
