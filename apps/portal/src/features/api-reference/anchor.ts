import { useEffect } from 'react';
import { safeDecodeURIComponent } from '../../app/uri';

/** How long a jump to an operation is kept at it while the page around it is laid out. */
const SETTLE_MS = 1500;
const USER_SCROLLS = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;
/** The jump being held: a new one ends it (the page holds one target at a time). */
let holding: AbortController | undefined;

/**
 * Scrolls to the element `id` and keeps it at the top while the page settles, until the reader scrolls
 * (or clicks, or presses a key) or the next jump starts.
 * The operations are laid out only near the screen (`content-visibility: auto`), so a jump to one (the
 * browser's, the router's after it renders) is computed from estimated heights for those above it,
 * which change as they are laid out: on a phone `#createProduct` could land half a screen lower.
 */
export function landOn(id: string): void {
  const target = id ? document.getElementById(id) : null;
  if (!target) return;
  holding?.abort();
  const done = new AbortController();
  holding = done;
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

/**
 * The id a hash names (`#getProducts`, `#get%50roducts` encoded), or '' when it names none: empty, or
 * not decodable (`#%`, `#%zz`, a cut character `#%E0%A4%A`). Anyone can write an address's hash, so a
 * page reading it must not fail on one.
 */
export function hashId(hash: string): string {
  return safeDecodeURIComponent(hash.replace(/^#/, '')) ?? '';
}

/** Following a link to an operation within the page (`#getProducts`) lands on it. */
export function useLandOnAnchor(): void {
  useEffect(() => {
    const onHashChange = () => landOn(hashId(window.location.hash));
    window.addEventListener('hashchange', onHashChange);
    return () => window.removeEventListener('hashchange', onHashChange);
  }, []);
}
