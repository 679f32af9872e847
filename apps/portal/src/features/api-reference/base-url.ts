import { useSyncExternalStore } from 'react';
import { DOCUMENTED_BASE_URL } from './model';

const subscribe = () => () => {};

/**
 * The API's address for the examples: the documented production one in the HTML rendered at build time
 * and while hydrating it, then this page's own origin (React renders again once hydrated), so that a
 * copied example calls the server the reader is on.
 */
export function useBaseUrl(): string {
  return useSyncExternalStore(
    subscribe,
    () => `${window.location.origin}/api/v1`,
    () => DOCUMENTED_BASE_URL,
  );
}
