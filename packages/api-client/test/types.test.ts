// Compile-time guarantees of the typed client. `pnpm typecheck` checks this file: every
// `@ts-expect-error` below must be an error, or type-checking fails. The runtime part only makes sure
// the file is loaded by vitest as well.
import type createQueryClient from 'openapi-react-query';
import { describe, expectTypeOf, it } from 'vitest';
import type { Problem, Product } from '../src/index.js';
import { type ApiClient, createApiClient, unwrap } from '../src/index.js';

const api: ApiClient = createApiClient({ baseUrl: 'http://portal.test/api/v1' });
const never = false as boolean;
/** openapi-react-query's createClient, as a type only: these checks never run (React is not installed here). */
declare const createQueryClient$: typeof createQueryClient;

describe('types', () => {
  it('accept correct calls and infer their data', () => {
    if (never) {
      expectTypeOf(
        unwrap(
          api.GET('/products/get/{domainName}/{productId}', {
            params: { path: { domainName: 'acme', productId: 'prd-orders-eu' } },
          }),
        ),
      ).resolves.toEqualTypeOf<Product>();
      expectTypeOf(
        unwrap(api.POST('/users/is-email-already-used', { body: { email: 'a@b.c' } })),
      ).resolves.toHaveProperty('alreadyUsed');
      expectTypeOf<Product['tier']>().toEqualTypeOf<'Free' | 'Development' | 'Production'>();
    }
  });

  it('reject a wrong path, a missing path parameter and a wrong body', () => {
    if (never) {
      // @ts-expect-error: no such path in the contract
      void api.GET('/products/list/{domainName}', { params: { path: { domainName: 'acme' } } });
      // @ts-expect-error: GET is not a method of this path
      void api.GET('/login', {});
      // @ts-expect-error: productId is a required path parameter
      void api.GET('/products/get/{domainName}/{productId}', { params: { path: { domainName: 'acme' } } });
      // @ts-expect-error: the body's `email` must be a string
      void api.POST('/users/is-email-already-used', { body: { email: 42 } });
      // @ts-expect-error: the body is required
      void api.POST('/domain/is-available', {});
      void api.GET('/billing/history/{domainName}', {
        // @ts-expect-error: selectedYear is an integer, not a string
        params: { path: { domainName: 'acme' }, query: { selectedYear: 'last' } },
      });
    }
  });
});

describe('answers', () => {
  it('type a call’s error as the API’s Problem, and a download’s data as a Blob', async () => {
    if (never) {
      const { data, error } = await api.GET('/products/get/{domainName}/{productId}', {
        params: { path: { domainName: 'acme', productId: 'prd-orders-eu' } },
      });
      expectTypeOf(error).toEqualTypeOf<Problem | undefined>();
      expectTypeOf(data).toEqualTypeOf<Product | undefined>();
      const file = await api.GET('/products/client-certificate/{domainName}/{productId}', {
        params: { path: { domainName: 'acme', productId: 'prd-orders-eu' } },
        parseAs: 'blob',
      });
      expectTypeOf(file.data).toEqualTypeOf<Blob | undefined>();
      expectTypeOf(file.error).toEqualTypeOf<Problem | undefined>();
    }
  });

  it('take a call’s own timeoutMs', () => {
    if (never) {
      void api.GET('/configuration', { timeoutMs: 5000 });
      void api.GET('/configuration', { timeoutMs: false });
    }
  });

  it('fit openapi-react-query: its error is the Problem, with no cast', () => {
    if (never) {
      const $api = createQueryClient$(api);
      const query = $api.useQuery('get', '/products/get/{domainName}/{productId}', {
        params: { path: { domainName: 'acme', productId: 'prd-orders-eu' } },
      });
      expectTypeOf(query.error).toEqualTypeOf<Problem | null>();
      expectTypeOf(query.data).toEqualTypeOf<Product | undefined>();
      const mutation = $api.useMutation('post', '/users/is-email-already-used');
      expectTypeOf(mutation.error).toEqualTypeOf<Problem | null>();
    }
  });
});
