// The read tools of products: the account's products, one product, and the instance sizes with their
// prices (the SDK's ladder: for a new product as products_create starts it, or for one product).
import { offeredSizes, unwrap } from '@dbcloud/api-client';
import { object, ref, selfContained } from '../../contract.js';
import { type ReadTool, readTool } from '../../tool.js';
import { answers, productIdInput } from '../shared.js';

export const PRODUCT_READ_TOOLS: ReadTool[] = [
  readTool<Record<string, never>>({
    name: 'products_list',
    group: 'products',
    title: 'List products',
    description:
      'Lists the account’s products (database clusters), newest first: id, name, status (creating, running, scaling, terminating, terminated, …), tier, cloud, region, instance type, release channel, nodes and alert labels. Use it to answer which products exist or are running, and to find a productId for the other tools.',
    input: object({}),
    output: selfContained(object({ products: ref('ProductList') })),
    run: async (_args, { api, domainName }) => ({
      products: await unwrap(
        api.GET('/products/get-products/{domainName}', { params: { path: { domainName } } }),
      ),
    }),
  }),
  readTool<{ productId: string }>({
    name: 'products_get',
    group: 'products',
    title: 'Get a product',
    description:
      'One product in full: configuration, storage (type, size, IOPS, throughput), allowed IP ranges, features, its nodes (tag, status, region, URL) and its alerts (labels), certificate and creation time.',
    input: object({ productId: productIdInput }),
    output: answers('Product'),
    run: ({ productId }, { api, domainName }) =>
      unwrap(
        api.GET('/products/get/{domainName}/{productId}', { params: { path: { domainName, productId } } }),
      ),
  }),
  readTool<{ productId?: string }>({
    name: 'products_sizes',
    group: 'products',
    title: 'Instance sizes and their prices',
    description:
      'The instance sizes the account is offered (tier by tier, smallest first: vCPUs, memory) each with its monthly price for this account: for a new product as products_create starts it, or, given productId, for that product at each size it can move to with products_scale (a size of another tier is a tier change; never to or from Free).',
    input: object({ productId: productIdInput }, ['productId']),
    output: selfContained(
      object({
        sizes: {
          type: 'array',
          items: object(
            {
              tier: ref('Tier'),
              instanceType: ref('ProductInstanceType'),
              vCpus: { type: 'integer' },
              memoryGb: { type: 'integer' },
              current: { type: 'boolean', description: 'The product’s own size.' },
              price: ref('ProductPaymentContext'),
            },
            ['current'],
          ),
        },
      }),
    ),
    run: async ({ productId }, { api, domainName }) => ({
      sizes: await offeredSizes(api, domainName, productId),
    }),
  }),
];
