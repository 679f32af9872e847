// products_add_node, products_remove_node: the additional nodes (D, E, F) of a Production product,
// previewed with the monthly price now and with the node, or without it (and the budget's warning).
import { type NodeTag, type Product, unwrap } from '@dbcloud/api-client';
import { nodeChangePriceRequest } from '@dbcloud/api-client/products';
import { inline, object, ref } from '../../contract.js';
import { type ChangeTool, changeTool, type ToolContext } from '../../tool.js';
import { productIdInput } from '../shared.js';
import {
  budgetNotes,
  effect,
  getProduct,
  NOTES_SCHEMA,
  nodeOf,
  PREVIEW_NOTE,
  productView,
  productViewSchema,
} from './shared.js';

/** The product's price with one more additional node, or one fewer (POST products/payment-context). */
const priceWith = ({ api, domainName }: ToolContext, product: Product, change: 1 | -1) =>
  unwrap(
    api.POST('/products/payment-context/{domainName}', {
      params: { path: { domainName } },
      body: nodeChangePriceRequest(product, change),
    }),
  );

export const addNode: ChangeTool = changeTool<{ productId: string; region?: string }>({
  name: 'products_add_node',
  group: 'products',
  title: 'Add an additional node',
  description: `Adds an additional node (D, then E, then F) to a Production product, in a region of its provider; it runs about 10 minutes later and is billed from then. ${PREVIEW_NOTE}`,
  destructive: false,
  input: object(
    {
      productId: productIdInput,
      region: inline('ProductRegion', { description: 'The new node’s region (default: the product’s).' }),
    },
    ['region'],
  ),
  view: {
    action: effect('add an additional node'),
    notes: NOTES_SCHEMA,
    product: productViewSchema,
    region: ref('ProductRegion'),
  },
  priced: true,
  result: object({ node: ref('ProductNode') }),
  plan: async ({ productId, region }, context) => {
    const product = await getProduct(context, productId);
    const price = await priceWith(context, product, 1);
    return {
      view: {
        action: 'add an additional node',
        notes: await budgetNotes(context, price),
        product: productView(product),
        region: region ?? product.region,
      },
      requests: [
        {
          operationId: 'addAdditionalNode',
          path: { domainName: context.domainName, productId },
          body: region === undefined ? {} : { region },
        },
      ],
      price,
    };
  },
  done: ([node]) => ({ node }),
});

export const removeNode: ChangeTool = changeTool<{ productId: string; nodeTag: NodeTag }>({
  name: 'products_remove_node',
  group: 'products',
  title: 'Remove an additional node',
  description: `Removes an additional node (D, E or F): its connections drop and its billing stops; nodes A, B, C stay. ${PREVIEW_NOTE}`,
  destructive: true,
  input: object({
    productId: productIdInput,
    nodeTag: { type: 'string', enum: ['D', 'E', 'F'], description: 'The additional node: D, E or F.' },
  }),
  view: { action: effect('remove an additional node'), product: productViewSchema, node: ref('ProductNode') },
  priced: true,
  result: object({ node: ref('ProductNode') }),
  plan: async ({ productId, nodeTag }, context) => {
    const product = await getProduct(context, productId);
    return {
      view: {
        action: 'remove an additional node',
        product: productView(product),
        node: nodeOf(product, nodeTag),
      },
      requests: [
        {
          operationId: 'removeAdditionalNode',
          path: { domainName: context.domainName, productId, nodeTag },
        },
      ],
      price: await priceWith(context, product, -1),
    };
  },
  done: ([node]) => ({ node }),
});
