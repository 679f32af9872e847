// products_create: a new product planned by the SDK's recipe (what is not given starts where the
// portal's create wizard starts), previewed with its request and price, created as planned.
import {
  type CloudProvider,
  type Product,
  type ProductStorageType,
  pricePlan,
  type Tier,
} from '@dbcloud/api-client';
import { DEFAULT_STORAGE_SIZE_GIB, type NewProduct, planCreate } from '@dbcloud/api-client/products';
import { object } from '../../contract.js';
import { type ChangeTool, changeTool } from '../../tool.js';
import { argumentSchema, contractFields } from './arguments.js';
import {
  budgetNotes,
  createContext,
  effect,
  NOTES_SCHEMA,
  PREVIEW_NOTE,
  productView,
  productViewSchema,
  refused,
} from './shared.js';

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
  description: `Creates a product; it runs about 10 minutes later and is billed from then. Only name and subdomain are needed: the rest starts as the portal's wizard does (Development at its smallest size, the first cloud and region, the first storage type at ${DEFAULT_STORAGE_SIZE_GIB} GiB). A size must be one of its tier's (products_catalog). ${PREVIEW_NOTE} The price is this account's, with whether a billing contact or card is missing.`,
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
  result: object({ product: productViewSchema }),
  plan: async (args, context) => {
    const planned = planCreate(
      await createContext(context),
      context.domainName,
      contractFields(args) as unknown as NewProduct,
    );
    if (!planned.ok) refused(planned.problems);
    const { action, notes, requests, price } = await pricePlan(context.api, context.domainName, planned.plan);
    return { view: { action, notes: [...notes, ...(await budgetNotes(context, price))] }, requests, price };
  },
  done: ([product]) => ({ product: productView(product as Product) }),
});
