// The products area's calls from buttons (apps/portal/README.md, Mutations) outside the product page's
// own changes (details/mutations.ts): creating a product, checking address ranges, and the list's quick actions (the certificate download and the studio token are reads, but a click starts
// them, so they get a pending state and an error toast the same way).
import { type Product, type ProductCreateRequest, unwrap } from '@dbcloud/api-client';
import { useMutation } from '@tanstack/react-query';
import { errorToast, type MutationCallbacks } from '../../app/mutations';
import { useAppContext } from '../../app/use-app-context';
import { tenantHeader } from './api';
import { productKeys } from './keys';
import { studioUrl } from './list/list';

/** Creates a product (POST products/create); the account's products are loaded again. */
export function useCreateProduct({
  onSuccess,
  onError,
}: MutationCallbacks<Product, ProductCreateRequest> = {}) {
  const { api, queryClient } = useAppContext();
  return useMutation({
    // The path names no account: the call is made for the one the body names.
    mutationFn: (body: ProductCreateRequest) =>
      unwrap(api.POST('/products/create', { body, headers: tenantHeader(body.domainName) })),
    onSuccess: async (product, body) => {
      await queryClient.invalidateQueries({ queryKey: productKeys.all(body.domainName) });
      await onSuccess?.(product, body);
    },
    onError: onError ?? errorToast('The product was not created'),
  });
}

/**
 * Opens the database studio on a node in a new tab, with a token of `user/get-token` that expires in
 * five minutes (a new one each time).
 */
export function useOpenStudio() {
  const { api } = useAppContext();
  return useMutation({
    mutationFn: async ({ domainName, nodeUrl }: { domainName: string; nodeUrl: string }) => {
      const { token } = await unwrap(api.GET('/user/get-token', { headers: tenantHeader(domainName) }));
      const url = studioUrl(nodeUrl, token);
      window.open(url, '_blank', 'noopener,noreferrer');
      return url;
    },
    onError: errorToast('The database studio did not open'),
  });
}

/** Checks each typed range with the server (POST products/validate-cidr), in the order typed. */
export function useValidateCidrs() {
  const { api } = useAppContext();
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
