// A product's lifecycle: create, restart a node, install tools, scale storage or instance, add and
// remove additional nodes, move to the data disk, terminate and delete. Each stores when its change is
// due; `tickProducts` completes it on the fake clock.
import type { NodeTag } from '@dbcloud/api-client';
import { tierOffer } from '../../core/catalogue.js';
import { type Implementation, type RequestContext, requireTenant, requireUser } from '../../core/context.js';
import { conflict, fieldError, unprocessable } from '../../core/problem.js';
import { secureRandom } from '../../core/random.js';
import { hasBillingContact } from '../billing/index.js';
import { normalizeCidrList } from './cidr.js';
import { defaultFeatures, newNode, newProduct, newProductId } from './factory.js';
import { checkConfiguration, checkInstanceType, checkRegion, checkStorage } from './offer.js';
import { activeFreeProductOf } from './queries.js';
import {
  ADDITIONAL_TAGS,
  additionalNodeCount,
  assertNotEnded,
  assertRunning,
  CORE_TAGS,
  isSubdomainTaken,
  nodeOr404,
  type ProductRecord,
  productOr404,
  recordAudit,
  recordUsage,
  scheduleAt,
  toNode,
  toProduct,
} from './records.js';
import { applyDiskMigration, DURATIONS, migrationWindows } from './transitions.js';

/** Records what the signed-in user did to a product. */
function audit(
  ctx: RequestContext,
  product: ProductRecord,
  action: string,
  detail: string,
  nodeTag: NodeTag | null = null,
) {
  recordAudit(ctx.world, product, { at: ctx.now, user: requireUser(ctx).email, action, detail, nodeTag });
}

/** Puts the product in a transient status that ends after `duration`. */
function startTransition(
  ctx: RequestContext,
  product: ProductRecord,
  status: 'scaling' | 'restarting',
  duration: number,
) {
  product.status = status;
  product.statusUntil = ctx.now + duration;
  scheduleAt(ctx.world, product.statusUntil);
}

function rule(field: string, message: string): never {
  throw unprocessable(message, fieldError(field, message));
}

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

  restartNode({ params, response }, ctx) {
    const { tenant } = requireTenant(ctx);
    const product = productOr404(ctx.world, tenant.domainName, params.productId);
    const node = nodeOr404(product, params.nodeTag);
    assertRunning(product, 'restart a node');
    if (node.status !== 'running')
      throw conflict(`Node ${node.nodeTag} is ${node.status}; only a running node can restart.`);
    startTransition(ctx, product, 'restarting', DURATIONS.restart);
    node.status = 'restarting';
    node.until = product.statusUntil;
    node.outages.push({ from: ctx.now, until: ctx.now + DURATIONS.restart });
    audit(ctx, product, 'NodeRestarted', `Node ${node.nodeTag} restarted from the portal.`, node.nodeTag);
    return response(200).json(toProduct(product));
  },

  installTools({ params, response }, ctx) {
    const { tenant } = requireTenant(ctx);
    const product = productOr404(ctx.world, tenant.domainName, params.productId);
    assertRunning(product, 'install the diagnostic tools');
    if (product.diagnosticTools !== 'not-installed') {
      throw conflict(
        `The diagnostic tools are already ${product.diagnosticTools} on ${product.displayName}.`,
      );
    }
    product.diagnosticTools = 'installing';
    product.toolsUntil = ctx.now + DURATIONS.installTools;
    scheduleAt(ctx.world, product.toolsUntil);
    audit(ctx, product, 'DiagnosticToolsInstallStarted', 'Installing the diagnostic tools on every node.');
    return response(200).json(toProduct(product));
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

  async addAdditionalNode({ params, request, response }, ctx) {
    const { tenant } = requireTenant(ctx);
    const body = await request.json();
    const product = productOr404(ctx.world, tenant.domainName, params.productId);
    assertRunning(product, 'add a node');
    if (product.tier !== 'Production') rule('productId', 'Only Production products have additional nodes.');
    const tag = ADDITIONAL_TAGS.find((t) => !product.nodes.some((n) => n.nodeTag === t));
    if (!tag || additionalNodeCount(product) >= tierOffer('Production').maxAdditionalNodes) {
      rule('productId', `${product.displayName} already has three additional nodes (D, E and F).`);
    }
    const region = body.region ?? product.region;
    checkRegion(product.cloudProvider, region);
    const node = newNode(tag, { ...product, region }, ctx.now, ctx.now + DURATIONS.addNode, true);
    product.nodes.push(node);
    scheduleAt(ctx.world, ctx.now + DURATIONS.addNode);
    recordUsage(product, ctx.now);
    audit(ctx, product, 'NodeAdded', `Node ${tag} added in ${region}.`, tag);
    return response(200).json(toNode(node));
  },

  removeAdditionalNode({ params, response }, ctx) {
    const { tenant } = requireTenant(ctx);
    const product = productOr404(ctx.world, tenant.domainName, params.productId);
    if (CORE_TAGS.includes(params.nodeTag)) {
      rule(
        'nodeTag',
        `Node ${params.nodeTag} is a core node; only additional nodes (D, E, F) can be removed.`,
      );
    }
    const node = nodeOr404(product, params.nodeTag);
    assertRunning(product, 'remove a node');
    if (node.status === 'removing') throw conflict(`Node ${node.nodeTag} is already being removed.`);
    node.status = 'removing';
    node.until = ctx.now + DURATIONS.removeNode;
    scheduleAt(ctx.world, node.until);
    recordUsage(product, ctx.now);
    audit(ctx, product, 'NodeRemovalStarted', `Node ${node.nodeTag} is being removed.`, node.nodeTag);
    return response(200).json(toNode(node));
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
