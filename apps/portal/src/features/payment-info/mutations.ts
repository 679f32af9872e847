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
import type { QueryClient } from '@tanstack/react-query';
import { inAccount, mutationHook } from '../../app/mutation-hook';
import { isUnder, tenantKey } from '../../app/mutations';
import { paymentInfoKeys } from './api';

interface ForAccount {
  domainName: string;
}

export type AddCard = ForAccount & AddCreditCardRequest;
export type CardRef = ForAccount & { cardId: string };
export type InvoiceDetailsChange = ForAccount & ChangeInvoiceDetailsRequest;
export type InvoiceRecipientChange = ForAccount & { email: string | null };

/** The answer becomes the section's data; every other query of the account is refreshed. */
async function settle(
  queryClient: QueryClient,
  info: PaymentInfo,
  { domainName }: ForAccount,
): Promise<void> {
  const key = paymentInfoKeys.info(domainName);
  queryClient.setQueryData(key, info);
  await queryClient.invalidateQueries({
    queryKey: tenantKey(domainName),
    predicate: (query) => !isUnder(key, query.queryKey),
  });
}

/** POST payment-info/add-credit-card: only the token, the last four digits and the type are sent. */
export const useAddCard = mutationHook<AddCreditCardResult, AddCard>({
  call: (api, { domainName, pfToken, last4Digits, ccType, makeActive }) =>
    unwrap(
      api.POST('/payment-info/add-credit-card/{domainName}', {
        ...inAccount(domainName),
        body: { pfToken, last4Digits, ccType, ...(makeActive ? { makeActive } : {}) },
      }),
    ),
  settle: (queryClient, data, card) => settle(queryClient, data.paymentInfo, card),
  failed: 'The card was not added',
});

/** A change to one card on file, named by its id: both answer the payment information. */
const cardChange = (
  path:
    | '/payment-info/change-active-credit-card/{domainName}'
    | '/payment-info/remove-credit-card/{domainName}',
  failed: string,
) =>
  mutationHook<PaymentInfo, CardRef>({
    call: (api, { domainName, cardId }) =>
      unwrap(api.POST(path, { ...inAccount(domainName), body: { cardId } })),
    settle,
    failed,
  });

/** POST payment-info/change-active-credit-card. */
export const useMakeCardActive = cardChange(
  '/payment-info/change-active-credit-card/{domainName}',
  'The active card was not changed',
);

/** POST payment-info/remove-credit-card. */
export const useRemoveCard = cardChange(
  '/payment-info/remove-credit-card/{domainName}',
  'The card was not removed',
);

/** POST payment-info/change-invoice-details. */
export const useChangeInvoiceDetails = mutationHook<PaymentInfo, InvoiceDetailsChange>({
  call: (api, { domainName, ...body }) =>
    unwrap(api.POST('/payment-info/change-invoice-details/{domainName}', { ...inAccount(domainName), body })),
  settle,
  failed: 'The invoice details were not saved',
});

/** POST payment-info/set-custom-invoice-recipient-email; `email: null` sends invoices to the billing e-mail again. */
export const useSetInvoiceRecipient = mutationHook<PaymentInfo, InvoiceRecipientChange>({
  call: (api, { domainName, email }) =>
    unwrap(
      api.POST('/payment-info/set-custom-invoice-recipient-email/{domainName}', {
        ...inAccount(domainName),
        body: { email },
      }),
    ),
  settle,
  failed: 'Where invoices go was not changed',
});
