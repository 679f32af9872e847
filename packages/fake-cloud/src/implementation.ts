// The whole API, one area module at a time. Typed as `Implementation`: an operation of the contract
// without an implementation here does not compile.
import { apiKeysImplementation } from './areas/api-keys.js';
import { authImplementation } from './areas/auth.js';
import { backupImplementation } from './areas/backup.js';
import { billingImplementation } from './areas/billing.js';
import { configurationImplementation } from './areas/configuration.js';
import { marketplaceImplementation } from './areas/marketplace.js';
import { observabilityImplementation } from './areas/observability.js';
import { paymentInfoImplementation } from './areas/payment-info.js';
import { pricingImplementation } from './areas/pricing.js';
import { productsImplementation } from './areas/products.js';
import { profileImplementation } from './areas/profile.js';
import { supportImplementation } from './areas/support.js';
import { usersImplementation } from './areas/users.js';
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
  ...paymentInfoImplementation,
  ...observabilityImplementation,
  ...pricingImplementation,
  ...marketplaceImplementation,
};
