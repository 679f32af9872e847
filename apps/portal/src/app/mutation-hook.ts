// The pattern of every feature's mutation hook (apps/portal/README.md "Mutations"), written once: the
// hook owns the call, what the answer makes stale and the default error toast; the screen adds what
// happens next. Apart from ./mutations, which public pages load: only the pages that change things
// load this.
import type { ApiClient } from '@dbcloud/api-client';
import { type QueryClient, useMutation } from '@tanstack/react-query';
import { errorToast, type MutationCallbacks } from './mutations';
import { useRootContext } from './use-root-context';

/** A call's options naming the account in its path (`/…/{domainName}`), for the calls' bodies to join. */
export const inAccount = (domainName: string) => ({ params: { path: { domainName } } });

export interface MutationHookSpec<TData, TVariables> {
  /** The call, on the portal's one client. */
  call: (api: ApiClient, variables: TVariables) => Promise<TData>;
  /**
   * What the answer changes in the cache, awaited before the screen's `onSuccess`; none for a call that
   * changes nothing a page has loaded.
   */
  settle?: (queryClient: QueryClient, data: TData, variables: TVariables) => unknown;
  /** The default error toast's title: what did not happen ("The card was not removed"). */
  failed: string;
  /** How long the answer stays cached once no screen reads it (0: an answer with a secret, at once). */
  gcTime?: number;
}

/** A feature's mutation hook: `useMutationHook({ call, settle, failed }, callbacks)`. */
export function useMutationHook<TData, TVariables>(
  { call, settle, failed, gcTime }: MutationHookSpec<TData, TVariables>,
  { onSuccess, onError }: MutationCallbacks<TData, TVariables>,
) {
  const { api, queryClient } = useRootContext();
  return useMutation({
    mutationFn: (variables: TVariables) => call(api, variables),
    ...(gcTime !== undefined && { gcTime }),
    onSuccess: async (data, variables) => {
      await settle?.(queryClient, data, variables);
      await onSuccess?.(data, variables);
    },
    onError: onError ?? errorToast(failed),
  });
}

/**
 * The hook itself, made once at a mutations.ts's top level (never inside a component):
 * `export const useRemoveCard = mutationHook<PaymentInfo, CardRef>({ call, settle, failed })`.
 */
export function mutationHook<TData, TVariables>(spec: MutationHookSpec<TData, TVariables>) {
  // biome-ignore lint/correctness/noComponentHookFactories: made at module level, once per exported hook.
  return function useHook(callbacks: MutationCallbacks<TData, TVariables> = {}) {
    return useMutationHook(spec, callbacks);
  };
}
