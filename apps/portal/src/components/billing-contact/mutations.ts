// Saving the billing contact (POST payment-info/add-billing-info), for any screen that composes the
// billing-contact form: the billing page, the product wizard. It lives beside the form, not in a
// feature, so that no feature imports another (apps/portal/README.md).
import { type AddBillingInfoRequest, type PaymentInfo, unwrap } from '@dbcloud/api-client';
import { inAccount, mutationHook } from '../../app/mutation-hook';
import { tenantKey } from '../../app/mutations';

export interface SaveBillingContact extends AddBillingInfoRequest {
  domainName: string;
}

/**
 * Sets the account's billing contact. Everything the account's pages read about billing may change
 * (payment information, the account's billing summary, whether paid tiers can be ordered), so the
 * account's data is refreshed.
 */
export const useSaveBillingContact = mutationHook<PaymentInfo, SaveBillingContact>({
  call: (api, { domainName, ...body }) =>
    unwrap(api.POST('/payment-info/add-billing-info/{domainName}', { ...inAccount(domainName), body })),
  settle: (queryClient, _data, { domainName }) =>
    queryClient.invalidateQueries({ queryKey: tenantKey(domainName) }),
  failed: 'The billing contact was not saved',
});
