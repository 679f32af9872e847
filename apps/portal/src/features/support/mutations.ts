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
import { mutationHook } from '../../app/mutation-hook';

/** POST support/request. Its path names no account: the call names the body's in X-Tenant-ID. */
export const useOpenSupportRequest = mutationHook<SupportRequestCreated, CreateSupportRequest>({
  call: (api, body) =>
    unwrap(api.POST('/support/request', { body, headers: { 'X-Tenant-ID': body.domainName } })),
  failed: 'Your request was not sent',
});

/** POST support/support-contract-request. */
export const useRequestSupportContract = mutationHook<SupportContractRequestCreated, SupportContractRequest>({
  call: (api, body) =>
    unwrap(
      api.POST('/support/support-contract-request', { body, headers: { 'X-Tenant-ID': body.domainName } }),
    ),
  failed: 'Your request to sales was not sent',
});
