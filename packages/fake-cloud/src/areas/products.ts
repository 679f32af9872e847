// Products: database clusters, their nodes, security, features and lifecycle (openapi/paths/products.yaml).
// The slice's records, seed and clock live in ./products/.
import type { Implementation } from '../core/context.js';
import { productLifecycle } from './products/lifecycle.js';
import { productQueries } from './products/queries.js';
import { productSettings } from './products/settings.js';

export { productHourlyRateOf } from './products/offer.js';
export {
  findProduct,
  isSubdomainTaken,
  listedProductsOf,
  type ProductRecord,
  type ProductsState,
  productsOf,
  type UsageSegment,
} from './products/records.js';
export { seedProducts } from './products/seed.js';
export { tickProducts } from './products/transitions.js';

export const productsImplementation = {
  ...productQueries,
  ...productLifecycle,
  ...productSettings,
} satisfies Partial<Implementation>;
