// Saving the billing contact (POST payment-info/add-billing-info), for any screen that composes the
// billing-contact form: the billing page, the product wizard. It lives beside the form, not in a
// feature, so that no feature imports another (apps/portal/README.md).
import { type AddBillingInfoRequest, type PaymentInfo, unwrap } from '@dbcloud/api-client';
import { useMutation } from '@tanstack/react-query';
import { errorToast, type MutationCallbacks, tenantKey } from '../../app/mutations';
import { useRootContext } from '../../app/use-root-context';

export interface SaveBillingContact extends AddBillingInfoRequest {
  domainName: string;
}

/**
 * Sets the account's billing contact. Everything the account's pages read about billing may change
 * (payment information, the account's billing summary, whether paid tiers can be ordered), so the
 * account's data is refreshed.
 */
export function useSaveBillingContact({
  onSuccess,
  onError,
}: MutationCallbacks<PaymentInfo, SaveBillingContact> = {}) {
  const { api, queryClient } = useRootContext();
  return useMutation({
    mutationFn: ({ domainName, ...body }: SaveBillingContact) =>
      unwrap(
        api.POST('/payment-info/add-billing-info/{domainName}', { params: { path: { domainName } }, body }),
      ),
    onSuccess: async (data, variables) => {
      await queryClient.invalidateQueries({ queryKey: tenantKey(variables.domainName) });
      await onSuccess?.(data, variables);
    },
    onError: onError ?? errorToast('The billing contact was not saved'),
  });
}
