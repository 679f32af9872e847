// Says so while the portal cannot reach the API, on every page: the device is offline, or its calls
// fail without an answer (a failing network). Queries keep what the device already has; once the
// connection is back (the browser says so, or a call is answered again) the notice goes and the
// page's loads run again. A page the service worker opened offline carries the notice in its HTML
// (src/sw.ts): this takes it over.
import { useRouter } from '@tanstack/react-router';
import { useEffect, useState, useSyncExternalStore } from 'react';
import type { RouterContext } from './router-context';

const NOTICE_ID = 'offline-notice';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

const isOnline = () => navigator.onLine;
// Pages are prerendered online.
const onlineOnServer = () => true;

/**
 * A call that got no answer: the SDK's `ApiError` with status 0, a network failure or a timeout (read
 * from the error itself: importing `isApiError` here would add an export to every page's first load).
 */
const unanswered = (error: unknown) => (error as { status?: unknown } | null)?.status === 0;

/**
 * Why the API's calls go unanswered, if they do: 'offline' when the service worker opened the page
 * offline, 'unreachable' when the last call since an answered one failed without an answer.
 */
function useCut(): 'offline' | 'unreachable' | undefined {
  const { queryClient } = useRouter().options.context as RouterContext;
  const [cut, setCut] = useState<'offline' | 'unreachable' | undefined>(() =>
    typeof document !== 'undefined' && document.getElementById(NOTICE_ID) ? 'offline' : undefined,
  );
  useEffect(() => {
    document.getElementById(NOTICE_ID)?.remove();
    const seen = (action: { type: string; error?: unknown }) => {
      if (action.type === 'success') setCut(undefined);
      else if (action.type === 'error' || action.type === 'failed')
        setCut((known) => (unanswered(action.error) ? (known ?? 'unreachable') : undefined));
    };
    const queries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated') seen(event.action);
    });
    const mutations = queryClient.getMutationCache().subscribe((event) => {
      if (event?.type === 'updated') seen(event.action);
    });
    return () => {
      queries();
      mutations();
    };
  }, [queryClient]);
  return cut;
}

export function ConnectionBanner() {
  const online = useSyncExternalStore(subscribe, isOnline, onlineOnServer);
  const cut = useCut();
  const connected = online && !cut;
  const router = useRouter();
  const [wasCut, setWasCut] = useState(false);
  useEffect(() => {
    if (!connected) setWasCut(true);
    else if (wasCut) {
      setWasCut(false);
      // What failed while the connection was cut loads again (a route's error screen included).
      void router.invalidate();
    }
  }, [connected, wasCut, router]);
  if (connected) return null;
  return (
    <p className="offline-notice" role="status">
      {online && cut === 'unreachable'
        ? 'DBCloud cannot be reached — showing what this device has; changes need a connection. '
        : 'You’re offline — showing what this device has; changes need a connection. '}
      <button type="button" onClick={() => window.location.reload()}>
        Try again
      </button>
    </p>
  );
}
