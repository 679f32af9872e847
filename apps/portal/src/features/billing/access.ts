import type { UserCloudAccount } from '@dbcloud/api-client';
import { can, roleFor } from '../../app/access';

/** The role that opens the billing pages (costs, invoices, payments), for "ask for the … role". */
export const BILLING_ROLE = roleFor('getBillingCurrentSummary');

export const canOpenBilling = (account: UserCloudAccount): boolean =>
  can(account, 'getBillingCurrentSummary');

/** Whether the user may use the page's payment information (billing contact, cards). */
export const canSeePaymentInfo = (account: UserCloudAccount): boolean =>
  can(account, 'getAccountBillingInfo');

/** What a user without the Billing role is told on a billing page (components/role-required.tsx). */
export const billingDenied = (account: UserCloudAccount) => ({
  account,
  role: BILLING_ROLE,
  title: `You don’t have access to billing in ${account.domainName}`,
  reason: 'Billing needs the Billing role.',
});
