// Scaling a product: a new instance size or tier (POST products/change-product) or new storage (POST
// products/change-volume), one of the two per plan (each runs for about 5 minutes, and the other can
// start only once the product is running again). A size of another tier is a tier change too.
import type { ProductChangeRequest, Tier } from '../generated/types.js';
import { configurationOf, ladderWords, tierOptionOf, tiersOffering } from './offer.js';
import {
  impossible,
  type Plan,
  type Planned,
  type PlannedInstanceChange,
  type PlannedStorageChange,
  planned,
} from './plan.js';
import {
  asksStorage,
  notRunning,
  type ProductInAccount,
  planStorageChange,
  type StorageChange,
} from './storage.js';

/** What to change, in the contract's names: an instance size or a tier, or the storage. */
export interface ScaleChange {
  readonly tier?: Tier;
  readonly instanceType?: string;
  readonly storage?: StorageChange;
}

/** In words, when a change asks for both kinds or for nothing. */
export const ONE_CHANGE_AT_A_TIME =
  'Change the instance (or tier) and the storage one after the other: each runs for about 5 minutes, and the second can start once the product is running again.';
export const NOTHING_ASKED =
  'Say what to change: an instance size or a tier, or the storage (its type, size, IOPS or throughput).';

/** The tier a change moves to and the size it ends at, or why there is none. */
function target(
  { product, context }: ProductInAccount,
  change: ScaleChange,
): { tier: Tier; instanceType: string; notes: string[] } | { problem: string } {
  const notes: string[] = [];
  let tier = change.tier ?? product.tier;
  let instanceType = change.instanceType ?? product.instanceType;
  if (change.instanceType !== undefined && change.tier === undefined) {
    const offering = tiersOffering(context, change.instanceType);
    if (offering.length === 0) {
      return {
        problem: `${change.instanceType} is not an instance size the account is offered: the sizes are ${ladderWords(context)}.`,
      };
    }
    if (!offering.includes(product.tier)) tier = offering[0] as Tier;
  }
  const option = tierOptionOf(context, tier);
  if (!option) return { problem: `The account is not offered the ${tier} tier.` };
  const sizes = option.instanceTypes.map((size) => size.instanceType);
  if (change.instanceType === undefined && !sizes.includes(instanceType)) {
    const smallest = sizes[0];
    if (smallest === undefined) return { problem: `The ${tier} tier offers no instance size now.` };
    instanceType = smallest;
    notes.push(
      `${smallest} is the ${tier} tier's smallest size (${product.instanceType} is not one of its sizes).`,
    );
  }
  if (!sizes.includes(instanceType)) {
    return {
      problem: `${instanceType} is not a size of the ${tier} tier: its sizes are ${sizes.join(', ')}.`,
    };
  }
  return { tier, instanceType, notes };
}

/** Why a product cannot move from its tier to `to`, if it cannot. */
function tierProblem({ product, context }: ProductInAccount, to: Tier): string | undefined {
  if (to === product.tier) return undefined;
  if (to === 'Free' || product.tier === 'Free') {
    return `A product cannot move to or from the Free tier (${product.productId} is ${product.tier}): create a new product instead.`;
  }
  const additional = product.nodes.filter((node) => node.isAdditional).map((node) => node.nodeTag);
  if (product.tier === 'Production' && additional.length > 0) {
    return `${product.productId} has additional nodes (${additional.join(', ')}): remove them before it leaves the Production tier.`;
  }
  if (tierOptionOf(context, to)?.requiresBillingContact && !context.hasBillingContact) {
    return `The ${to} tier needs a billing contact, and the account has none: add one in the portal's Billing first.`;
  }
  return undefined;
}

/** What a tier change adds, in words. */
function tierNote({ context }: ProductInAccount, from: Tier, to: Tier): string {
  const [before, after] = [tierOptionOf(context, from)?.nodeCount, tierOptionOf(context, to)?.nodeCount];
  const nodes =
    before !== undefined && after !== undefined && before !== after
      ? ` (${after > before ? `${after - before} more core nodes` : `${before - after} fewer core nodes`})`
      : '';
  return `The product moves from the ${from} tier to the ${to} tier${nodes}.`;
}

/**
 * The plan of an instance or tier change of a product (POST products/change-product, naming only what
 * changes): a size of another tier moves the product to that tier; a tier alone keeps the size when the
 * tier has it, else takes the tier's smallest. Refused in words when the product is not running, the
 * size or tier is not offered, the tier change is not allowed, or nothing would change.
 */
export function planInstanceChange(
  at: ProductInAccount,
  change: Omit<ScaleChange, 'storage'>,
): Planned<Plan<PlannedInstanceChange>> {
  const { domainName, product } = at;
  const busy = notRunning(product);
  if (busy) return impossible(busy);
  const found = target(at, change);
  if ('problem' in found) return impossible(found.problem);
  const { tier, instanceType, notes } = found;
  const blocked = tierProblem(at, tier);
  if (blocked) return impossible(blocked);
  if (tier === product.tier && instanceType === product.instanceType) {
    return impossible(`${product.productId} is already ${tier} ${instanceType}: nothing to change.`);
  }
  const body: ProductChangeRequest = { productId: product.productId };
  if (tier !== product.tier) body.tier = tier;
  if (instanceType !== product.instanceType) body.instanceType = instanceType;
  const moves = tier !== product.tier;
  return planned({
    action: moves ? 'change the tier and the instance' : 'change the instance',
    requests: [{ operationId: 'changeProduct', path: { domainName }, body }],
    priceRequest: configurationOf(product, { tier, instanceType }),
    notes: moves ? [...notes, tierNote(at, product.tier, tier)] : notes,
    ...(moves ? { tierChange: { from: product.tier, to: tier } } : {}),
  });
}

/**
 * The plan of scaling a product: an instance or tier change, or a storage change (never both: the
 * second can start only once the product runs again), refused in words when it cannot be made.
 */
export function planScale(
  at: ProductInAccount,
  change: ScaleChange,
): Planned<Plan<PlannedInstanceChange | PlannedStorageChange>> {
  const compute = change.tier !== undefined || change.instanceType !== undefined;
  const storage = asksStorage(change.storage);
  if (compute && storage) return impossible(ONE_CHANGE_AT_A_TIME);
  if (compute) return planInstanceChange(at, change);
  if (storage) return planStorageChange(at, change.storage ?? {});
  return impossible(NOTHING_ASKED);
}
