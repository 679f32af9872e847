// Trying a call again after a failure a later attempt may not meet: a dropped connection, or a status
// errors.ts calls retryable (408, 429 and 5xx but 501 and 505).
import { isRetryableStatus, problemKind, retryAfterSeconds } from './errors.js';
import type { RetryOptions } from './options.js';

const BASE_DELAY_MS = 500;

/** Waits `ms`, or rejects with the signal's reason when it aborts first. */
function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const abort = () => {
      clearTimeout(timer);
      reject(signal.reason);
    };
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', abort);
      resolve();
    }, ms);
    if (signal.aborted) abort();
    else signal.addEventListener('abort', abort, { once: true });
  });
}

/**
 * Sends `request` with `fetch`, and again (the same request: headers, an `Idempotency-Key` among them,
 * and body) while it fails in a way worth retrying and attempts are left. A request that is not safe to
 * repeat (neither GET nor HEAD, nor carrying an `Idempotency-Key`) is retried only after a 429 and only
 * with `rateLimitedWrites`. No wait ends after `deadline` (the call's timeout): the failure is final then.
 */
export async function sendWithRetries(
  request: Request,
  fetch: (request: Request) => Promise<Response>,
  options: RetryOptions,
  deadline: number,
): Promise<Response> {
  const { attempts = 3, maxDelayMs = 8000, maxRetryAfterMs = 60_000, rateLimitedWrites, onRetry } = options;
  const safe =
    request.method === 'GET' || request.method === 'HEAD' || request.headers.has('Idempotency-Key');
  let current = request;
  for (let attempt = 1; ; attempt += 1) {
    // A call that cannot be repeated at all is sent once, as it is (no copy of its body kept).
    const last = attempt >= attempts || !(safe || rateLimitedWrites);
    // The next attempt's copy, made before this one consumes the body.
    const next = last ? current : current.clone();
    let response: Response | undefined;
    let error: unknown;
    try {
      response = await fetch(current);
    } catch (caught) {
      // An abort (the caller's, or the timeout's) is final; a write may have reached the server.
      if (last || !safe || current.signal.aborted) throw caught;
      error = caught;
    }
    if (response) {
      const { status } = response;
      const rateLimited = problemKind(status) === 'rate-limited';
      if (last || !isRetryableStatus(status) || !(safe || (rateLimitedWrites && rateLimited)))
        return response;
    }
    const retryAfter = response && retryAfterSeconds(response.headers.get('Retry-After'));
    const delayMs =
      retryAfter === undefined
        ? Math.random() * Math.min(maxDelayMs, BASE_DELAY_MS * 2 ** (attempt - 1))
        : retryAfter * 1000;
    if ((retryAfter !== undefined && delayMs > maxRetryAfterMs) || Date.now() + delayMs >= deadline) {
      if (response) return response;
      throw error;
    }
    // The failed answer's body is not read: let its connection go (not awaited: a mocked body may never settle).
    response?.body?.cancel().catch(() => {});
    onRetry?.({ attempt: attempt + 1, delayMs, request: current, response, error });
    await sleep(delayMs, current.signal);
    current = next;
  }
}
