// Paying the unpaid previous periods (POST billing/charge-up-to-previous-billing-period) and setting the
// monthly budget (POST billing/set-budget).
import {
  type BillingBudget,
  type BillingBudgetRequest,
  type BillingChargeReceipt,
  isApiError,
  isProblem,
  unwrap,
} from '@dbcloud/api-client';
import type { QueryClient } from '@tanstack/react-query';
import { inAccount, type MutationHookSpec, mutationHook, useMutationHook } from '../../app/mutation-hook';
import { errorToast, type MutationCallbacks, tenantKey } from '../../app/mutations';
import { useRootContext } from '../../app/use-root-context';
import { budgetKey } from '../../components/budget/api';
import { billingKeys } from './api';

const PAY_NOW = {
  call: (api, domainName) =>
    unwrap(api.POST('/billing/charge-up-to-previous-billing-period/{domainName}', inAccount(domainName))),
  settle: async (queryClient: QueryClient, _receipt: BillingChargeReceipt, domainName: string) => {
    await queryClient.invalidateQueries({ queryKey: tenantKey(domainName), refetchType: 'none' });
    await queryClient.invalidateQueries({ queryKey: billingKeys.all(domainName) });
  },
  failed: 'The payment did not go through',
} satisfies MutationHookSpec<BillingChargeReceipt, string>;

/**
 * Charges the active card for every unpaid previous period. Success changes invoices, the unpaid
 * balance and what other pages say of it (the home page's warning, the account's billing summary):
 * billing's queries load again and the account's other queries are marked stale. A refused charge (a
 * declined card starts a cooldown) changes pay-now's state, so that loads again too.
 */
export function usePayNow({ onSuccess, onError }: MutationCallbacks<BillingChargeReceipt, string> = {}) {
  const { queryClient } = useRootContext();
  return useMutationHook(PAY_NOW, {
    onSuccess,
    onError: async (error, domainName) => {
      // The refusal's words reach the page first; the refetched cooldown then renders with them (awaiting
      // the refetch first showed the cooldown without the server's words for a moment).
      if (isProblem(error, 'rule', 'rate-limited')) {
        void queryClient.invalidateQueries({ queryKey: billingKeys.payNow(domainName) });
      }
      await (onError ?? errorToast(PAY_NOW.failed))(error, domainName);
    },
  });
}

/** A refused charge that says when to try again: the card declined (422) or a cooldown still runs (429). */
export function chargeRefusal(
  error: unknown,
): { declined: boolean; retryAfterSeconds: number | null } | null {
  if (!isApiError(error)) return null;
  if (isProblem(error, 'rule') && error.problem.type.endsWith('/card-declined')) {
    return { declined: true, retryAfterSeconds: null };
  }
  if (isProblem(error, 'rate-limited')) {
    const header = Number(error.response?.headers.get('Retry-After'));
    return { declined: false, retryAfterSeconds: Number.isFinite(header) && header > 0 ? header : null };
  }
  return null;
}

/** POST billing/set-budget: the answer becomes the budget's data (the banner and the dialogs follow). */
export const useSetBudget = mutationHook<BillingBudget, { domainName: string; body: BillingBudgetRequest }>({
  call: (api, { domainName, body }) =>
    unwrap(api.POST('/billing/set-budget/{domainName}', { ...inAccount(domainName), body })),
  settle: (queryClient, budget, { domainName }) => queryClient.setQueryData(budgetKey(domainName), budget),
  failed: 'The budget was not saved',
});
