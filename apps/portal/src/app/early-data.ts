// A signed-in page's first data, asked for as soon as the page's HTML is read, before the app's scripts
// have arrived. The build writes this function, with its table of pages, into a small script of its own
// (early-data.ts beside vite.config.ts) that the server names in a portal page's HTML before the app's
// entry; public pages never load it.

/** A call a page's loader makes first: its path (`{domainName}`, `{id}` from the address), who may. */
export type EarlyCall = {
  path: string;
  /** The roles of which the user needs one in the account; empty: any member. */
  roles: readonly string[];
};
/** A portal page: its address (a regular expression, the account first, then `id`), its first calls. */
export type EarlyPage = { pattern: string; calls: readonly EarlyCall[] };

/** The signed-in user's address, which a portal page's HTML preloads (serving.ts). */
export const EARLY_USER_PATH = '/api/v1/user';
/**
 * The portal's configuration (public, no account), which every page's start asks for (main.tsx's
 * analytics, the support links): preloaded by a portal page's HTML too.
 */
export const EARLY_CONFIGURATION_PATH = '/api/v1/configuration';

/** How long a call asked for early waits for the app to ask for it; after that the app asks anew. */
export const EARLY_DATA_MS = 20_000;

/**
 * Asks for the signed-in user (`GET /user`) and the configuration at once and, once the user's answer
 * shows them a member of the account the address names with a role the call needs, for the page's
 * first calls: the calls the route's loader makes (the same paths and headers as the api client's).
 * Until the app asks for each (at most once, and within EARLY_DATA_MS), `fetch` answers the app's same
 * GET with the answer already on its way, so the app's loaders, with their query keys and error
 * handling, stay as they are. Any doubt (no page of the table, not signed in, not a member, a call the
 * user may not make) asks for nothing more: the app's own calls then go out as before. Self-contained:
 * the build writes out its source.
 */
export function startEarlyData(pages: readonly EarlyPage[], waitMs: number): void {
  const path = location.pathname;
  let found: { page: EarlyPage; parts: string[] } | undefined;
  for (const page of pages) {
    const match = new RegExp(page.pattern).exec(path);
    if (match) {
      found = { page, parts: match.slice(1).map((part) => decodeURIComponent(part)) };
      break;
    }
  }
  const early = new Map<string, Promise<Response>>();
  const until = performance.now() + waitMs;
  const ask = (callPath: string, tenant?: string) => {
    const url = new URL(`/api/v1${callPath}`, location.origin).href;
    // The user's and the configuration's requests carry no header of their own: so they are the ones
    // the page's HTML preloads (`<link rel="preload" as="fetch">`, EARLY_USER_PATH and
    // EARLY_CONFIGURATION_PATH), which a request with other headers would not use.
    const headers: Record<string, string> = tenant
      ? { 'X-Requested-With': 'XMLHttpRequest', 'X-Tenant-ID': tenant }
      : {};
    const answer = fetch(url, { headers, credentials: 'same-origin' });
    // A failed request is the app's to report, when it asks for the same.
    answer.catch(() => undefined);
    early.set(url, answer);
    return answer;
  };
  // EARLY_USER_PATH and EARLY_CONFIGURATION_PATH, written out: the function carries nothing from outside it.
  const user = ask('/user');
  ask('/configuration');
  if (found) {
    const { page, parts } = found;
    const [account = '', id = ''] = parts;
    user
      .then((answer) => (answer.ok ? answer.clone().json() : undefined))
      .then(
        (info?: { isAuthenticated?: boolean; cloudAccounts?: { domainName: string; roles: string[] }[] }) => {
          const member = info?.isAuthenticated
            ? info.cloudAccounts?.find((candidate) => candidate.domainName === account)
            : undefined;
          if (!member) return;
          for (const call of page.calls) {
            if (call.roles.length > 0 && !call.roles.some((role) => member.roles.includes(role))) continue;
            const filled = call.path
              .replace('{domainName}', encodeURIComponent(account))
              .replace('{id}', encodeURIComponent(id));
            ask(filled, account);
          }
        },
      )
      .catch(() => undefined);
  }
  const appFetch = globalThis.fetch;
  globalThis.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : undefined;
    const url = request ? request.url : String(input);
    const method = (request?.method ?? init?.method ?? 'GET').toUpperCase();
    const answer = method === 'GET' && performance.now() < until ? early.get(url) : undefined;
    if (!answer) return appFetch(input, init);
    early.delete(url);
    return answer;
  };
}
