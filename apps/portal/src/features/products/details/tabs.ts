// The product page's tabs, in the tab bar's order: each is a route of its own
// (routes/portal/$cloudAccount/_product/product/<tab>.$id.tsx), its code and data loaded with it.
export interface ProductTab {
  /** The tab's route: `/portal/<account>/product/<tab>/<productId>`. */
  to: `/portal/$cloudAccount/product/${string}/$id`;
  label: string;
}

export const PRODUCT_TABS = [
  { to: '/portal/$cloudAccount/product/general/$id', label: 'General' },
  { to: '/portal/$cloudAccount/product/nodes/$id', label: 'Nodes' },
  { to: '/portal/$cloudAccount/product/security/$id', label: 'Security' },
  { to: '/portal/$cloudAccount/product/features/$id', label: 'Features' },
  { to: '/portal/$cloudAccount/product/monitoring/$id', label: 'Monitoring' },
  { to: '/portal/$cloudAccount/product/health/$id', label: 'Health' },
  { to: '/portal/$cloudAccount/product/audit/$id', label: 'Audit log' },
  { to: '/portal/$cloudAccount/product/settings/$id', label: 'Settings' },
] as const satisfies readonly ProductTab[];
