import type { OperationId, UserCloudAccount } from '@dbcloud/api-client';
import { can } from './access';

export interface NavItem {
  label: string;
  /** The page under /portal/$cloudAccount/. */
  to: 'home' | 'products' | 'backups' | 'billing/summary' | 'apiKeys' | 'account' | 'support';
  /** The item shows when the user may make any one of these calls (what its page loads); none: always. */
  opens?: OperationId[];
  /** The item is the current one on every page under this path too (the area's other pages). */
  area?: string;
}

/** The portal's areas. */
export const NAV_ITEMS: NavItem[] = [
  { label: 'Home', to: 'home' },
  // The products list, the create wizard and each product's pages (product/...).
  { label: 'Products', to: 'products', opens: ['getProducts'], area: 'product' },
  { label: 'Backups', to: 'backups', opens: ['getBackupProducts'] },
  // Costs and invoices, or the page's payment information.
  {
    label: 'Billing',
    to: 'billing/summary',
    opens: ['getBillingCurrentSummary', 'getAccountBillingInfo'],
    area: 'billing',
  },
  { label: 'API keys', to: 'apiKeys', opens: ['getApiKeys'] },
  // The account's details, or its users and invitations.
  { label: 'Account', to: 'account', opens: ['getAccountInfo', 'getAccountUsers'] },
  { label: 'Support', to: 'support', opens: ['getSupportContext'] },
];

/** The items the user's roles in the account allow. */
export function navItemsFor(account: UserCloudAccount): NavItem[] {
  return NAV_ITEMS.filter(
    (item) => !item.opens || item.opens.some((operationId) => can(account, operationId)),
  );
}
