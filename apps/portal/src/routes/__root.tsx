import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import type { RouterContext } from '../app/router-context';
import { NotFoundScreen } from '../components/not-found-screen';
import { RenderErrorScreen } from '../components/render-error-screen';

// Toasts only follow actions, so the toaster (sonner) loads after the first paint, not with every page.
const Toaster = lazy(() => import('../app/toaster'));

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
