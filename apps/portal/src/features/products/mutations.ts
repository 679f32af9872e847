// The products area's calls from buttons (apps/portal/README.md, Mutations) outside the product page's
// own changes (details/mutations.ts) and the list's quick actions (list/mutations.ts): creating a
// product and checking address ranges.
import { type Product, type ProductCreateRequest, unwrap } from '@dbcloud/api-client';
import { useMutation } from '@tanstack/react-query';
import { mutationHook } from '../../app/mutation-hook';
import { useRootContext } from '../../app/use-root-context';
import { productKeys } from './keys';

/** Creates a product (POST products/create); the account's products are loaded again. */
export const useCreateProduct = mutationHook<Product, ProductCreateRequest>({
  // The path names no account: the call is made for the one the body names.
  call: (api, body) =>
    unwrap(api.POST('/products/create', { body, headers: { 'X-Tenant-ID': body.domainName } })),
  settle: (queryClient, _product, body) =>
    queryClient.invalidateQueries({ queryKey: productKeys.all(body.domainName) }),
  failed: 'The product was not created',
});

/**
 * Checks each typed range with the server (POST products/validate-cidr), in the order typed. A check,
 * not a change: nothing to settle in the cache and no toast (the form shows the answer beside the
 * field), so not a `mutationHook`.
 */
export function useValidateCidrs() {
  const { api } = useRootContext();
  return useMutation({
    mutationFn: (cidrs: string[]) =>
      Promise.all(
        cidrs.map(async (cidr) => ({
          cidr,
          ...(await unwrap(api.POST('/products/validate-cidr', { body: { cidr } }))),
        })),
      ),
  });
}
