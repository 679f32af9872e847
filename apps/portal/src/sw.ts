// The service worker (built by vite-plugin-pwa's injectManifest into dist/sw.js; registered by
// app/service-worker.tsx). It keeps the app on the device, never anyone's data:
// - the build's hashed files (dist/assets: JS, CSS, fonts, images), the two shells (index.html, and
//   portal.html, the signed-in pages' page) and the files of public/ are precached at install and
//   served cache-first; a new build precaches its own list and drops files the old one no longer names;
// - a signed-in page (`/portal/…`) opens from the device: its shell holds no one's data (the app asks
//   for that, and the early data script in its <head> does so at once), only the build's page, so the
//   next visit needs no round trip before it asks for its data. The page is the one of this worker's
//   build: a new build's page comes with its new worker, once the person reloads to update;
// - any other page (the public pages, prerendered) comes from the network; only when the network fails
//   does it open from the shell, which then says that the device is offline;
// - nothing else is answered here: the API (/api/), the fake cloud's controls (/__fake/) and the public
//   pages' HTML go to the network as if there were no worker, and nothing is cached at run time, so
//   Cache Storage never holds an answer that carries a person's data.
// A new version waits until the person chooses to reload (the toast of app/service-worker.tsx), which
// posts SKIP_WAITING.
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';

interface PrecacheEntry {
  url: string;
  revision: string | null;
}

declare const self: {
  __WB_MANIFEST: PrecacheEntry[];
  navigator: { onLine: boolean };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
};

/** The precached shell: what the SPA renders any page from. */
const SHELL = '/index.html';
/** The signed-in pages' shell (the portal build's page), which they open from. */
const PORTAL_SHELL = '/portal.html';
/** A signed-in page's address: `/portal/` and an account. */
const PORTAL_PAGE = /^\/portal\/[^/]/;

// No directory index and no "clean URLs": `/` and `/pricing` are prerendered pages, which come from the
// network, never from the shell in the cache.
precacheAndRoute(self.__WB_MANIFEST, { directoryIndex: '', cleanURLs: false });
cleanupOutdatedCaches();
// The first visit's page is controlled at once (its later loads use the precache); an update still waits.
clientsClaim();

/**
 * Said on a page opened offline, in its HTML: it shows whatever the app then renders (its error screen
 * too). app/connection-banner.tsx takes it over once the page's scripts run. Its link loads the page
 * again.
 */
const OFFLINE_NOTICE =
  '<p id="offline-notice" class="offline-notice" role="status">You’re offline — showing what this device has; changes need a connection. <a href="">Try again</a></p>';

/** A shell saying that the device is offline; with the headers it was served with (its CSP). */
async function offlineShell(url: string): Promise<Response | undefined> {
  const shell = await matchPrecache(url);
  if (!shell) return undefined;
  const headers = new Headers(shell.headers);
  for (const name of ['Content-Encoding', 'Content-Length', 'ETag']) headers.delete(name);
  const html = (await shell.text()).replace('<body>', `<body>${OFFLINE_NOTICE}`);
  return new Response(html, { status: 200, headers });
}

registerRoute(
  new NavigationRoute(
    async ({ request, url }) => {
      if (PORTAL_PAGE.test(url.pathname)) {
        // Offline, the shell says so before the app's scripts run (they take the notice over).
        const shell = self.navigator.onLine
          ? await matchPrecache(PORTAL_SHELL)
          : await offlineShell(PORTAL_SHELL);
        if (shell) return shell;
      }
      try {
        return await fetch(request);
      } catch (error) {
        const shell = await offlineShell(SHELL);
        if (shell) return shell;
        throw error;
      }
    },
    { denylist: [/^\/(api|__fake)(\/|$)/] },
  ),
);

self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});
