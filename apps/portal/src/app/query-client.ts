import { isApiError, isProblem } from '@dbcloud/api-client';
import { QueryClient } from '@tanstack/react-query';

/** A 429 whose `Retry-After` asks for longer than this is shown (with its retry button), not waited out. */
export const MAX_RETRY_AFTER_S = 30;

/**
 * GETs retry with backoff, never on a 4xx but 429 (and not a 429 that asks to wait longer than
 * MAX_RETRY_AFTER_S); mutations never retry by themselves.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.status >= 400 && error.status < 500) {
    if (!isProblem(error, 'rate-limited') || (error.retryAfter ?? 0) > MAX_RETRY_AFTER_S) return false;
  }
  return failureCount < 3;
}

/** Exponential backoff (1 s, 2 s, 4 s, at most 8 s), or as long as a 429's `Retry-After` says. */
export const retryDelay = (attempt: number, error?: unknown): number =>
  isProblem(error, 'rate-limited') && error.retryAfter !== undefined
    ? error.retryAfter * 1000
    : Math.min(1000 * 2 ** attempt, 8000);

/** The one query client. `retry: false` in tests. */
export function createQueryClient(options: { retry?: boolean } = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        retry: options.retry === false ? false : shouldRetry,
        retryDelay,
      },
      mutations: { retry: false },
    },
  });
}
