import '@dbcloud/ui-kit/tokens.css';
import './app/global.css';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { startAnalytics } from './app/analytics';
import { api, handleUnauthorized } from './app/api';
import { keepOpenedSearch } from './app/opened-search';
import type { PrerenderedData } from './app/prerendered';
import { createQueryClient } from './app/query-client';
import { endSession, safeReturnPath } from './app/session';
import { createAppRouter } from './router';

const queryClient = createQueryClient();
const router = createAppRouter({ queryClient, api });
keepOpenedSearch(router);

// A 401 from any call: forget everything of the session and sign in again, then come back here.
handleUnauthorized(() => {
  endSession(queryClient);
  const { pathname, href } = router.state.location;
  if (pathname.startsWith('/user/')) return;
  const here = safeReturnPath(href);
  void router.navigate({ to: '/user/login', search: { redirect: here } });
});

// index.html's (React's own error says so if it is missing: no check of ours in every page's first load).
const root = document.getElementById('app') as HTMLElement;
const app = (
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>
);
// Errors a route's error screen shows are expected states, not console errors.
const options = {
  onCaughtError: (error: unknown) => console.warn('[portal] on an error screen:', error),
};
const prerendered = document.getElementById('prerendered')?.textContent;
if (prerendered) {
  // A page rendered at build time (src/prerender.tsx): its first render must be its HTML. The public
  // answers it was rendered with go into the cache, fresh, so that no loader asks for them again before
  // hydrating; once it has hydrated they are refreshed, and analytics starts from the configuration the
  // API sends now. Hydrating goes on in a transition, part by part (each behind its Suspense boundary),
  // yielding to the browser: an answer that arrived meanwhile would render a part unlike its HTML
  // (React's error 418) on a slow phone. So the refresh waits for the browser to be idle, React done
  // (where the browser cannot say, Safari, it is asked for at once: its answer comes a round trip later).
  const [path, queries]: PrerenderedData = JSON.parse(prerendered);
  for (const [key, data] of queries) queryClient.setQueryData(key, data);
  void router.load().then(() => {
    // An address with a search of its own (a shared pricing configuration) renders over the HTML; the
    // not-found page (no address: '') hydrates at any.
    if (path && path !== location.pathname + location.search) createRoot(root, options).render(app);
    else {
      // As TanStack Router's own hydration: the server's tree, without the client's outer Suspense.
      router.ssr = { manifest: undefined };
      // In a transition, hydrating yields to the browser between components (no long task).
      startTransition(() => {
        hydrateRoot(root, app, options);
      });
    }
    (self.requestIdleCallback ?? setTimeout)(() => {
      // Only the answers the HTML was rendered with: a query the page started itself (a shared
      // configuration's price) is already current, and asking again would send it twice.
      for (const [queryKey] of queries) void queryClient.invalidateQueries({ queryKey, exact: true });
      void startAnalytics(router, queryClient, api);
    });
  });
} else {
  void startAnalytics(router, queryClient, api);
  createRoot(root, options).render(app);
}
