// The read tools of products: the account's products, one product, and the catalogue: what the account
// may order or move a product to (tiers, sizes with this account's monthly prices, storage types and
// their limits, clouds and regions), from the SDK's recipes, as the portal and `dbcloud` list them.
import { priceRungs, unwrap } from '@dbcloud/api-client';
import { offeredRungs } from '@dbcloud/api-client/products';
import { object, ref, selfContained } from '../../contract.js';
import { type ReadTool, readTool } from '../../tool.js';
import { answers, productIdInput } from '../shared.js';

export const PRODUCT_READ_TOOLS: ReadTool[] = [
  readTool<Record<string, never>>({
    name: 'products_list',
    group: 'products',
    title: 'List products',
    description:
      'The account’s products (managed databases), newest first: status, tier, cloud, region, instance, nodes, alert labels, and the productId the other tools take.',
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
      'One product in full: configuration, storage (type, GiB, IOPS, throughput), allowed IP ranges, features, nodes (tag, status, region, URL), alerts, certificate.',
    input: object({ productId: productIdInput }),
    output: answers('Product'),
    run: ({ productId }, { api, domainName }) =>
      unwrap(
        api.GET('/products/get/{domainName}/{productId}', { params: { path: { domainName, productId } } }),
      ),
  }),
  readTool<{ productId?: string }>({
    name: 'products_catalog',
    group: 'products',
    title: 'The account’s offer and prices',
    description:
      'What this account can order: tiers, instance sizes (smallest first) with the account’s monthly price, storage types and limits, clouds and regions. With productId, the sizes it can scale to (another tier’s size changes its tier; never to or from Free), `current` marking its own, each with the price now.',
    input: object({ productId: productIdInput }, ['productId']),
    output: selfContained(
      object(
        {
          productId: ref('ProductId'),
          tiers: {
            type: 'array',
            items: object(
              {
                tier: ref('Tier'),
                available: { type: 'boolean' },
                unavailableReason: { type: 'string' },
                nodeCount: { type: 'integer' },
              },
              ['unavailableReason'],
            ),
          },
          sizes: {
            type: 'array',
            items: object({
              tier: ref('Tier'),
              instanceType: ref('ProductInstanceType'),
              vCpus: { type: 'integer' },
              memoryGb: { type: 'integer' },
              current: { type: 'boolean' },
              price: ref('ProductPaymentContext'),
            }),
          },
          storageTypes: { type: 'array', items: ref('ProductStorageTypeOption') },
          clouds: {
            type: 'array',
            items: object({
              cloudProvider: ref('CloudProvider'),
              regions: { type: 'array', items: ref('ProductRegion') },
            }),
          },
        },
        ['productId'],
      ),
    ),
    run: async ({ productId }, { api, domainName }) => {
      const [context, product] = await Promise.all([
        unwrap(api.GET('/products/create/context/{domainName}', { params: { path: { domainName } } })),
        productId
          ? unwrap(
              api.GET('/products/get/{domainName}/{productId}', {
                params: { path: { domainName, productId } },
              }),
            )
          : undefined,
      ]);
      const sizes = await priceRungs(api, domainName, offeredRungs(context, product));
      return {
        ...(productId ? { productId } : {}),
        tiers: context.tiers.map((option) => ({
          tier: option.tier,
          available: option.available,
          ...(option.unavailableReason ? { unavailableReason: option.unavailableReason } : {}),
          nodeCount: option.nodeCount,
        })),
        sizes,
        storageTypes: context.storageTypes,
        clouds: context.providers.map((provider) => ({
          cloudProvider: provider.cloudProvider,
          regions: provider.regions.map((region) => region.region),
        })),
      };
    },
  }),
];
