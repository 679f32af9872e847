// The signed-in user (SPEC §4): user info, the account selection rules, safe return paths.
import { type ApiClient, type UserInfo, unwrap } from '@dbcloud/api-client';
import { queryOptions } from '@tanstack/react-query';

export const sessionKeys = {
  all: ['session'] as const,
  user: () => [...sessionKeys.all, 'user'] as const,
  loginStage: () => [...sessionKeys.all, 'login-stage'] as const,
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
 * SPEC §4: signed out, no account is selected; an account that is not among the user's falls back
 * to the first (none when the user has none).
 */
export function chooseAccount(user: UserInfo, preferred: string | null | undefined): string | undefined {
  if (!user.isAuthenticated) return undefined;
  const names = user.cloudAccounts.map((account) => account.domainName);
  if (preferred && names.includes(preferred)) return preferred;
  return names[0];
}

/**
 * A return path is followed only when it is a path on this origin: an absolute or
 * protocol-relative URL (or anything odd) is ignored.
 */
export function safeReturnPath(value: unknown): string | undefined {
  if (
    typeof value !== 'string' ||
    !value.startsWith('/') ||
    value.startsWith('//') ||
    value.startsWith('/\\')
  ) {
    return undefined;
  }
  try {
    const base = 'https://portal.invalid';
    const url = new URL(value, base);
    return url.origin === base ? `${url.pathname}${url.search}${url.hash}` : undefined;
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
