import type { UserCloudAccount } from '@dbcloud/api-client';

/** The billing pages need the Billing role (the fake cloud's rule for every Billing operation). */
export const BILLING_ROLE = 'Billing' as const;

export const canOpenBilling = (account: UserCloudAccount): boolean => account.roles.includes(BILLING_ROLE);

/** Accounts a cloud marketplace bills: no pay-now, invoices or cards here (DESIGN §8 `managedBy`). */
export const MARKETPLACES = { azure: 'Azure Marketplace', aws: 'AWS Marketplace' } as const;
