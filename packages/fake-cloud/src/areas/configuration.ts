// Public portal configuration and domain availability.
import type { Configuration } from '@dbcloud/api-client';
import { type Implementation, requireTenant } from '../core/context.js';
import { isSubdomainTaken } from './products/index.js';

/**
 * The configuration the fake cloud serves: environment `demo` and the demo card fields, so the
 * portal shows the mailbox hints and demo cards.
 */
export const DEMO_CONFIGURATION: Configuration = {
  environment: 'demo',
  supportEmail: 'support@dbcloud.dev',
  statusPageUrl: 'https://status.dbcloud.dev',
  analytics: { enabled: false, endpoint: 'https://analytics.dbcloud.dev/api/event', siteId: 'portal' },
  cardProvider: {
    kind: 'demo',
    scriptUrl: 'https://hosted.paysafe.com/js/v1/latest/paysafe.min.js',
    apiKey: 'demo-public-key',
    origins: ['https://hosted.paysafe.com'],
    environment: 'TEST',
  },
};

const DOMAIN_NAME = /^[a-z][a-z0-9-]{1,38}[a-z0-9]$/;
const SUBDOMAIN_NAME = /^[a-z0-9][a-z0-9-]{1,28}[a-z0-9]$/;

export const configurationImplementation = {
  getConfiguration({ response }, ctx) {
    // The demo card fields unless this world was switched to the provider's hosted fields.
    const { cardProvider } = DEMO_CONFIGURATION;
    return response(200).json({
      ...DEMO_CONFIGURATION,
      cardProvider: { ...cardProvider, kind: ctx.world.cardProviderKind },
    });
  },

  async isDomainAvailable({ request, response }, ctx) {
    const { name } = await request.json();
    const available = DOMAIN_NAME.test(name) && !ctx.world.accounts.has(name);
    return response(200).json({ available });
  },

  async isSubdomainAvailable({ request, response }, ctx) {
    const { tenant } = requireTenant(ctx);
    const body = await request.json();
    const taken = isSubdomainTaken(ctx.world, tenant.domainName, body.tier, body.subdomainName);
    return response(200).json({ available: SUBDOMAIN_NAME.test(body.subdomainName) && !taken });
  },
} satisfies Partial<Implementation>;
