// Marketplace registrations (DESIGN §7): an Azure Marketplace subscription or an AWS Marketplace
// customer becomes a cloud account billed by the marketplace, or (Azure, signed in) bills an
// account the user owns.
import {
  type ApiClient,
  type AwsCustomerRegistrationRequest,
  type AzureSubscriptionRegistrationRequest,
  unwrap,
} from '@dbcloud/api-client';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
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

/** Demo mode only: the newest sign-in link in the fake cloud's mailbox for an e-mail. */
export async function demoSignInLink(email: string): Promise<string | null> {
  const response = await fetch(`/__fake/mailbox?to=${encodeURIComponent(email)}`);
  if (!response.ok) return null;
  const mail = (await response.json()) as { subject: string; link: string }[];
  const link = mail.filter((m) => m.link.includes('/user/login/link')).at(-1)?.link;
  if (!link) return null;
  const url = new URL(link, window.location.origin);
  return `${url.pathname}${url.search}`;
}

export const demoSignInLinkQuery = (email: string) =>
  queryOptions({
    queryKey: ['public', 'demo-sign-in-link', email.toLowerCase()] as const,
    queryFn: () => demoSignInLink(email),
    staleTime: 0,
    retry: false,
  });
