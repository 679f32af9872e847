import { createRootRouteWithContext, lazyRouteComponent, Outlet } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import type { RouterContext } from '../app/router-context';
import { RenderErrorScreen } from '../components/render-error-screen';

// Toasts only follow actions, so the toaster (sonner) loads after the first paint, not with every page.
const Toaster = lazy(() => import('../app/toaster'));

// Only an unknown address shows it: the router loads it then, before rendering (the bundle budgets).
// The render-error screen stays in the entry: it must show without a network load.
const NotFoundScreen = lazyRouteComponent(() => import('../components/not-found-screen'), 'NotFoundScreen');

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: NotFoundScreen,
  errorComponent: RenderErrorScreen,
});

function RootLayout() {
  return (
    <>
      <Outlet />
      <Suspense fallback={null}>
        <Toaster />
      </Suspense>
    </>
  );
}
