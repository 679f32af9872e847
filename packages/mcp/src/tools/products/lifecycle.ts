// products_restart_node, products_terminate: the changes that interrupt or end a product.
import type { NodeTag, Product } from '@dbcloud/api-client';
import { inline, object, ref } from '../../contract.js';
import { type ChangeTool, changeTool } from '../../tool.js';
import { productIdInput } from '../shared.js';
import { effect, getProduct, nodeOf, PREVIEW_NOTE, productView, productViewSchema } from './shared.js';

const RESTART_EFFECT =
  'Connections to this node drop while it restarts (about 2 minutes); the other nodes keep serving.';

export const restartNode: ChangeTool = changeTool<{ productId: string; nodeTag: NodeTag }>({
  name: 'products_restart_node',
  group: 'products',
  title: 'Restart a node',
  description: `Restarts one node of a product. ${RESTART_EFFECT} ${PREVIEW_NOTE}`,
  destructive: true,
  input: object({
    productId: productIdInput,
    nodeTag: inline('NodeTag', { description: 'The node, A to F.' }),
  }),
  view: {
    action: effect('restart a node'),
    product: productViewSchema,
    node: ref('ProductNode'),
    effect: effect(RESTART_EFFECT),
  },
  result: object({ product: productViewSchema }),
  plan: async ({ productId, nodeTag }, context) => {
    const product = await getProduct(context, productId);
    return {
      view: {
        action: 'restart a node',
        product: productView(product),
        node: nodeOf(product, nodeTag),
        effect: RESTART_EFFECT,
      },
      requests: [
        { operationId: 'restartNode', path: { domainName: context.domainName, productId, nodeTag } },
      ],
    };
  },
  done: ([product]) => ({ product: productView(product as Product) }),
});

const TERMINATE_EFFECT =
  'Its nodes are removed and the data on them is gone; its billing stops; its backups are kept. This cannot be undone.';

export const terminate: ChangeTool = changeTool<{ productId: string; hideInPortal?: boolean }>({
  name: 'products_terminate',
  group: 'products',
  title: 'Terminate a product',
  description: `Terminates a product. ${TERMINATE_EFFECT} ${PREVIEW_NOTE}`,
  destructive: true,
  input: object(
    {
      productId: productIdInput,
      hideInPortal: {
        type: 'boolean',
        default: false,
        description: 'Leave it out of lists once terminated.',
      },
    },
    ['hideInPortal'],
  ),
  view: {
    action: effect('terminate a product'),
    product: productViewSchema,
    effect: effect(TERMINATE_EFFECT),
  },
  result: object({ product: productViewSchema }),
  plan: async ({ productId, hideInPortal = false }, context) => ({
    view: {
      action: 'terminate a product',
      product: productView(await getProduct(context, productId)),
      effect: TERMINATE_EFFECT,
    },
    requests: [
      {
        operationId: 'terminateProduct',
        path: { domainName: context.domainName },
        body: { productId, hideInPortal },
      },
    ],
  }),
  done: ([product]) => ({ product: productView(product as Product) }),
});
