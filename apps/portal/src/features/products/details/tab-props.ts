import type { Product, UserCloudAccount } from '@dbcloud/api-client';

/** What every product tab gets: the product (already loaded by the page) and where it is. */
export interface ProductTabProps {
  account: UserCloudAccount;
  domainName: string;
  product: Product;
}
