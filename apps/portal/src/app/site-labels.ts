// The words for the contract's values that public pages show too (the landing page, the marketplace
// and invitation pages, the pricing calculator), and portal pages as well; the portal's other words are
// in labels.ts. Each map is a Record of the contract's type: a value the API adds does not compile until
// it has words here.
//
// Small on purpose: these maps load, with roles.ts and the contract's lists, in one chunk
// (vite.config.ts) on every public page that names a value.
import type { AccountType, CloudProvider, ManagedBy, Role, Tier } from '@dbcloud/api-client';

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

/**
 * Each role named as the area of the portal it opens (an invitation lists the roles it gives), listed
 * in the contract's order (`ROLES` of the api-client).
 */
export const ROLE_NAMES: Record<Role, string> = {
  Products: 'Products',
  Backups: 'Backups',
  Billing: 'Billing',
  ApiAccess: 'API keys',
  Support: 'Support',
  Account: 'Account',
  UserManagement: 'User management',
  BillingInformation: 'Billing information',
};
