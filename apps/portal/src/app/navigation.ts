import type { Role, UserCloudAccount } from '@dbcloud/api-client';

export interface NavItem {
  label: string;
  /** The page under /portal/$cloudAccount/. */
  to: 'home' | 'billing/summary';
  /** Any one of these roles shows the item; none: every member. */
  roles?: Role[];
  /** The item is the current one on every page under this path too (the area's other pages). */
  area?: string;
}

/** The portal's areas. Each issue that builds an area adds it here (DESIGN §7). */
export const NAV_ITEMS: NavItem[] = [
  { label: 'Home', to: 'home' },
  // Costs, invoices and payments need the Billing role, the page's payment information the Billing
  // information role (the fake cloud's rules for the Billing and Payment info operations).
  { label: 'Billing', to: 'billing/summary', roles: ['Billing', 'BillingInformation'], area: 'billing' },
];

/** The items the user's roles in the account allow. */
export function navItemsFor(account: UserCloudAccount): NavItem[] {
  return NAV_ITEMS.filter((item) => !item.roles || item.roles.some((role) => account.roles.includes(role)));
}
