// The public pages' rendering entry at build time (run in Node by ../prerender.ts after the client
// build): each page of PRERENDERED_PATHS rendered by the same router, routes and components as the
// browser's, so that its HTML paints before any script has run and main.tsx hydrates it. Nothing here
// reaches the browser's bundle.
//
// What a page shows is what a signed-out visitor's first client render shows: the public answers the
// page reads (the price list, the configuration, the default configuration's price: query keys
// starting with 'public') are fetched here, rendered and handed to the page (`PrerenderedData`),
// which puts them in its query cache before hydrating. Nothing of a session is rendered: the
// session's queries stay empty here as they are in the browser's first render.
import { createApiClient } from '@dbcloud/api-client';
import { QueryClientProvider, skipToken } from '@tanstack/react-query';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { type ReactNode, StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import type { PrerenderedData } from './app/prerendered';
import { createQueryClient } from './app/query-client';
import { publicKey } from './app/session';
import { loadAllTags } from './features/api-reference/load-tag';
import { llmsTxt, referenceMarkdown } from './features/api-reference/markdown';
import { DOCUMENTED_BASE_URL } from './features/api-reference/model';
import { createAppRouter } from './router';

/**
 * The pages rendered at build time: the landing page, pricing (its default configuration: a link
 * with a configuration is rendered in the browser), the policies, the not-found screen and the
 * sign-in and sign-up forms, empty, and the API reference.
 */
export const PRERENDERED_PATHS = [
  '/',
  '/pricing',
  '/terms',
  '/privacy-policy',
  '/support-policy',
  '/not-found',
  '/user/login',
  '/user/register',
  '/docs/api',
] as const;

/**
 * Every address pattern of the route tree (`/portal/$cloudAccount/home`, `/user/login/link`), the
 * catch-all `/$` left out: what the server answers with the client-rendered page (the rest, unless a
 * file or a prerendered page, is the not-found page with status 404).
 */
export function routePaths(): string[] {
  const router = createAppRouter({
    queryClient: createQueryClient({ retry: false }),
    api: createApiClient({ baseUrl: 'http://localhost/api/v1' }),
  });
  const paths = Object.values(router.routesById)
    .map((route) => route.fullPath as string)
    .filter((fullPath) => fullPath !== '/$' && fullPath !== '');
  return [...new Set(paths)].sort();
}

export interface PrerenderedPage {
  /** The HTML of `#app`. */
  html: string;
  data: PrerenderedData;
}

/** How many times a page is rendered again for the public answers its render asked for. */
const MAX_PASSES = 4;

/** The HTML of `element` once everything in it has loaded; any error fails the build. */
async function toHtml(element: ReactNode): Promise<string> {
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(element, {
    onError: (error) => void errors.push(error),
    // One document, in order: no boundary sent ahead and moved into place by an inline script (which the
    // Content-Security-Policy would refuse).
    progressiveChunkSize: Number.POSITIVE_INFINITY,
  });
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  if (errors.length > 0) throw errors[0];
  return html;
}

/** Renders `path` signed out, with the public answers of the API at `apiBaseUrl`. */
export async function prerenderPage(path: string, apiBaseUrl: string): Promise<PrerenderedPage> {
  const queryClient = createQueryClient({ retry: false });
  const api = createApiClient({ baseUrl: apiBaseUrl });
  const router = createAppRouter({ queryClient, api });
  // The browser's scroll restoration needs no script of the server's (an inline one, which the
  // Content-Security-Policy would refuse).
  router.update({
    ...router.options,
    history: createMemoryHistory({ initialEntries: [path] }),
    scrollRestoration: false,
  });
  await router.load();
  const { status, matches, location } = router.state;
  const failed = matches.find((match) => match.status === 'error');
  if (failed) throw new Error(`${path}: ${failed.routeId} failed to load: ${String(failed.error)}`);
  if (status !== 'idle' || location.pathname !== path) {
    throw new Error(`${path} did not settle (${status}, at ${location.pathname})`);
  }

  const cache = queryClient.getQueryCache();
  const publicQueries = () => cache.findAll({ queryKey: publicKey });
  const settled = async () => {
    while (queryClient.isFetching() > 0) await new Promise((resolve) => setTimeout(resolve, 5));
  };
  for (let pass = 1; ; pass += 1) {
    await settled();
    const html = await toHtml(
      <StrictMode>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </StrictMode>,
    );
    // A public answer the render asked for (useQuery does not fetch on a server): fetch it and render
    // again, so the page holds it (the default configuration's price).
    const missing = publicQueries().filter((query) => {
      const { queryFn, enabled } = query.options as typeof query.options & { enabled?: unknown };
      const on = typeof enabled === 'function' ? enabled(query) !== false : enabled !== false;
      return query.state.status === 'pending' && on && queryFn && queryFn !== skipToken;
    });
    if (missing.length === 0) {
      const failedQuery = publicQueries().find((query) => query.state.status === 'error');
      if (failedQuery) {
        throw new Error(
          `${path}: ${JSON.stringify(failedQuery.queryKey)} failed: ${failedQuery.state.error}`,
        );
      }
      const queries = publicQueries()
        .filter((query) => query.state.status === 'success')
        .map((query): [readonly unknown[], unknown] => [query.queryKey, query.state.data]);
      // The not-found page is the answer to every address no page has (status 404): its HTML is right
      // wherever it is served, so it says no address ('') and hydrates at any.
      return { html, data: [path === '/not-found' ? '' : path, queries] };
    }
    if (pass === MAX_PASSES) {
      throw new Error(`${path} still asks for ${missing.map((q) => JSON.stringify(q.queryKey)).join(', ')}`);
    }
    await Promise.all(missing.map((query) => query.fetch().catch(() => undefined)));
  }
}

/**
 * The text files written beside the pages, by their path in dist: the API reference as Markdown and
 * `llms.txt`, from the data and the code generator the reference page uses.
 */
export async function textFiles(): Promise<Record<string, string>> {
  const tags = await loadAllTags();
  return {
    'docs/api.md': referenceMarkdown(tags, DOCUMENTED_BASE_URL),
    'llms.txt': llmsTxt(tags, DOCUMENTED_BASE_URL),
  };
}
