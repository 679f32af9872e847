// The portal's API (/api/v1) called the way the signed-in browser calls it, for a test's setup and
// checks: through the context's request API, which shares the browser context's cookies (the session,
// the test's fake-cloud world), with the header every call that changes data must carry.
import type { APIResponse } from 'playwright-core';
import type { WorldTarget } from './fake-cloud';

export type ApiMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ApiOptions {
  /** The cloud account the call is made for (`X-Tenant-ID`), as the portal sends it on an account's pages. */
  tenant?: string;
}

const url = (path: string) => (path.startsWith('/api/') ? path : `/api/v1${path}`);

/**
 * Calls `/api/v1<path>` (or `path` when it already starts with `/api/`) and returns the answer as it
 * is, whatever its status: for a test that checks a refusal.
 */
export function apiResponse(
  target: WorldTarget,
  method: ApiMethod,
  path: string,
  body?: unknown,
  options: ApiOptions = {},
): Promise<APIResponse> {
  return target.request.fetch(url(path), {
    method,
    headers: {
      'X-Requested-With': 'XMLHttpRequest',
      ...(options.tenant ? { 'X-Tenant-ID': options.tenant } : {}),
    },
    ...(body === undefined ? {} : { data: body }),
  });
}

/**
 * Calls `/api/v1<path>` and returns its JSON body; fails naming the call, its status and its body
 * when it answers an error. E.g. `await api(page, 'POST', '/users/create', { email, … })`.
 */
export async function api<T = unknown>(
  target: WorldTarget,
  method: ApiMethod,
  path: string,
  body?: unknown,
  options: ApiOptions = {},
): Promise<T> {
  const response = await apiResponse(target, method, path, body, options);
  if (!response.ok()) {
    throw new Error(`${method} ${url(path)} answered ${response.status()}: ${await response.text()}`);
  }
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}
