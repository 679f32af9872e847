// The toaster and the notify API as one lazily loaded module: toasts follow actions, so sonner is
// not part of any page's first load (a named import keeps the rest of ui-kit out of this chunk). What
// every page shows after its first render comes with it: the offline notice, and in a production build
// the service worker's registration (app/service-worker.tsx, a chunk of its own).
import { notify, Toaster } from '@dbcloud/ui-kit';
import { useEffect } from 'react';
import { ConnectionBanner } from './connection-banner';

export { notify };

export default function AppToaster() {
  useEffect(() => {
    if (import.meta.env.PROD)
      void import('./service-worker').then((module) => module.startServiceWorker(notify));
  }, []);
  return (
    <>
      <Toaster />
      <ConnectionBanner />
    </>
  );
}
