// The form that bills an existing account through an Azure subscription. Apart from ./schemas so
// that the registration pages do not load it (the bundle budgets).
import type { UserCloudAccount } from '@dbcloud/api-client';
import * as v from 'valibot';
import { acceptTerms } from '../../components/forms/schemas';

export const linkAccountSchema = v.object({
  domainName: v.pipe(v.string(), v.nonEmpty('Choose the account the subscription pays for.')),
  acceptTerms,
});

export type LinkAccountInput = v.InferInput<typeof linkAccountSchema>;

/** Why an account cannot be billed through the subscription, or undefined when it can. */
export function whyNotLinkable(account: UserCloudAccount): string | undefined {
  if (account.managedBy === 'azure') return 'Already billed through Azure Marketplace.';
  if (account.managedBy === 'aws') return 'Already billed through AWS Marketplace.';
  return undefined;
}
