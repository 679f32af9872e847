// Whether this render may show what only the browser knows (the session, storage): false on the build's
// server render (src/prerender.tsx) and while React hydrates its HTML, true once hydrated and in every
// render of a page the browser renders itself. A component that shows such things shows its signed-out
// state first on a prerendered page, so that its first render is the HTML, then updates.
import { useSyncExternalStore } from 'react';

const unchanging = () => () => {};

export const useHydrated = (): boolean =>
  useSyncExternalStore(
    unchanging,
    () => true,
    () => false,
  );
