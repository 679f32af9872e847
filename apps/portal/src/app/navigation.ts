import type { Role, UserCloudAccount } from '@dbcloud/api-client';

export interface NavItem {
  label: string;
  /** The page under /portal/$cloudAccount/. */
  to: 'home' | 'products' | 'backups' | 'billing/summary' | 'apiKeys' | 'account' | 'support';
  /** Any one of these roles shows the item; none: every member. */
  roles?: Role[];
  /** The item is the current one on every page under this path too (the area's other pages). */
  area?: string;
}

/** The portal's areas. Each issue that builds an area adds it here (DESIGN §7). */
export const NAV_ITEMS: NavItem[] = [
  { label: 'Home', to: 'home' },
  // The products list, the create wizard and each product's pages (product/...).
  { label: 'Products', to: 'products', roles: ['Products'], area: 'product' },
  // Every Backup operation needs the Backups role.
  { label: 'Backups', to: 'backups', roles: ['Backups'] },
  // Costs, invoices and payments need the Billing role, the page's payment information the Billing
  // information role (the fake cloud's rules for the Billing and Payment info operations).
  { label: 'Billing', to: 'billing/summary', roles: ['Billing', 'BillingInformation'], area: 'billing' },
  { label: 'API keys', to: 'apiKeys', roles: ['ApiAccess'] },
  // The account's details need Account; its users and invitations Account or User management.
  { label: 'Account', to: 'account', roles: ['Account', 'UserManagement'] },
  { label: 'Support', to: 'support', roles: ['Support'] },
];

/** The items the user's roles in the account allow. */
export function navItemsFor(account: UserCloudAccount): NavItem[] {
  return NAV_ITEMS.filter((item) => !item.roles || item.roles.some((role) => account.roles.includes(role)));
}
