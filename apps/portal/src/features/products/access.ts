import type { UserCloudAccount } from '@dbcloud/api-client';
import { can, roleFor } from '../../app/access';

/** The role that opens the products pages, for "ask for the … role". */
export const PRODUCTS_ROLE = roleFor('getProducts');

export const canOpenProducts = (account: UserCloudAccount): boolean => can(account, 'getProducts');
