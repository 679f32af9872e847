// The pattern every mutation hook of a feature's mutations.ts follows (apps/portal/README.md): the hook
// owns the call, the cache invalidation and the default error toast; the screen adds what happens next.
import type { QueryKey } from '@tanstack/react-query';
import { problemMessage } from './form-errors';

/** What a screen can add to a feature's mutation hook. */
export interface MutationCallbacks<TData, TVariables> {
  /** After the hook's own invalidation; a returned promise keeps the mutation pending (navigate here). */
  onSuccess?: (data: TData, variables: TVariables) => unknown;
  /** Replaces the default error toast, e.g. for a form that shows the problem next to its fields. */
  onError?: (error: unknown, variables: TVariables) => unknown;
}

/** The default for a failed mutation: a toast that says what did not happen, and why in the server's words. */
export function errorToast(what: string): (error: unknown) => void {
  // Loaded on the first failure: forms that show their errors themselves never load it.
  return (error) =>
    void import('./notify').then(({ toast }) => toast('error', what, { description: problemMessage(error) }));
}

/** For `onError` when the screen shows `mutation.error` itself (above a form, say): no toast. */
export const shownOnScreen = (): void => undefined;

/** Everything of every account (what a change to the user, such as two-factor, makes stale). */
export const allTenantsKey = ['tenant'] as const;

/** Everything of one account (what a change of its billing contact or payment method makes stale). */
export const tenantKey = (domainName: string) => ['tenant', domainName] as const;

/** Whether `key` is `prefix` (a key of this module, its parts plain values) or under it. */
export const isUnder = (prefix: QueryKey, key: QueryKey): boolean =>
  prefix.every((part, index) => part === key[index]);
