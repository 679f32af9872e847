// A product's life: create it, terminate it, delete its record. Each stores when its change is due;
// `tickProducts` completes it on the fake clock.
import { type Implementation, requireTenant } from '../../core/context.js';
import { conflict, fieldError } from '../../core/problem.js';
import { secureRandom } from '../../core/random.js';
import { hasBillingContact } from '../billing/index.js';
import { audit, rule } from './actions.js';
import { normalizeCidrList } from './cidr.js';
import { newProduct, newProductId } from './factory.js';
import { checkConfiguration } from './offer.js';
import { activeFreeProductOf } from './queries.js';
import { isSubdomainTaken, productOr404, recordUsage, scheduleAt, toProduct } from './records.js';
import { DURATIONS } from './transitions.js';

export const productLifecycle = {
  async createProduct({ request, response }, ctx) {
    const { tenant } = requireTenant(ctx);
    const body = await request.json();
    const allowedIps = normalizeCidrList('allowedIps', body.allowedIps);
    if (isSubdomainTaken(ctx.world, tenant.domainName, body.tier, body.subdomainName)) {
      throw conflict(
        `${body.subdomainName} is already used by a ${body.tier} product in ${tenant.domainName}.`,
        fieldError('subdomainName', 'is taken'),
      );
    }
    if (body.tier !== 'Free' && !hasBillingContact(ctx.world, tenant)) {
      rule('tier', `${body.tier} products are billed: add a billing contact to ${tenant.domainName} first.`);
    }
    const free = body.tier === 'Free' ? activeFreeProductOf(ctx.world, tenant.domainName) : undefined;
    if (free) rule('tier', `${tenant.domainName} already has its free product (${free.displayName}).`);
    checkConfiguration(body);
    const product = newProduct(
      {
        domainName: tenant.domainName,
        productId: newProductId(ctx.world, body.subdomainName, body.cloudProvider, body.region),
        displayName: body.name,
        subdomainName: body.subdomainName,
        tier: body.tier,
        cloudProvider: body.cloudProvider,
        region: body.region,
        instanceType: body.instanceType,
        storage: body.storage,
        releaseChannel: body.releaseChannel,
        allowedIps,
      },
      ctx.now,
      secureRandom,
    );
    ctx.world.products.products.push(product);
    scheduleAt(ctx.world, ctx.now + DURATIONS.create);
    audit(
      ctx,
      product,
      'ProductCreated',
      `${product.displayName} (${product.tier}, ${product.instanceType}) is being created.`,
    );
    return response(201).json(toProduct(product));
  },

  async terminateProduct({ request, response }, ctx) {
    const { tenant } = requireTenant(ctx);
    const body = await request.json();
    const product = productOr404(ctx.world, tenant.domainName, body.productId);
    if (product.status === 'terminating' || product.status === 'terminated') {
      throw conflict(`${product.displayName} is already ${product.status}.`);
    }
    product.status = 'terminating';
    product.statusUntil = ctx.now + DURATIONS.terminate;
    product.terminatedAt = ctx.now;
    product.hideInPortal = body.hideInPortal;
    product.diskMigration = null;
    for (const node of product.nodes) {
      node.status = 'removing';
      node.until = product.statusUntil;
    }
    scheduleAt(ctx.world, product.statusUntil);
    recordUsage(product, ctx.now);
    audit(ctx, product, 'ProductTerminationStarted', `${product.displayName} is being terminated.`);
    return response(200).json(toProduct(product));
  },

  deleteProduct({ params, response }, ctx) {
    const { tenant } = requireTenant(ctx);
    const product = productOr404(ctx.world, tenant.domainName, params.productId);
    if (product.status !== 'terminated') {
      throw conflict(
        `${product.displayName} is ${product.status}; only a terminated product's record can be deleted.`,
      );
    }
    const state = ctx.world.products;
    state.products = state.products.filter((p) => p !== product);
    state.audit = state.audit.filter(
      (a) => !(a.domainName === product.domainName && a.productId === product.productId),
    );
    return response(200).json({ success: true });
  },
} satisfies Partial<Implementation>;
