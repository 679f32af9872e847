import { ApiError } from '@dbcloud/api-client';
import { describe, expect, it } from 'vitest';
import { MAX_RETRY_AFTER_S, retryDelay, shouldRetry } from './query-client';

const operation = { operationId: undefined, method: 'GET', path: '/pricing' };
const failure = (status: number, retryAfter?: string) =>
  new ApiError({
    status,
    operation,
    response: new Response(null, {
      status,
      headers: retryAfter === undefined ? {} : { 'Retry-After': retryAfter },
    }),
  });

describe('the query retry policy', () => {
  it('retries server and network failures three times, never a 4xx but 429', () => {
    expect(shouldRetry(0, failure(503))).toBe(true);
    expect(shouldRetry(2, new TypeError('Failed to fetch'))).toBe(true);
    expect(shouldRetry(3, failure(503))).toBe(false);
    for (const status of [400, 401, 403, 404, 409, 422]) expect(shouldRetry(0, failure(status))).toBe(false);
    expect(shouldRetry(0, failure(429))).toBe(true);
  });

  it('waits as long as a 429 says, and shows it at once when that is too long', () => {
    expect(retryDelay(0, failure(429, '7'))).toBe(7000);
    expect(retryDelay(2, failure(429, '0'))).toBe(0);
    expect(shouldRetry(0, failure(429, String(MAX_RETRY_AFTER_S)))).toBe(true);
    expect(shouldRetry(0, failure(429, String(MAX_RETRY_AFTER_S + 1)))).toBe(false);
    // an HTTP date works as well as seconds
    const inFiveSeconds = new Date(Date.now() + 5_000).toUTCString();
    expect(retryDelay(0, failure(429, inFiveSeconds))).toBeGreaterThanOrEqual(4000);
    expect(retryDelay(0, failure(429, inFiveSeconds))).toBeLessThanOrEqual(6000);
  });

  it('backs off 1, 2 and 4 seconds otherwise (at most 8)', () => {
    expect([0, 1, 2, 3, 4].map((attempt) => retryDelay(attempt, failure(503)))).toEqual([
      1000, 2000, 4000, 8000, 8000,
    ]);
    expect(retryDelay(1, failure(429))).toBe(2000);
  });
});
