// A product's nodes: restart one, install the diagnostic tools, add and remove additional nodes.
import { tierOffer } from '../../core/catalogue.js';
import { type Implementation, requireTenant } from '../../core/context.js';
import { conflict } from '../../core/problem.js';
import { audit, rule, startTransition } from './actions.js';
import { newNode } from './factory.js';
import { checkRegion } from './offer.js';
import {
  ADDITIONAL_TAGS,
  additionalNodeCount,
  assertRunning,
  CORE_TAGS,
  nodeOr404,
  productOr404,
  recordUsage,
  scheduleAt,
  toNode,
  toProduct,
} from './records.js';
import { DURATIONS } from './transitions.js';

export const productNodeOperations = {
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
} satisfies Partial<Implementation>;
