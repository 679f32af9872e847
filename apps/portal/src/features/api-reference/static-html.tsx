import { type ReactNode, Suspense, use, useSyncExternalStore } from 'react';

/** A promise that never settles: what keeps a boundary's HTML from being hydrated. */
const NEVER = new Promise<never>(() => {});
const subscribe = () => () => {};

function ServerRendered({ children }: { children: ReactNode }) {
  // True on the server and while the browser hydrates its HTML; false in a page rendered in the browser.
  const fromHtml = useSyncExternalStore(
    subscribe,
    () => false,
    () => true,
  );
  if (fromHtml && typeof document !== 'undefined') use(NEVER);
  return children;
}

/**
 * Content without state or handlers (an operation's description, fields, answers and examples), kept as
 * the HTML rendered at build time instead of hydrated: hydrating, React leaves a suspended boundary's
 * HTML in place, and this one stays suspended, so the browser does not build thousands of components
 * for text that never changes (the page's 16,000 elements took half a second of a phone's processor).
 * Rendered in the browser (the page reached by a link within the app), it renders as usual. Its
 * children must not change: an update to a boundary still holding HTML makes React render it anew (a
 * memoized component with stable props around it keeps updates away).
 */
export function StaticHtml({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <ServerRendered>{children}</ServerRendered>
    </Suspense>
  );
}
