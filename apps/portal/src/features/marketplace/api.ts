// Marketplace registrations (DESIGN §7): an Azure Marketplace subscription or an AWS Marketplace
// customer becomes a cloud account billed by the marketplace, or (Azure, signed in) bills an
// account the user owns.
import {
  type ApiClient,
  type AwsCustomerRegistrationRequest,
  type AzureSubscriptionRegistrationRequest,
  unwrap,
} from '@dbcloud/api-client';
import type { QueryClient } from '@tanstack/react-query';
import { sessionKeys } from '../../app/session';

/**
 * Signed out: creates the account. Signed in (the session cookie goes along): links the subscription
 * to the existing account `domainName`, which the user must own.
 */
export async function registerAzureSubscription(
  api: ApiClient,
  request: AzureSubscriptionRegistrationRequest,
) {
  return unwrap(api.POST('/azure-marketplace/register-subscription', { body: request }));
}

export async function registerAwsCustomer(api: ApiClient, request: AwsCustomerRegistrationRequest) {
  return unwrap(api.POST('/aws-marketplace/register-customer', { body: request }));
}

export async function signOut(api: ApiClient) {
  return unwrap(api.POST('/logout'));
}

/** After linking: the account's `managedBy` and its billing changed. */
export async function afterAccountLinked(queryClient: QueryClient, domainName: string) {
  // Refetch, not just invalidate: route loaders read the user with ensureQueryData, which would
  // otherwise hand back the cached (invalidated) answer.
  await Promise.all([
    queryClient.refetchQueries({ queryKey: sessionKeys.all }),
    queryClient.invalidateQueries({ queryKey: ['tenant', domainName] }),
  ]);
}
