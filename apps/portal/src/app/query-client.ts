import { isApiError } from '@dbcloud/api-client';
import { QueryClient } from '@tanstack/react-query';

/** GETs retry with backoff, never on a 4xx but 429; mutations never retry by themselves. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.status >= 400 && error.status < 500 && error.status !== 429) return false;
  return failureCount < 3;
}

export const retryDelay = (attempt: number): number => Math.min(1000 * 2 ** attempt, 8000);

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
