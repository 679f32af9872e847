// Resizing a product: its storage, its tier or instance, and the move to a separate data disk. Each
// stores when its change is due; `tickProducts` completes it on the fake clock.
import { tierOffer } from '../../core/catalogue.js';
import { type Implementation, type RequestContext, requireTenant } from '../../core/context.js';
import { hasBillingContact } from '../billing/index.js';
import { audit, rule, startTransition } from './actions.js';
import { defaultFeatures, newNode } from './factory.js';
import { checkInstanceType, checkStorage } from './offer.js';
import {
  additionalNodeCount,
  assertNotEnded,
  assertRunning,
  CORE_TAGS,
  type ProductRecord,
  productOr404,
  recordUsage,
  scheduleAt,
  toProduct,
} from './records.js';
import { applyDiskMigration, DURATIONS, migrationWindows } from './transitions.js';

export const productResizing = {
  async changeVolume({ request, response }, ctx) {
    const { tenant } = requireTenant(ctx);
    const { productId, ...storage } = await request.json();
    const product = productOr404(ctx.world, tenant.domainName, productId);
    assertRunning(product, 'change its storage');
    if (product.tier === 'Free') rule('productId', 'Free products have fixed storage.');
    if (storage.sizeGb < product.storage.sizeGb) {
      rule('sizeGb', `Storage never shrinks: ${product.displayName} has ${product.storage.sizeGb} GB.`);
    }
    checkStorage(storage, '');
    product.storage = storage;
    startTransition(ctx, product, 'scaling', DURATIONS.scale);
    recordUsage(product, ctx.now);
    const { type, sizeGb, iops, throughput } = storage;
    audit(
      ctx,
      product,
      'VolumeChanged',
      `Storage changed to ${sizeGb} GB ${type}, ${iops} IOPS, ${throughput} MB/s.`,
    );
    return response(200).json(toProduct(product));
  },

  async changeProduct({ request, response }, ctx) {
    const { tenant } = requireTenant(ctx);
    const body = await request.json();
    const product = productOr404(ctx.world, tenant.domainName, body.productId);
    const changed = <K extends 'tier' | 'instanceType' | 'releaseChannel'>(key: K) =>
      body[key] !== undefined && body[key] !== product[key];
    const rename = body.name !== undefined && body.name !== product.displayName;
    const tier = body.tier ?? product.tier;
    const scaling = changed('tier') || changed('instanceType') || changed('releaseChannel');
    if (scaling) assertRunning(product, 'change its instance, tier or release channel');
    if (rename) assertNotEnded(product);
    if (changed('tier')) checkTierChange(ctx, product, tier);
    if (scaling) checkInstanceType(tier, body.instanceType ?? product.instanceType);

    if (rename && body.name) {
      audit(ctx, product, 'ProductRenamed', `Renamed from ${product.displayName} to ${body.name}.`);
      product.displayName = body.name;
    }
    if (!scaling) return response(200).json(toProduct(product));
    const tierChanged = changed('tier');
    if (tierChanged) moveTier(ctx, product, tier);
    product.instanceType = body.instanceType ?? product.instanceType;
    product.releaseChannel = body.releaseChannel ?? product.releaseChannel;
    if (tierChanged) product.features.autoscaling = { ...defaultFeatures(product.instanceType).autoscaling };
    startTransition(ctx, product, 'scaling', DURATIONS.scale);
    recordUsage(product, ctx.now);
    audit(
      ctx,
      product,
      'ProductChanged',
      `Now ${product.tier}, ${product.instanceType}, ${product.releaseChannel} channel.`,
    );
    return response(200).json(toProduct(product));
  },

  migrateToDataDisk({ params, response }, ctx) {
    const { tenant } = requireTenant(ctx);
    const product = productOr404(ctx.world, tenant.domainName, params.productId);
    assertRunning(product, 'move it to a data disk');
    if (product.cloudProvider !== 'Azure' || product.tier !== 'Production' || product.diskKind !== 'os') {
      rule(
        'productId',
        'Only Azure Production products still on the operating-system disk can move to a data disk.',
      );
    }
    startTransition(ctx, product, 'scaling', DURATIONS.migrateDisk);
    product.diskMigration = { startedAt: ctx.now, until: ctx.now + DURATIONS.migrateDisk };
    for (const { node, from, until } of migrationWindows(product)) {
      node.outages.push({ from, until });
      scheduleAt(ctx.world, until);
    }
    applyDiskMigration(ctx.world, product, ctx.now);
    audit(
      ctx,
      product,
      'DiskMigrationStarted',
      'Moving the data to a separate data disk; nodes restart one at a time.',
    );
    return response(200).json(toProduct(product));
  },
} satisfies Partial<Implementation>;

/** 422 for tier changes the product cannot make. */
function checkTierChange(ctx: RequestContext, product: ProductRecord, tier: ProductRecord['tier']): void {
  if (tier === 'Free' || product.tier === 'Free')
    rule('tier', 'A product cannot move to or from the Free tier.');
  if (product.tier === 'Production' && additionalNodeCount(product) > 0) {
    rule('tier', 'Remove the additional nodes before leaving the Production tier.');
  }
  const { tenant } = requireTenant(ctx);
  if (!hasBillingContact(ctx.world, tenant))
    rule('tier', `Add a billing contact to ${tenant.domainName} first.`);
}

/** Adds core nodes B and C for Production (creating), or removes them when leaving it. */
function moveTier(ctx: RequestContext, product: ProductRecord, tier: ProductRecord['tier']): void {
  const until = ctx.now + DURATIONS.scale;
  const count = tierOffer(tier).nodeCount;
  for (const tag of CORE_TAGS.slice(1)) {
    const node = product.nodes.find((n) => n.nodeTag === tag);
    const wanted = CORE_TAGS.indexOf(tag) < count;
    if (wanted && !node)
      product.nodes.splice(CORE_TAGS.indexOf(tag), 0, newNode(tag, product, ctx.now, until));
    if (!wanted && node) Object.assign(node, { status: 'removing', until });
  }
  product.tier = tier;
}
