// The whole API, one area module at a time. Typed as `Implementation`: an operation of the contract
// without an implementation here does not compile.
import { apiKeysImplementation } from './areas/api-keys/index.js';
import { authImplementation } from './areas/auth/index.js';
import { backupImplementation } from './areas/backup/index.js';
import { billingImplementation } from './areas/billing/index.js';
import { configurationImplementation } from './areas/configuration.js';
import { marketplaceImplementation } from './areas/marketplace/index.js';
import { observabilityImplementation } from './areas/observability/index.js';
import { pricingImplementation } from './areas/pricing/index.js';
import { productsImplementation } from './areas/products/index.js';
import { profileImplementation } from './areas/profile.js';
import { supportImplementation } from './areas/support.js';
import { usersImplementation } from './areas/users/index.js';
import type { Implementation } from './core/context.js';

export const implementation: Implementation = {
  ...authImplementation,
  ...usersImplementation,
  ...profileImplementation,
  ...configurationImplementation,
  ...apiKeysImplementation,
  ...supportImplementation,
  ...productsImplementation,
  ...backupImplementation,
  ...billingImplementation,
  ...observabilityImplementation,
  ...pricingImplementation,
  ...marketplaceImplementation,
};
