// The portal's words for the contract's values, in two modules by who shows them: site-labels.ts has
// those that public pages show too (clouds, tiers, account types, marketplaces, roles), this module the
// rest, which only the portal's pages show. One map per type, used on every screen that shows the value,
// so that a value reads the same everywhere; each a Record of the contract's type, so that a value the
// API adds does not compile until it has words. Each map is imported from the module that has it.
//
// Apart because of the bundle budgets: this module loads with the products' status badge
// (vite.config.ts), which most portal pages show; a public page that imported it would load every map
// used anywhere in the portal.
import type {
  IncidentSeverity,
  PaymentCardType,
  ProductLabel,
  ProductReleaseChannel,
  ProductStatus,
  ProductStorageType,
} from '@dbcloud/api-client';

export const PRODUCT_STATUS_NAMES: Record<ProductStatus, string> = {
  creating: 'Creating',
  running: 'Running',
  scaling: 'Scaling',
  restarting: 'Restarting',
  terminating: 'Terminating',
  terminated: 'Terminated',
  failed: 'Failed',
};

export const RELEASE_CHANNEL_NAMES: Record<ProductReleaseChannel, string> = {
  stable: 'Stable',
  preview: 'Preview',
  lts: 'LTS',
};

export const STORAGE_TYPE_NAMES: Record<ProductStorageType, string> = {
  standard: 'Standard',
  premium: 'Premium',
  ultra: 'Ultra',
};

/** How serious an incident or a product's alert is: the same three words for both. */
export const SEVERITY_NAMES: Record<IncidentSeverity | ProductLabel['severity'], string> = {
  critical: 'Critical',
  warning: 'Warning',
  info: 'Notice',
};

/** Each card type in words, as a customer reads it on the card. */
export const CARD_TYPE_NAMES: Record<PaymentCardType, string> = {
  Amex: 'American Express',
  Diners: 'Diners Club',
  Discover: 'Discover',
  JCB: 'JCB',
  Maestro: 'Maestro',
  Mastercard: 'Mastercard',
  Visa: 'Visa',
  Solo: 'Solo',
  CarteBleue: 'Carte Bleue',
};
