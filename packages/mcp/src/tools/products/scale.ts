// products_scale: an instance or tier change, or a storage change, planned by the SDK's recipe from the
// product and the account's offer; previewed with the configuration now and after and both prices.
import type { Product, ProductStorageType, Tier } from '@dbcloud/api-client';
import { pricePlan } from '@dbcloud/api-client';
import { planScale } from '@dbcloud/api-client/products';
import { object, ref } from '../../contract.js';
import { type ChangeTool, changeTool } from '../../tool.js';
import { productIdInput } from '../shared.js';
import { argumentSchema, contractFields } from './arguments.js';
import {
  budgetNotes,
  createContext,
  getProduct,
  NOTES_SCHEMA,
  PREVIEW_NOTE,
  productView,
  productViewSchema,
  refused,
} from './shared.js';

interface ScaleArgs {
  productId: string;
  tier?: Tier;
  instanceType?: string;
  storageType?: ProductStorageType;
  storageSizeGb?: number;
  iops?: number;
  throughput?: number;
}

const configurationSchema = object({
  tier: ref('Tier'),
  instanceType: ref('ProductInstanceType'),
  storage: ref('ProductStorage'),
});

export const scaleProduct: ChangeTool = changeTool<ScaleArgs>({
  name: 'products_scale',
  group: 'products',
  title: 'Change a product’s instance, tier or storage',
  description: `Changes a product’s instance type or tier, or else its storage (type, GiB, IOPS, throughput; never smaller). A size of another tier moves the product to that tier (never to or from Free); a tier alone keeps the size if it can. It scales for about 5 minutes; its nodes stay up. ${PREVIEW_NOTE} The preview shows the monthly price now and after.`,
  destructive: false,
  input: object(
    {
      productId: productIdInput,
      tier: argumentSchema('tier'),
      instanceType: argumentSchema('instanceType'),
      storageType: argumentSchema('storageType'),
      storageSizeGb: argumentSchema('storageSizeGb'),
      iops: argumentSchema('iops'),
      throughput: argumentSchema('throughput'),
    },
    ['tier', 'instanceType', 'storageType', 'storageSizeGb', 'iops', 'throughput'],
  ),
  view: {
    action: {
      type: 'string',
      enum: ['change the instance', 'change the tier and the instance', 'change the storage'],
    },
    notes: NOTES_SCHEMA,
    product: productViewSchema,
    current: configurationSchema,
    requested: configurationSchema,
  },
  priced: true,
  result: object({ product: productViewSchema }),
  plan: async ({ productId, ...args }, context) => {
    const [product, offer] = await Promise.all([getProduct(context, productId), createContext(context)]);
    const { storage, ...fields } = contractFields(args);
    const planned = planScale(
      { domainName: context.domainName, product, context: offer },
      {
        tier: fields.tier as Tier | undefined,
        instanceType: fields.instanceType as string | undefined,
        storage,
      },
    );
    if (!planned.ok) refused(planned.problems);
    const { action, notes, requests, price, priceRequest } = await pricePlan(
      context.api,
      context.domainName,
      planned.plan,
    );
    return {
      view: {
        action,
        notes: [...notes, ...(await budgetNotes(context, price))],
        product: productView(product),
        current: { tier: product.tier, instanceType: product.instanceType, storage: product.storage },
        requested: {
          tier: priceRequest.tier,
          instanceType: priceRequest.instanceType,
          storage: priceRequest.storage,
        },
      },
      requests,
      price,
    };
  },
  done: ([product]) => ({ product: productView(product as Product) }),
});
