import type { UserCloudAccount } from '@dbcloud/api-client';

/** The billing pages' gate (components/role-required.tsx): costs, invoices and payments need the Billing role. */
export const billingGate = (account: UserCloudAccount) => ({
  account,
  operation: 'getBillingCurrentSummary' as const,
  title: `You don’t have access to billing in ${account.domainName}`,
  reason: 'Billing needs the Billing role.',
});
