// The portal's words for the contract's values: one map per type, used on every screen that shows the
// value, so that a value reads the same everywhere. Each is a Record of the contract's type: a value the
// API adds does not compile until it has words here.
//
// Public pages import site-labels.ts instead (re-exported here): this module is for the portal's pages,
// and a public page that imported it would load every map used anywhere in the portal.
import type {
  IncidentSeverity,
  PaymentCardType,
  ProductLabel,
  ProductReleaseChannel,
  ProductStatus,
  ProductStorageType,
} from '@dbcloud/api-client';

export {
  ACCOUNT_TYPE_NAMES,
  CLOUD_NAMES,
  MARKETPLACE_CLOUDS,
  MARKETPLACE_NAMES,
  type Marketplace,
  TIER_NAMES,
} from './site-labels';

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
