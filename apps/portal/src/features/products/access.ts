import type { UserCloudAccount } from '@dbcloud/api-client';

/** The products pages need the Products role (the fake cloud's rule for every Products operation). */
export const PRODUCTS_ROLE = 'Products' as const;

export const canOpenProducts = (account: UserCloudAccount): boolean => account.roles.includes(PRODUCTS_ROLE);
