import type { Product, UserCloudAccount } from '@dbcloud/api-client';
import { createContext, useContext } from 'react';

/** What every product tab gets: the product (already loaded by the page) and where it is. */
export interface ProductTabProps {
  account: UserCloudAccount;
  domainName: string;
  product: Product;
}

/** The product page gives its tab (the route inside its frame) the product it has loaded. */
export const ProductTabContext = createContext<ProductTabProps | null>(null);

/** The product of the page the tab is on: a tab route's component renders inside the product page. */
export function useProductTab(): ProductTabProps {
  const tab = useContext(ProductTabContext);
  if (!tab) throw new Error('A product tab renders inside the product page (the `_product` route).');
  return tab;
}
