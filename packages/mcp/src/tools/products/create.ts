// products_create: a new product planned by the SDK's recipe (what is not given starts where the
// portal's create wizard starts), previewed with its request and price, created as planned.
import { type CloudProvider, type ProductStorageType, pricePlan, type Tier } from '@dbcloud/api-client';
import { DEFAULT_STORAGE_SIZE_GIB, type NewProduct, planCreate } from '@dbcloud/api-client/products';
import { object, ref } from '../../contract.js';
import { type ChangeTool, changeTool } from '../../tool.js';
import { argumentSchema, contractFields } from './arguments.js';
import { createContext, effect, NOTES_SCHEMA, PREVIEW_NOTE, refused } from './shared.js';

interface CreateArgs {
  name: string;
  subdomain: string;
  tier?: Tier;
  cloudProvider?: CloudProvider;
  region?: string;
  instanceType?: string;
  storageType?: ProductStorageType;
  storageSizeGb?: number;
  iops?: number;
  throughput?: number;
  releaseChannel?: string;
  allowedIps?: string[];
}

export const createProduct: ChangeTool = changeTool<CreateArgs>({
  name: 'products_create',
  group: 'products',
  title: 'Create a product',
  description: `Creates a product (a database cluster); it is running about 10 minutes later and billed from then. ${PREVIEW_NOTE} The preview shows the exact request and the monthly price for this account (its discounts applied), and whether a billing contact or a card is missing. Only name and subdomain are needed: the rest starts where the portal's create wizard starts (Development when the account can order it, at its smallest size; the first cloud and region offered; the first storage type at ${DEFAULT_STORAGE_SIZE_GIB} GiB with its default IOPS and throughput; the account's release channel; the caller's address). A size must be one of its tier's (products_sizes lists them with their prices).`,
  destructive: false,
  input: object(
    {
      name: argumentSchema('name', { description: 'The display name, e.g. "Search (EU)".' }),
      subdomain: argumentSchema('subdomain', {
        description: 'Node URLs are https://<node>.<subdomain>.<account>.dbcloud.dev.',
      }),
      tier: argumentSchema('tier'),
      cloudProvider: argumentSchema('cloudProvider'),
      region: argumentSchema('region'),
      instanceType: argumentSchema('instanceType'),
      storageType: argumentSchema('storageType'),
      storageSizeGb: argumentSchema('storageSizeGb'),
      iops: argumentSchema('iops'),
      throughput: argumentSchema('throughput'),
      releaseChannel: argumentSchema('releaseChannel'),
      allowedIps: argumentSchema('allowedIps', { minItems: 1 }),
    },
    [
      'tier',
      'cloudProvider',
      'region',
      'instanceType',
      'storageType',
      'storageSizeGb',
      'iops',
      'throughput',
      'releaseChannel',
      'allowedIps',
    ],
  ),
  view: { action: effect('create a product'), notes: NOTES_SCHEMA },
  priced: true,
  result: object({ product: ref('Product') }),
  plan: async (args, context) => {
    const planned = planCreate(
      await createContext(context),
      context.domainName,
      contractFields(args) as unknown as NewProduct,
    );
    if (!planned.ok) refused(planned.problems);
    const { action, notes, requests, price } = await pricePlan(context.api, context.domainName, planned.plan);
    return { view: { action, notes }, requests, price };
  },
  done: ([product]) => ({ product }),
});
