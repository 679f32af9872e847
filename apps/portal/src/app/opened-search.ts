// The search of the address a history entry was opened with. The router writes each route's checked
// search back into the address as it starts (a shared link's bad values are gone from it before any page
// shows), so what a link held that a route could not use is only found here: the pricing calculator
// says what of a shared link it could not use. Kept in the entry's history state, it is there again on
// Back and after a reload; a navigation that replaces the entry's address (a new choice) drops it.
import type { AnyRouter } from '@tanstack/react-router';

declare module '@tanstack/react-router' {
  interface HistoryState {
    /** The search (`?config=…`) the entry's address had when the page was opened, as written. */
    openedSearch?: string;
  }
}

/**
 * Keeps the address's search in its history entry (one kept by a reload stays); before the router
 * starts, which rewrites the address.
 */
export function keepOpenedSearch(router: AnyRouter): void {
  const { href, searchStr, state } = router.latestLocation;
  router.history.replace(href, { openedSearch: searchStr, ...state });
}
