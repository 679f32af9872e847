import type { UserCloudAccount } from '@dbcloud/api-client';

/** The billing pages need the Billing role (the fake cloud's rule for every Billing operation). */
export const BILLING_ROLE = 'Billing' as const;

export const canOpenBilling = (account: UserCloudAccount): boolean => account.roles.includes(BILLING_ROLE);

/** What a user without the Billing role is told on a billing page (components/role-required.tsx). */
export const billingDenied = (account: UserCloudAccount) => ({
  account,
  role: BILLING_ROLE,
  title: `You don’t have access to billing in ${account.domainName}`,
  reason: 'Billing needs the Billing role.',
});

/** Accounts a cloud marketplace bills: no pay-now, invoices or cards here (DESIGN §8 `managedBy`). */
export const MARKETPLACES = { azure: 'Azure Marketplace', aws: 'AWS Marketplace' } as const;
