// Registers the service worker (src/sw.ts, built to /sw.js) and tells the person when a new version of
// the portal is ready. Loaded lazily by the toaster (app/toaster.tsx), after a page's first render, and
// only in a production build: never part of a page's first load (the bundle budgets).
import { Button, type notify as Notify } from '@dbcloud/ui-kit';
import { Workbox } from 'workbox-window';

/** How often an open tab asks whether a new build was deployed (besides each page load and each return to the tab). */
const UPDATE_CHECK_MS = 20 * 60_000;
const UPDATE_TOAST_ID = 'new-version';

let started = false;

/**
 * Registers /sw.js once per page. A new version installs in the background and waits; the toast's
 * "Reload to update" lets it take over (SKIP_WAITING) and reloads the page under it.
 */
export function startServiceWorker(notify: typeof Notify): void {
  if (started || !('serviceWorker' in navigator)) return;
  started = true;
  const worker = new Workbox('/sw.js');
  worker.addEventListener('waiting', () => {
    notify.info('A new version is ready', {
      id: UPDATE_TOAST_ID,
      duration: Number.POSITIVE_INFINITY,
      description: (
        <Button
          size="sm"
          variant="secondary"
          onClick={() => {
            notify.dismiss(UPDATE_TOAST_ID);
            // Once the new worker controls this page, the page loads again from it.
            worker.addEventListener('controlling', () => window.location.reload());
            worker.messageSkipWaiting();
          }}
        >
          Reload to update
        </Button>
      ),
    });
  });
  // A browser that refuses service workers (private modes, policies, automation) keeps the portal as
  // it is: online only.
  worker.register().then(
    () => {
      const check = () => void worker.update().catch(() => undefined);
      setInterval(check, UPDATE_CHECK_MS);
      document.addEventListener('visibilitychange', () => {
        if (document.visibilityState === 'visible') check();
      });
    },
    () => undefined,
  );
}
