// The products tools' arguments and the contract's fields they stand for: one table. Each argument's
// schema is its field's in the contract (type, bounds, description: GiB where the contract says GiB),
// and the recipes are given the contract's names.
import type { ProductStorage } from '@dbcloud/api-client';
import { fieldSchema, type JsonSchema } from '../../contract.js';

/** Each argument of products_create and products_scale, by the field of ProductCreateRequest it is. */
export const PRODUCT_ARGUMENTS = {
  tier: 'tier',
  name: 'name',
  subdomain: 'subdomainName',
  cloudProvider: 'cloudProvider',
  region: 'region',
  instanceType: 'instanceType',
  storageType: 'storage.type',
  storageSizeGb: 'storage.sizeGb',
  iops: 'storage.iops',
  throughput: 'storage.throughput',
  releaseChannel: 'releaseChannel',
  allowedIps: 'allowedIps',
} as const;

export type ProductArgument = keyof typeof PRODUCT_ARGUMENTS;

/** The input schema of an argument: its field's schema in the contract, with `overrides`. */
export const argumentSchema = (name: ProductArgument, overrides: JsonSchema = {}): JsonSchema =>
  fieldSchema('ProductCreateRequest', PRODUCT_ARGUMENTS[name], { ...SHORTER[name], ...overrides });

/** Where the contract's description is longer than an assistant needs (products_catalog lists the offer). */
const SHORTER: Partial<Record<ProductArgument, JsonSchema>> = {
  instanceType: { description: 'The instance size, one of its tier’s (products_catalog).' },
  storageType: { description: 'The storage class (products_catalog gives its limits).' },
  releaseChannel: { description: 'The database release line (default: the account’s).' },
  tier: { description: 'The tier.' },
  cloudProvider: { description: 'The cloud.' },
  region: { description: 'A region of the cloud (products_catalog).' },
};

/** The storage arguments, as their fields take them. */
export const STORAGE_ARGUMENTS = ['storageType', 'storageSizeGb', 'iops', 'throughput'] as const;

/** Arguments as the contract names them (`storageSizeGb` is `storage.sizeGb`); those not given left out. */
export function contractFields(args: Partial<Record<ProductArgument, unknown>>): {
  [field: string]: unknown;
  storage: Partial<ProductStorage>;
} {
  const fields: { [field: string]: unknown; storage: Partial<ProductStorage> } = { storage: {} };
  for (const [name, value] of Object.entries(args)) {
    if (value === undefined || !(name in PRODUCT_ARGUMENTS)) continue;
    const field = PRODUCT_ARGUMENTS[name as ProductArgument];
    if (field.startsWith('storage.')) {
      (fields.storage as Record<string, unknown>)[field.slice('storage.'.length)] = value;
    } else {
      fields[field] = value;
    }
  }
  return fields;
}
