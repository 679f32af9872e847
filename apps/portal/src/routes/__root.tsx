import { Toaster } from '@dbcloud/ui-kit';
import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import type { RouterContext } from '../app/router';
import { NotFoundScreen } from '../components/not-found-screen';
import { RenderErrorScreen } from '../components/render-error-screen';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: NotFoundScreen,
  errorComponent: RenderErrorScreen,
});

function RootLayout() {
  return (
    <>
      <Outlet />
      <Toaster />
    </>
  );
}
