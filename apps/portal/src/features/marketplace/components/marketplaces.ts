import {
  CLOUD_NAMES,
  MARKETPLACE_CLOUDS,
  MARKETPLACE_NAMES,
  type Marketplace,
} from '../../../app/site-labels';

/** Each marketplace's pages: its name, its cloud's, and the field its token arrives in. */
export const MARKETPLACES: Record<
  Marketplace,
  { name: string; cloud: string; tokenField: 'marketplaceToken' | 'registrationToken' }
> = {
  azure: {
    name: MARKETPLACE_NAMES.azure,
    cloud: CLOUD_NAMES[MARKETPLACE_CLOUDS.azure],
    tokenField: 'marketplaceToken',
  },
  aws: {
    name: MARKETPLACE_NAMES.aws,
    cloud: CLOUD_NAMES[MARKETPLACE_CLOUDS.aws],
    tokenField: 'registrationToken',
  },
};
