import createClient, { type Client, type Middleware } from 'openapi-fetch';
import { ApiError } from './errors.js';
import type { paths } from './generated/schema.js';
import { rememberOperation, resolveOperation } from './operation.js';

/** The typed client: `GET`, `POST`, `DELETE`, … on the contract's paths (see openapi-fetch). */
export type ApiClient = Client<paths, 'application/json'>;

export interface ApiClientOptions {
  /**
   * Where `/api/v1` lives, e.g. `https://portal.dbcloud.dev/api/v1`, or `/api/v1` in a browser on the
   * portal's own origin. In Node it must be absolute.
   */
  baseUrl: string;
  /**
   * Returns the selected cloud account (its `domainName`), sent as `X-Tenant-ID` on every call.
   * Read on each call, so switching account needs no new client. Return `undefined` for none.
   */
  getTenantId?: () => string | null | undefined;
  /**
   * Called when a call answers 401: once per burst of such answers (401s less than
   * `unauthorizedBurstMs` apart count as one burst).
   */
  onUnauthorized?: (response: Response) => void;
  /** 401 answers closer together than this are one burst. Default 1000 ms. */
  unauthorizedBurstMs?: number;
  /**
   * The fetch to use. Default: `globalThis.fetch`, looked up on every call (so a mock installed after
   * the client was made, such as msw, still sees the calls).
   */
  fetch?: (request: Request) => Promise<Response>;
}

function isAbort(error: unknown): boolean {
  return error instanceof Error && error.name === 'AbortError';
}

/**
 * Creates the DBCloud API client.
 *
 * Every call carries `X-Requested-With: XMLHttpRequest` and, when a tenant is selected, `X-Tenant-ID`;
 * cookies are sent same-origin. Pass `signal` in a call's options to abort it.
 *
 * @example
 * const api = createApiClient({ baseUrl: '/api/v1', getTenantId: () => 'acme' });
 * const products = await unwrap(api.GET('/products/get-products/{domainName}', {
 *   params: { path: { domainName: 'acme' } },
 * }));
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const burstMs = options.unauthorizedBurstMs ?? 1000;
  let lastUnauthorizedAt = Number.NEGATIVE_INFINITY;
  const customFetch = options.fetch;

  const client = createClient<paths, 'application/json'>({
    baseUrl: options.baseUrl,
    credentials: 'same-origin',
    fetch: (request) => (customFetch ?? globalThis.fetch)(request),
  });

  const middleware: Middleware = {
    onRequest({ request }) {
      request.headers.set('X-Requested-With', 'XMLHttpRequest');
      const tenant = options.getTenantId?.();
      if (tenant) request.headers.set('X-Tenant-ID', tenant);
      else request.headers.delete('X-Tenant-ID');
      return request;
    },
    onResponse({ request, response, schemaPath }) {
      rememberOperation(response, request.method, schemaPath);
      if (response.status === 401 && options.onUnauthorized) {
        const now = Date.now();
        const newBurst = now - lastUnauthorizedAt >= burstMs;
        lastUnauthorizedAt = now;
        if (newBurst) options.onUnauthorized(response);
      }
      return response;
    },
    async onError({ error, request, schemaPath }) {
      if (isAbort(error) || error instanceof ApiError) return;
      return new ApiError({
        status: 0,
        operation: await resolveOperation(request.method, schemaPath),
        cause: error,
        problem: {
          type: 'about:blank',
          title: 'The server could not be reached',
          status: 0,
          detail: 'Check your connection and try again.',
        },
      });
    },
  };
  client.use(middleware);
  return client;
}
