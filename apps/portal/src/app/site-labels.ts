// The words for the contract's values that public pages show too (the landing page, sign-up, the
// marketplace and invitation pages, the pricing calculator). Apart from labels.ts, which re-exports them
// with the portal's other words: a public page imports this small module, so its first load carries
// these few maps and nothing of the portal's.
//
// Each map is a Record of the contract's type: a value the API adds does not compile until it has words.
import type { AccountType, CloudProvider, ManagedBy, Tier } from '@dbcloud/api-client';

/** The clouds by the names the portal gives them everywhere (tables, headings, the marketplaces). */
export const CLOUD_NAMES: Record<CloudProvider, string> = {
  Aws: 'AWS',
  Azure: 'Azure',
  Gcp: 'Google Cloud',
};

export const TIER_NAMES: Record<Tier, string> = {
  Free: 'Free',
  Development: 'Development',
  Production: 'Production',
};

export const ACCOUNT_TYPE_NAMES: Record<AccountType, string> = {
  Regular: 'Regular',
  Hipaa: 'HIPAA',
};

/** A marketplace that bills accounts: whoever manages an account other than DBCloud itself. */
export type Marketplace = Exclude<ManagedBy, 'direct'>;

export const MARKETPLACE_NAMES: Record<Marketplace, string> = {
  azure: 'Azure Marketplace',
  aws: 'AWS Marketplace',
};

/** The cloud each marketplace belongs to. */
export const MARKETPLACE_CLOUDS: Record<Marketplace, CloudProvider> = {
  azure: 'Azure',
  aws: 'Aws',
};
