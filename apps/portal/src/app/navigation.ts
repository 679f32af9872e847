import type { OperationId, UserCloudAccount } from '@dbcloud/api-client';
import { can } from './access';

/** The portal's areas, one navigation item each. */
export type NavArea = 'home' | 'products' | 'backups' | 'billing' | 'apiKeys' | 'account' | 'support';

/** An area's page, the one its navigation item opens. */
export type AreaPage =
  | '/portal/$cloudAccount/home'
  | '/portal/$cloudAccount/products'
  | '/portal/$cloudAccount/backups'
  | '/portal/$cloudAccount/billing/summary'
  | '/portal/$cloudAccount/apiKeys'
  | '/portal/$cloudAccount/account'
  | '/portal/$cloudAccount/support';

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** The area a page belongs to, and the pages below it: its navigation item is the current one. */
    area?: NavArea;
    /**
     * A page about one record of the account (a product, an invoice) or of its data (a backup folder):
     * switching account opens the other account's page of the area instead, the records' list.
     */
    record?: true;
  }
}

export interface NavItem {
  area: NavArea;
  label: string;
  to: AreaPage;
  /** The item shows when the user may make any one of these calls (what its page loads); none: always. */
  opens?: OperationId[];
}

/** The portal's areas. */
export const NAV_ITEMS: NavItem[] = [
  { area: 'home', label: 'Home', to: '/portal/$cloudAccount/home' },
  // The products list, the create wizard and each product's pages (product/...).
  { area: 'products', label: 'Products', to: '/portal/$cloudAccount/products', opens: ['getProducts'] },
  { area: 'backups', label: 'Backups', to: '/portal/$cloudAccount/backups', opens: ['getBackupProducts'] },
  // Costs and invoices, or the page's payment information.
  {
    area: 'billing',
    label: 'Billing',
    to: '/portal/$cloudAccount/billing/summary',
    opens: ['getBillingCurrentSummary', 'getAccountBillingInfo'],
  },
  { area: 'apiKeys', label: 'API keys', to: '/portal/$cloudAccount/apiKeys', opens: ['getApiKeys'] },
  // The account's details, or its users and invitations.
  {
    area: 'account',
    label: 'Account',
    to: '/portal/$cloudAccount/account',
    opens: ['getAccountInfo', 'getAccountUsers'],
  },
  { area: 'support', label: 'Support', to: '/portal/$cloudAccount/support', opens: ['getSupportContext'] },
];

/** The items the user's roles in the account allow. */
export function navItemsFor(account: UserCloudAccount): NavItem[] {
  return NAV_ITEMS.filter(
    (item) => !item.opens || item.opens.some((operationId) => can(account, operationId)),
  );
}

/** The area of the page on screen: the one the last of the router's matches that names one gives. */
export const areaOf = (matches: readonly { staticData: { area?: NavArea } }[]): NavArea | undefined =>
  matches.findLast((match) => match.staticData.area)?.staticData.area;
