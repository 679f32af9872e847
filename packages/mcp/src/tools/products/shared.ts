// What the products' change tools share: reading a product and the account's offer, how a preview shows
// a product, the budget's warning, and a recipe's refusal as a tool error.
import {
  type NodeTag,
  type Product,
  type ProductCreateContext,
  type ProductPaymentContext,
  unwrap,
} from '@dbcloud/api-client';
import { budgetImpact, NOTHING_ASKED, ONE_CHANGE_AT_A_TIME } from '@dbcloud/api-client/products';
import { type JsonSchema, object, ref } from '../../contract.js';
import { ToolError } from '../../errors.js';
import type { ToolContext } from '../../tool.js';

export const PREVIEW_NOTE =
  'Called without confirmationToken: nothing changes; it answers a preview (the exact requests, their price) and a token. Show it to the user; only if they agree, call again with the same arguments and confirmationToken (see the instructions).';

/**
 * The note a change's preview adds when it would take this month's forecast over the account's budget
 * (the SDK's `budgetImpact` decides); none without a budget, or when the key may not read it.
 */
export async function budgetNotes({ api, domainName }: ToolContext, price: ProductPaymentContext) {
  const budget = await api
    .GET('/billing/budget/{domainName}', { params: { path: { domainName } } })
    .then(({ data }) => data)
    .catch(() => undefined);
  const words = budget ? budgetImpact(budget, price)?.words : null;
  return words ? [words] : [];
}

export function getProduct({ api, domainName }: ToolContext, productId: string): Promise<Product> {
  return unwrap(
    api.GET('/products/get/{domainName}/{productId}', { params: { path: { domainName, productId } } }),
  );
}

export function createContext({ api, domainName }: ToolContext): Promise<ProductCreateContext> {
  return unwrap(api.GET('/products/create/context/{domainName}', { params: { path: { domainName } } }));
}

/** The parts of a product a preview (and what a change answers) shows. */
export const productView = (product: Product) => ({
  productId: product.productId,
  displayName: product.displayName,
  status: product.status,
  tier: product.tier,
  region: product.region,
  instanceType: product.instanceType,
  storage: product.storage,
  nodeTags: product.nodes.map((node) => node.nodeTag),
});

export const productViewSchema = object({
  productId: ref('ProductId'),
  displayName: ref('ProductDisplayName'),
  status: ref('ProductStatus'),
  tier: ref('Tier'),
  region: ref('ProductRegion'),
  instanceType: ref('ProductInstanceType'),
  storage: ref('ProductStorage'),
  nodeTags: { type: 'array', items: ref('NodeTag') },
});

/** A preview's fixed words. */
export const effect = (text: string): JsonSchema => ({ type: 'string', const: text });

/** A plan's notes, in a preview. */
export const NOTES_SCHEMA: JsonSchema = {
  type: 'array',
  items: { type: 'string' },
  description: 'What the plan chose that was not asked for, and what else the change does, in words.',
};

export function nodeOf(product: Product, nodeTag: NodeTag) {
  const node = product.nodes.find((candidate) => candidate.nodeTag === nodeTag);
  if (!node) {
    throw new ToolError(
      'No such node',
      `The product has no node ${nodeTag}: its nodes are ${product.nodes.map((n) => n.nodeTag).join(', ') || 'none'}.`,
    );
  }
  return node;
}

/** A recipe's refusal, in its words, as a tool error: nothing was sent. */
export function refused(problems: readonly string[]): never {
  const title =
    problems[0] === ONE_CHANGE_AT_A_TIME
      ? 'One change at a time'
      : problems[0] === NOTHING_ASKED
        ? 'Nothing to change'
        : 'Change not possible';
  throw new ToolError(title, problems.join(' '));
}
