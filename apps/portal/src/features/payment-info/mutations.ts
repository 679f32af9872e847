// The payment section's changes (POST payment-info/...). Each answers the account's payment
// information, which becomes the section's data at once; the rest of the account's data is refreshed
// too (the billing summary's pay-now needs an active card, the account page shows the active card).
// The billing contact's hook is shared: components/billing-contact/mutations.ts.
import {
  type AddCreditCardRequest,
  type AddCreditCardResult,
  type ChangeInvoiceDetailsRequest,
  type PaymentInfo,
  unwrap,
} from '@dbcloud/api-client';
import { type QueryClient, useMutation } from '@tanstack/react-query';
import { errorToast, isUnder, type MutationCallbacks, tenantKey } from '../../app/mutations';
import { useRootContext } from '../../app/use-root-context';
import { paymentInfoKeys } from './api';

interface ForAccount {
  domainName: string;
}

export type AddCard = ForAccount & AddCreditCardRequest;
export type CardRef = ForAccount & { cardId: string };
export type InvoiceDetailsChange = ForAccount & ChangeInvoiceDetailsRequest;
export type InvoiceRecipientChange = ForAccount & { email: string | null };

/** The answer becomes the section's data; every other query of the account is refreshed. */
async function settle(queryClient: QueryClient, domainName: string, info: PaymentInfo): Promise<void> {
  const key = paymentInfoKeys.info(domainName);
  queryClient.setQueryData(key, info);
  await queryClient.invalidateQueries({
    queryKey: tenantKey(domainName),
    predicate: (query) => !isUnder(key, query.queryKey),
  });
}

/** POST payment-info/add-credit-card: only the token, the last four digits and the type are sent. */
export function useAddCard({ onSuccess, onError }: MutationCallbacks<AddCreditCardResult, AddCard> = {}) {
  const { api, queryClient } = useRootContext();
  return useMutation({
    mutationFn: ({ domainName, pfToken, last4Digits, ccType, makeActive }: AddCard) =>
      unwrap(
        api.POST('/payment-info/add-credit-card/{domainName}', {
          params: { path: { domainName } },
          body: { pfToken, last4Digits, ccType, ...(makeActive ? { makeActive } : {}) },
        }),
      ),
    onSuccess: async (data, variables) => {
      await settle(queryClient, variables.domainName, data.paymentInfo);
      await onSuccess?.(data, variables);
    },
    onError: onError ?? errorToast('The card was not added'),
  });
}

/** POST payment-info/change-active-credit-card. */
export function useMakeCardActive({ onSuccess, onError }: MutationCallbacks<PaymentInfo, CardRef> = {}) {
  const { api, queryClient } = useRootContext();
  return useMutation({
    mutationFn: ({ domainName, cardId }: CardRef) =>
      unwrap(
        api.POST('/payment-info/change-active-credit-card/{domainName}', {
          params: { path: { domainName } },
          body: { cardId },
        }),
      ),
    onSuccess: async (data, variables) => {
      await settle(queryClient, variables.domainName, data);
      await onSuccess?.(data, variables);
    },
    onError: onError ?? errorToast('The active card was not changed'),
  });
}

/** POST payment-info/remove-credit-card. */
export function useRemoveCard({ onSuccess, onError }: MutationCallbacks<PaymentInfo, CardRef> = {}) {
  const { api, queryClient } = useRootContext();
  return useMutation({
    mutationFn: ({ domainName, cardId }: CardRef) =>
      unwrap(
        api.POST('/payment-info/remove-credit-card/{domainName}', {
          params: { path: { domainName } },
          body: { cardId },
        }),
      ),
    onSuccess: async (data, variables) => {
      await settle(queryClient, variables.domainName, data);
      await onSuccess?.(data, variables);
    },
    onError: onError ?? errorToast('The card was not removed'),
  });
}

/** POST payment-info/change-invoice-details. */
export function useChangeInvoiceDetails({
  onSuccess,
  onError,
}: MutationCallbacks<PaymentInfo, InvoiceDetailsChange> = {}) {
  const { api, queryClient } = useRootContext();
  return useMutation({
    mutationFn: ({ domainName, ...body }: InvoiceDetailsChange) =>
      unwrap(
        api.POST('/payment-info/change-invoice-details/{domainName}', {
          params: { path: { domainName } },
          body,
        }),
      ),
    onSuccess: async (data, variables) => {
      await settle(queryClient, variables.domainName, data);
      await onSuccess?.(data, variables);
    },
    onError: onError ?? errorToast('The invoice details were not saved'),
  });
}

/** POST payment-info/set-custom-invoice-recipient-email; `email: null` sends invoices to the billing e-mail again. */
export function useSetInvoiceRecipient({
  onSuccess,
  onError,
}: MutationCallbacks<PaymentInfo, InvoiceRecipientChange> = {}) {
  const { api, queryClient } = useRootContext();
  return useMutation({
    mutationFn: ({ domainName, email }: InvoiceRecipientChange) =>
      unwrap(
        api.POST('/payment-info/set-custom-invoice-recipient-email/{domainName}', {
          params: { path: { domainName } },
          body: { email },
        }),
      ),
    onSuccess: async (data, variables) => {
      await settle(queryClient, variables.domainName, data);
      await onSuccess?.(data, variables);
    },
    onError: onError ?? errorToast('Where invoices go was not changed'),
  });
}
