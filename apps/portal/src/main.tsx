import '@dbcloud/ui-kit/tokens.css';
import './app/global.css';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { startAnalytics } from './app/analytics';
import { api, handleUnauthorized } from './app/api';
import { keepOpenedSearch } from './app/opened-search';
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

void startAnalytics(router, queryClient, api);

const root = document.getElementById('app');
if (!root) throw new Error('#app is missing from index.html');
// Errors a route's error screen shows are expected states, not console errors.
createRoot(root, {
  onCaughtError: (error) => console.warn('[portal] shown on an error screen:', error),
}).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>,
);
