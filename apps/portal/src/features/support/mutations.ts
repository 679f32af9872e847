// The support page's mutations (apps/portal/README.md): opening a request and asking for a contract.
// Neither changes what the page has loaded (the plan changes only once a contract is signed), so
// neither invalidates a query.
import {
  type CreateSupportRequest,
  type SupportContractRequest,
  type SupportContractRequestCreated,
  type SupportRequestCreated,
  unwrap,
} from '@dbcloud/api-client';
import { useMutation } from '@tanstack/react-query';
import { errorToast, type MutationCallbacks } from '../../app/mutations';
import { useRootContext } from '../../app/use-root-context';

/** POST support/request. Its path names no account: the call names the body's in X-Tenant-ID. */
export function useOpenSupportRequest({
  onSuccess,
  onError,
}: MutationCallbacks<SupportRequestCreated, CreateSupportRequest> = {}) {
  const { api } = useRootContext();
  return useMutation({
    mutationFn: (body: CreateSupportRequest) =>
      unwrap(api.POST('/support/request', { body, headers: { 'X-Tenant-ID': body.domainName } })),
    onSuccess: (data, variables) => onSuccess?.(data, variables),
    onError: onError ?? errorToast('Your request was not sent'),
  });
}

/** POST support/support-contract-request. */
export function useRequestSupportContract({
  onSuccess,
  onError,
}: MutationCallbacks<SupportContractRequestCreated, SupportContractRequest> = {}) {
  const { api } = useRootContext();
  return useMutation({
    mutationFn: (body: SupportContractRequest) =>
      unwrap(
        api.POST('/support/support-contract-request', { body, headers: { 'X-Tenant-ID': body.domainName } }),
      ),
    onSuccess: (data, variables) => onSuccess?.(data, variables),
    onError: onError ?? errorToast('Your request to sales was not sent'),
  });
}
