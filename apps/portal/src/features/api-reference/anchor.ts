import { useEffect } from 'react';

/** How long a jump to an operation is kept at it while the page around it is laid out. */
const SETTLE_MS = 1500;
const USER_SCROLLS = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/**
 * Scrolls to the element `id` and keeps it at the top while the page settles, until the reader scrolls.
 * The operations are laid out only near the screen (`content-visibility: auto`), so a jump to one (the
 * browser's, the router's after it renders) is computed from estimated heights for those above it,
 * which change as they are laid out: on a phone `#createProduct` could land half a screen lower.
 */
export function landOn(id: string): void {
  const target = id ? document.getElementById(id) : null;
  if (!target) return;
  const done = new AbortController();
  for (const event of USER_SCROLLS) {
    window.addEventListener(event, () => done.abort(), { once: true, passive: true, signal: done.signal });
  }
  const until = performance.now() + SETTLE_MS;
  const step = () => {
    if (done.signal.aborted) return;
    const margin = Number.parseFloat(getComputedStyle(target).scrollMarginTop) || 0;
    if (Math.abs(target.getBoundingClientRect().top - margin) > 1) {
      target.scrollIntoView({ block: 'start', behavior: 'instant' });
    }
    if (performance.now() < until) requestAnimationFrame(step);
    else done.abort();
  };
  step();
}

/** Following a link to an operation within the page (`#getProducts`) lands on it. */
export function useLandOnAnchor(): void {
  useEffect(() => {
    const onHashChange = () => landOn(decodeURIComponent(window.location.hash.slice(1)));
    window.addEventListener('hashchange', onHashChange);
    return () => window.removeEventListener('hashchange', onHashChange);
  }, []);
}
