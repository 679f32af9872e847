// Products: database clusters, their nodes, security, features and lifecycle (openapi/paths/products.yaml).
// The area's entry: what other areas read of products (records, look-ups, transition durations).
import type { Implementation } from '../../core/context.js';
import { productLifecycle } from './lifecycle.js';
import { productNodeOperations } from './node-operations.js';
import { productQueries } from './queries.js';
import { productResizing } from './resizing.js';
import { productSettings } from './settings.js';

export { productHourlyRateOf } from './offer.js';
export {
  findProduct,
  isSubdomainTaken,
  listedProductsOf,
  type NodeRecord,
  nodeOr404,
  type ProductRecord,
  type ProductsState,
  productOr404,
  productsOf,
  type UsageSegment,
} from './records.js';
export { seedProducts } from './seed.js';
export { DURATIONS, tickProducts } from './transitions.js';

export const productsImplementation = {
  ...productQueries,
  ...productLifecycle,
  ...productNodeOperations,
  ...productResizing,
  ...productSettings,
} satisfies Partial<Implementation>;
