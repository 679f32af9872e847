// The URL that shows each route of the portal's route tree, for the browser tests (small-screens.e2e.ts
// checks every route at 375 px) and `pnpm screenshots` (a picture of every route). Plain ESM with JSDoc
// types, so that scripts/screenshots.mjs (Node, no TypeScript loader) imports it as it is; its types
// for the tests are route-examples.d.mts. A new route of src/routeTree.gen.ts is added here.

/** acme's owner, signed in for the portal's routes. */
export const OWNER = 'owner@demo.dbcloud.dev';
/** A user with two-factor sign-in, halfway through it for the code routes. */
export const MFA = 'mfa@demo.dbcloud.dev';

/** `YYYY-MM-DD` of a UTC date. */
const isoDay = (/** @type {number} */ ms) => new Date(ms).toISOString().slice(0, 10);

/**
 * Every route (as `FileRoutesByTo` of src/routeTree.gen.ts names it) with the URL that shows its
 * content, at `now` (the fake cloud's time: the demo's billing dates follow it). The demo mailbox's
 * invitation links and the marketplace tokens are seeded in every world
 * (packages/fake-cloud/src/areas/marketplace/state.ts); `/$` is any address no page knows.
 *
 * @param {Date} now
 * @returns {{
 *   public: Record<string, string>,
 *   twoFactor: string[],
 *   portal: Record<string, string>,
 *   redirects: Record<string, string>,
 * }}
 */
export function routeExamples(now) {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth();
  // A price for next month, using every line of the price (IOPS and throughput above what is
  // included, a yearly discount, a date range).
  const pricing = new URLSearchParams({
    config: JSON.stringify({
      provider: 'Aws',
      region: 'us-east-1',
      tier: 'Production',
      instanceType: 'PR30',
      storage: { type: 'gp3', sizeGb: 512, iops: 6000, throughput: 250 },
    }),
    dataTransfer: '500',
    period: 'yearly',
    startDate: isoDay(Date.UTC(year, month + 1, 1)),
    endDate: isoDay(Date.UTC(year, month + 2, 0)),
  });
  return {
    public: {
      '/': '/',
      '/$': '/no-such-page/anywhere',
      '/not-found': '/not-found',
      '/pricing': `/pricing?${pricing}`,
      '/privacy-policy': '/privacy-policy',
      '/support-policy': '/support-policy',
      '/terms': '/terms',
      '/docs/api': '/docs/api',
      '/user/login': '/user/login',
      '/user/login/link': '/user/login/link?token=not-a-real-token',
      '/user/register': '/user/register',
      '/user/register/thank-you': '/user/register/thank-you?email=new.user@example.com',
      '/user/register/thank-you-login-exists': `/user/register/thank-you-login-exists?email=${OWNER}`,
      '/user/invitation': '/user/invitation?link=acme-invitee-demo-invitation',
      '/invitation/accept': '/invitation/accept?link=acme-mfa-demo-invitation',
      '/azure-marketplace/register-subscription':
        '/azure-marketplace/register-subscription?token=azm-1a2b3c4d5e6f7a8b',
      '/azure-marketplace/register-subscription/thank-you':
        '/azure-marketplace/register-subscription/thank-you?email=ops@northwind.example&domainName=northwind',
      '/azure-marketplace/register-subscription-manager':
        '/azure-marketplace/register-subscription-manager?token=azm-2b3c4d5e6f7a8b9c',
      '/aws-marketplace/register-customer': '/aws-marketplace/register-customer?token=aws-4a0c3d82e15f',
      '/aws-marketplace/register-customer/thank-you':
        '/aws-marketplace/register-customer/thank-you?email=ops@northwind.example&domainName=northwind',
    },
    // Shown only halfway through a two-factor sign-in.
    twoFactor: ['/user/login-with-2fa', '/user/login-with-recovery-code'],
    // Shown signed in as acme's owner.
    portal: {
      '/portal/$cloudAccount/home': '/portal/acme/home',
      '/portal/$cloudAccount/products': '/portal/acme/products',
      '/portal/$cloudAccount/product/create': '/portal/acme/product/create',
      '/portal/$cloudAccount/support': '/portal/acme/support',
      '/portal/$cloudAccount/$': '/portal/acme/no-such-page',
      '/portal/$cloudAccount/backups': '/portal/acme/backups?productId=prd-orders-eu&database=orders',
      '/portal/$cloudAccount/billing/summary': '/portal/acme/billing/summary',
      '/portal/$cloudAccount/apiKeys': '/portal/acme/apiKeys',
      '/portal/$cloudAccount/account': '/portal/acme/account',
      '/portal/profile': '/portal/profile',
      '/portal/profile/enable-authenticator': '/portal/profile/enable-authenticator',
      '/portal/profile/generate-recovery-codes': '/portal/profile/generate-recovery-codes',
      '/portal/profile/disable-2fa': '/portal/profile/disable-2fa',
      // the period billed on the first of this month (acme's unpaid one), and acme's first invoice
      // this year (the period of last December, billed on 1 January)
      '/portal/$cloudAccount/billing/cost-details/$billedAsOf': `/portal/acme/billing/cost-details/${isoDay(
        Date.UTC(year, month, 1),
      )}`,
      '/portal/$cloudAccount/billing/invoice-details/$invoiceId': `/portal/acme/billing/invoice-details/INV-${year}-0001`,
      // acme's Production product, with nodes A to D: each tab of its page
      ...Object.fromEntries(
        ['general', 'nodes', 'security', 'features', 'monitoring', 'health', 'audit', 'settings'].map(
          (tab) => [`/portal/$cloudAccount/product/${tab}/$id`, `/portal/acme/product/${tab}/prd-orders-eu`],
        ),
      ),
    },
    // No page of their own: each sends the user on (`/status` to the external status page).
    redirects: {
      '/portal': '/portal',
      '/portal/$cloudAccount': '/portal/acme',
      '/status': '/status',
      '/user/logout': '/user/logout',
      // a tab the product page does not have: its general tab
      '/portal/$cloudAccount/product/$tab/$id': '/portal/acme/product/no-such-tab/prd-orders-eu',
    },
  };
}
