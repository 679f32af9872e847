import type { Role, UserCloudAccount } from '@dbcloud/api-client';
import * as v from 'valibot';
import { domainNameSchema } from '../../app/domain-availability';

const acceptTerms = v.pipe(
  v.boolean(),
  v.value(true, 'Accept the terms of service and the privacy policy to continue.'),
);

export const registrationSchema = v.object({
  email: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty('Enter the e-mail address of the account’s owner.'),
    v.maxLength(254, 'Use an e-mail address of at most 254 characters.'),
    v.email('Enter an e-mail address like name@company.com.'),
  ),
  domainName: domainNameSchema,
  accountType: v.picklist(['Regular', 'Hipaa'], 'Choose an account type.'),
  acceptTerms,
});

export type RegistrationInput = v.InferInput<typeof registrationSchema>;
export type RegistrationValues = v.InferOutput<typeof registrationSchema>;

export const linkAccountSchema = v.object({
  domainName: v.pipe(v.string(), v.nonEmpty('Choose the account the subscription pays for.')),
  acceptTerms,
});

export type LinkAccountInput = v.InferInput<typeof linkAccountSchema>;

const ALL_ROLES: Role[] = [
  'Products',
  'Backups',
  'Billing',
  'ApiAccess',
  'Support',
  'Account',
  'UserManagement',
  'BillingInformation',
];

/**
 * Whether the user owns the account. `GET user` does not say so directly; the owner is the one
 * member with every role (contract: "the owner has all eight"). The server has the last word (403).
 */
export const looksOwned = (account: UserCloudAccount) =>
  ALL_ROLES.every((role) => account.roles.includes(role));

/** Why an account cannot be billed through the subscription, or undefined when it can. */
export function whyNotLinkable(account: UserCloudAccount): string | undefined {
  if (account.managedBy === 'azure') return 'Already billed through Azure Marketplace.';
  if (account.managedBy === 'aws') return 'Already billed through AWS Marketplace.';
  if (!looksOwned(account)) return 'Only the account’s owner can change how it is billed.';
  return undefined;
}
