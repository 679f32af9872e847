// The signed-in user: user info, the account selection rules, safe return paths, and the
// session's plumbing (reloading user info, signing out, forgetting the session on this browser), once.
import { type ApiClient, type UserInfo, unwrap } from '@dbcloud/api-client';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { rememberedAccount } from './remembered-account';
import type { RouterContext } from './router-context';

// Query keys: every key of the portal is made here, by scope, then by area (one factory per feature,
// built with `keysOf`). Here, beside the session's own, because this module is in every page's first
// load and in the chunks loaded later alike (vite.config.ts, EVERY_PAGE).
// - an account's data under ['tenant', domainName, area, …]: it starts with the account it belongs to,
//   so switching accounts never mixes two accounts' data, and one account's data goes at once;
// - the signed-in user's own (user info, profile) under ['session', area, …];
// - public data (configuration, prices, checks a signed-out visitor makes) under ['public', area, …].
// Logging out or a 401 clears the whole cache. Invalidations name a factory's key too, never a literal
// (the wider ones, an account's or every account's, are in mutations.ts, with the hooks that use them).

/** Every public answer (what the prerendered pages carry and a hydrated page refreshes). */
export const publicKey = ['public'] as const;

/**
 * An area's keys: for an account's, `(domainName, …parts)` gives ['tenant', domainName, area, …parts];
 * for a session's or public one, `(…parts)` gives [scope, area, …parts]. No parts: the whole area.
 */
export function keysOf(scope: 'tenant', area: string): TenantKeys;
export function keysOf(scope: 'session' | 'public', area: string): GlobalKeys;
export function keysOf(scope: string, area: string): (...args: never[]) => unknown {
  return scope === 'tenant'
    ? (domainName: string, ...parts: unknown[]) => [scope, domainName, area, ...parts]
    : (...parts: unknown[]) => [scope, area, ...parts];
}

type TenantKeys = <P extends readonly unknown[]>(
  domainName: string,
  ...parts: P
) => readonly ['tenant', string, string, ...P];
type GlobalKeys = <P extends readonly unknown[]>(...parts: P) => readonly [string, string, ...P];

export const sessionKeys = {
  /** Everything of the signed-in user's own. */
  all: ['session'] as const,
  user: keysOf('session', 'user'),
  loginStage: keysOf('session', 'login-stage'),
};

export const userQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: sessionKeys.user(),
    queryFn: ({ signal }) => unwrap(api.GET('/user', { signal })),
    staleTime: 60_000,
  });

export const loginStageQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: sessionKeys.loginStage(),
    queryFn: ({ signal }) => unwrap(api.GET('/2fa/login-stage', { signal })),
    staleTime: 0,
  });

/**
 * The account selection rules: signed out, no account is selected; an account that is not among the
 * user's falls back to the first (none when the user has none).
 */
export function chooseAccount(user: UserInfo, preferred: string | null | undefined): string | undefined {
  if (!user.isAuthenticated) return undefined;
  const names = user.cloudAccounts.map((account) => account.domainName);
  if (preferred && names.includes(preferred)) return preferred;
  return names[0];
}

/**
 * `value` as a URL parser resolves it on this origin: its path, query and fragment when it stays a
 * path on this origin that does not start with `//` (which a browser would read as another site's
 * address); undefined otherwise.
 */
function resolvedPath(value: string): string | undefined {
  try {
    const url = new URL(value, 'https://portal.invalid');
    if (url.host !== 'portal.invalid' || url.pathname.startsWith('//')) return undefined;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return undefined;
  }
}

/**
 * A return path is followed only when it is a path on this origin and stays one however it is read:
 * resolved as the URL parser does (`/..//evil.example` and `/\t/evil.example` become `//evil.example`,
 * another site; `\evil.example` is `//evil.example` too), and once more with its path percent-decoded
 * (as a router or a server may: `/%09/evil.example`). Anything else (an absolute or protocol-relative
 * URL, a backslash or a control character, raw or encoded in the path, not a string) is refused: the
 * caller falls back to its default. The answer is the resolved path (dot segments gone), the one to
 * follow and to send on.
 */
export function safeReturnPath(value: unknown): string | undefined {
  if (typeof value !== 'string' || !value.startsWith('/') || value.length > 2048) return undefined;
  const resolved = resolvedPath(value);
  try {
    const path = decodeURIComponent(resolved?.split(/[?#]/, 1)[0] ?? '');
    // A backslash or a control character (C0, DEL, C1, line and paragraph separators), raw or encoded.
    // biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
    const odd = /[\\\u0000-\u001f\u007f-\u009f\u2028\u2029]/;
    return resolved && !odd.test(value) && !odd.test(path) && resolvedPath(path) ? resolved : undefined;
  } catch {
    return undefined;
  }
}

/** Where to go after signing in: the return path, else the selected account's home, else /portal. */
export function afterSignIn(user: UserInfo, returnPath: unknown, preferred: string | undefined): string {
  const safe = safeReturnPath(returnPath);
  if (safe && !safe.startsWith('/user/login')) return safe;
  const account = chooseAccount(user, preferred);
  return account ? `/portal/${account}/home` : '/portal';
}

/** After the session changed (a sign-in step, joining an account): user info is loaded anew. */
export async function reloadUser(queryClient: QueryClient, api: ApiClient): Promise<UserInfo> {
  await queryClient.invalidateQueries({ queryKey: sessionKeys.all, refetchType: 'none' });
  return queryClient.fetchQuery(userQuery(api));
}

/**
 * User info after a change the server has already made (joining an account): a failure to load it does
 * not undo the change, so it is an answer here, not an error.
 */
export async function reloadUserAfterChange(
  queryClient: QueryClient,
  api: ApiClient,
): Promise<{ user: UserInfo; problem?: undefined } | { user?: undefined; problem: unknown }> {
  try {
    return { user: await reloadUser(queryClient, api) };
  } catch (problem) {
    return { problem };
  }
}

/**
 * Forgets everything of the session on this browser: the remembered account and every cached answer,
 * so no data of one user or account stays visible (logout, a 401).
 */
export function endSession(queryClient: QueryClient): void {
  rememberedAccount.forget();
  queryClient.clear();
}

/** Ends the session on the server (POST logout), then on this browser. */
export async function signOut({ api, queryClient }: RouterContext): Promise<void> {
  await unwrap(api.POST('/logout'));
  endSession(queryClient);
}
