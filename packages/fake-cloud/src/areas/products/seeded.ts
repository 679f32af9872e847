// Helpers of the seeds: a product as it is some time after its creation, or terminated.
import type { ProductStorage } from '@dbcloud/api-client';
import { regionOffer } from '../../core/catalogue.js';
import { MINUTE_MS } from '../../core/clock.js';
import type { Random } from '../../core/random.js';
import { newProduct, type ProductSpec } from './factory.js';
import { type ProductRecord, recordUsage } from './records.js';
import { DURATIONS } from './transitions.js';

export type SeedSpec = Omit<ProductSpec, 'productId'> & { productId?: string };

/** A row of a seed's table: what the product was made with and how long before the reset (ms). */
export type SeedRow = SeedSpec & { age: number };

/**
 * A seed's table of products, each as it is at `now` (ids `prd-<subdomain>-<area>`). They are made in
 * the table's order, which is the order they draw from `random` in.
 */
export function seedTable<K extends string>(
  rows: Record<K, SeedRow>,
  now: number,
  random: Random,
): Record<K, ProductRecord> {
  const products = {} as Record<K, ProductRecord>;
  for (const [name, { age, ...spec }] of Object.entries<SeedRow>(rows)) {
    products[name as K] = seeded(spec, now - age, now, random);
  }
  return products;
}

/** A product created `createdAt`, in the state the time since makes it (running once created). */
export function seeded(spec: SeedSpec, createdAt: number, now: number, random: Random): ProductRecord {
  const productId =
    spec.productId ?? `prd-${spec.subdomainName}-${regionOffer(spec.cloudProvider, spec.region)?.area}`;
  const product = newProduct({ ...spec, productId }, createdAt, random, createdAt + 8 * MINUTE_MS);
  if (createdAt + DURATIONS.create <= now) {
    product.status = 'running';
    product.statusUntil = null;
    for (const node of product.nodes) {
      node.status = 'running';
      node.until = null;
    }
  }
  return product;
}

/** Terminated at `at`: billing stopped then, nodes stopped. */
export function terminated(product: ProductRecord, at: number): void {
  product.terminatedAt = at;
  product.status = 'terminated';
  product.statusUntil = null;
  for (const node of product.nodes) {
    node.status = 'stopped';
    node.until = null;
  }
  recordUsage(product, at);
}

export const standard = (sizeGb: number): ProductStorage => ({
  type: 'standard',
  sizeGb,
  iops: 3000,
  throughput: 125,
});

export const premium = (sizeGb: number, iops: number, throughput: number): ProductStorage => ({
  type: 'premium',
  sizeGb,
  iops,
  throughput,
});
