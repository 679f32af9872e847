// `@dbcloud/api-client/products`: recipes for products, pure functions from what the API answered (the
// account's create context, a product, a price) to a plan: the exact requests a change sends and the
// configuration that prices it, or why it cannot be made, in words. The portal, `dbcloud` and the MCP
// server plan with them, so a product is created and scaled the same way from each. No client, no I/O.
export {
  type Bounds,
  PRODUCT_AUTOSCALING_CONFIGURE_REQUEST_BOUNDS,
  PRODUCT_CHANGE_VOLUME_REQUEST_BOUNDS,
  PRODUCT_PAYMENT_CONTEXT_REQUEST_BOUNDS,
  PRODUCT_POWER_BI_CONFIGURE_REQUEST_BOUNDS,
  PRODUCT_STORAGE_BOUNDS,
} from '../generated/bounds.js';
export { type BudgetImpact, type BudgetState, budgetImpact, type PriceChange } from './budget.js';
export {
  type CreateChoices,
  type CreateDefaults,
  createDefaults,
  createPriceRequest,
  createRequestOf,
  DEFAULT_STORAGE_SIZE_GIB,
  type NewProduct,
  newProductLadder,
  offeredRungs,
  offerProblems,
  planCreate,
} from './create.js';
export {
  additionalNodesOf,
  configurationOf,
  count,
  type InstanceRung,
  instanceLadder,
  ladderWords,
  limitsOf,
  nodeChangePriceRequest,
  orderable,
  type PricedRung,
  productLadder,
  STORAGE_BOUNDS,
  STORAGE_UNITS,
  type StorageLimits,
  storageLimitsOf,
  storageOptionOf,
  storageTypesOf,
  tierOptionOf,
  tiersOffering,
} from './offer.js';
export {
  type ComparedPlan,
  canonical,
  impossible,
  money,
  type Plan,
  type Planned,
  type PlannedCreate,
  type PlannedInstanceChange,
  type PlannedRequest,
  type PlannedStorageChange,
  type PricedPlan,
  type ProductRequest,
  planBinding,
  planDifferences,
  planned,
  withPrice,
} from './plan.js';
export {
  NOTHING_ASKED,
  ONE_CHANGE_AT_A_TIME,
  planInstanceChange,
  planScale,
  type ScaleChange,
} from './scale.js';
export {
  asksStorage,
  notRunning,
  type ProductInAccount,
  planStorageChange,
  type StorageAmount,
  type StorageChange,
  storageFor,
  storageProblems,
} from './storage.js';
