// Reading products: the list, the status poll, one product, the create wizard's choices and price
// previews.
import type { ProductCreateContext, ProductTierOption } from '@dbcloud/api-client';
import { PRODUCT_RELEASE_CHANNELS } from '@dbcloud/api-client/enums';
import { PROVIDERS, STORAGE_CLASSES, TIERS, tierOffer } from '../../core/catalogue.js';
import { type Implementation, requireTenant } from '../../core/context.js';
import { fieldError, unprocessable } from '../../core/problem.js';
import type { AccountRecord, World } from '../../core/world.js';
import { accountDiscountsOf, hasBillingContact, needsCard } from '../billing/index.js';
import { divRound } from '../pricing/index.js';
import { checkCidr } from './cidr.js';
import { checkConfiguration, hourlyRateOf, productHourlyRateOf } from './offer.js';
import {
  listedProductsOf,
  type ProductRecord,
  productOr404,
  productsOf,
  toProduct,
  toSummary,
} from './records.js';

/** The account's Free product that is not terminated, if any (each account may have one). */
export const activeFreeProductOf = (world: World, domainName: string): ProductRecord | undefined =>
  productsOf(world, domainName).find((p) => p.tier === 'Free' && p.status !== 'terminated');

/**
 * The caller's address as a single-host range: the client address the pipeline found (its socket's, or
 * a trusted proxy's `X-Forwarded-For`), else the loopback address (in process).
 */
function callerRange(client: string): string {
  const checked = checkCidr(client);
  return checked.valid ? checked.normalized : '127.0.0.1/32';
}

function tierOptions(world: World, account: AccountRecord): ProductTierOption[] {
  const free = activeFreeProductOf(world, account.domainName);
  const contact = hasBillingContact(world, account);
  return TIERS.map((offer) => {
    const paid = offer.tier !== 'Free';
    let unavailableReason: string | undefined;
    if (!paid && free)
      unavailableReason = `${account.domainName} already has its free product (${free.displayName}).`;
    if (paid && !contact) unavailableReason = 'Add a billing contact first: paid products are billed to it.';
    return {
      tier: offer.tier,
      available: unavailableReason === undefined,
      ...(unavailableReason ? { unavailableReason } : {}),
      requiresBillingContact: paid,
      nodeCount: offer.nodeCount,
      maxAdditionalNodes: offer.maxAdditionalNodes,
      instanceTypes: offer.instances.map(({ instanceType, vCpus, memoryGb }) => ({
        instanceType,
        vCpus,
        memoryGb,
      })),
    };
  });
}

function createContext(world: World, account: AccountRecord, client: string): ProductCreateContext {
  return {
    tiers: tierOptions(world, account),
    providers: PROVIDERS.map(({ cloudProvider, displayName, regions }) => ({
      cloudProvider,
      displayName,
      regions: regions.map(({ region, displayName: name }) => ({ region, displayName: name })),
    })),
    storageTypes: STORAGE_CLASSES.map(
      ({ includedIops: _iops, includedThroughput: _throughput, ...limits }) => limits,
    ),
    // Every channel is offered to every account.
    releaseChannels: [...PRODUCT_RELEASE_CHANNELS],
    defaultReleaseChannel: 'stable',
    hasBillingContact: hasBillingContact(world, account),
    defaultAllowedIp: callerRange(client),
    freeProductsLeft: activeFreeProductOf(world, account.domainName) ? 0 : 1,
  };
}

const monthly = (hourlyRateMillicents: number) => divRound(hourlyRateMillicents * 730, 1000);

export const productQueries = {
  getProducts({ response }, ctx) {
    const { tenant } = requireTenant(ctx);
    return response(200).json(listedProductsOf(ctx.world, tenant.domainName).map(toSummary));
  },

  getProductsStatus({ response }, ctx) {
    const { tenant } = requireTenant(ctx);
    const items = listedProductsOf(ctx.world, tenant.domainName).map((p) => ({
      productId: p.productId,
      status: p.status,
      nodes: p.nodes.map(({ nodeTag, status }) => ({ nodeTag, status })),
    }));
    return response(200).json({ items });
  },

  getProduct({ params, response }, ctx) {
    const { tenant } = requireTenant(ctx);
    return response(200).json(toProduct(productOr404(ctx.world, tenant.domainName, params.productId)));
  },

  getProductCreateContext({ response }, ctx) {
    const { tenant } = requireTenant(ctx);
    return response(200).json(createContext(ctx.world, tenant, ctx.client));
  },

  async getProductPaymentContext({ request, response }, ctx) {
    const { tenant } = requireTenant(ctx);
    const body = await request.json();
    const product = body.productId ? productOr404(ctx.world, tenant.domainName, body.productId) : undefined;
    checkConfiguration(body);
    const additional =
      body.additionalNodes ??
      (product ? product.nodes.filter((n) => n.isAdditional && n.status !== 'removing').length : 0);
    if (additional > 0 && body.tier !== 'Production') {
      throw unprocessable(
        'Only Production products have additional nodes.',
        fieldError('additionalNodes', 'must be 0 for this tier'),
      );
    }
    const discounts = accountDiscountsOf(ctx.world, tenant.domainName, ctx.now);
    const current = product ? productHourlyRateOf(product, discounts) : 0;
    const next = hourlyRateOf(body, tierOffer(body.tier).nodeCount + additional, discounts);
    const paid = body.tier !== 'Free';
    return response(200).json({
      currency: 'USD',
      currentHourlyRateMillicents: current,
      newHourlyRateMillicents: next,
      currentMonthlyEstimateCents: monthly(current),
      newMonthlyEstimateCents: monthly(next),
      billingContactRequired: paid && !hasBillingContact(ctx.world, tenant),
      cardRequired: paid && needsCard(ctx.world, tenant),
    });
  },
} satisfies Partial<Implementation>;
