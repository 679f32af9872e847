// What the CLI does when the API answers 429 (a call budget or an operation's limit used up): a short
// wait is waited out and the call made once more; a longer one is reported, in words, with exit 1.

/** The longest `Retry-After` (in seconds) the CLI waits out by itself before trying a call again, once. */
export const MAX_RETRY_WAIT_SECONDS = 5;

/** `Retry-After` in seconds: delta-seconds or an HTTP date; undefined for anything else. */
function retryAfterSeconds(value: string | null): number | undefined {
  const text = value?.trim();
  if (!text) return undefined;
  if (/^\d+$/.test(text)) return Number(text);
  const at = Date.parse(text);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - Date.now()) / 1000));
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * A fetch that, when a call answers 429 with a `Retry-After` of at most `MAX_RETRY_WAIT_SECONDS`, says so
 * on stderr, waits that long and sends the call once more (its answer, whatever it is, is final).
 */
export function retryingOnceOn429(
  fetch: (request: Request) => Promise<Response> = (request) => globalThis.fetch(request),
  wait: (ms: number) => Promise<void> = sleep,
): (request: Request) => Promise<Response> {
  return async (request) => {
    const again = request.clone();
    const response = await fetch(request);
    if (response.status !== 429) return response;
    const seconds = retryAfterSeconds(response.headers.get('Retry-After'));
    if (seconds === undefined || seconds > MAX_RETRY_WAIT_SECONDS) return response;
    await response.body?.cancel();
    process.stderr.write(`Too many requests: trying again in ${inWords(seconds)}.\n`);
    await wait(seconds * 1000);
    return fetch(again);
  };
}

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`;

/** A wait in words: "45 seconds", "2 minutes", "1 hour and 5 minutes" (rounded up to the minute from 1 minute). */
export function inWords(seconds: number): string {
  if (seconds < 60) return plural(Math.max(0, Math.ceil(seconds)), 'second');
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 60) return plural(minutes, 'minute');
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0 ? plural(hours, 'hour') : `${plural(hours, 'hour')} and ${plural(rest, 'minute')}`;
}
