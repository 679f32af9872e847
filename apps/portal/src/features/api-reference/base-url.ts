import { startTransition, useEffect, useState } from 'react';
import { DOCUMENTED_BASE_URL } from './model';

/**
 * The API's address for the examples: the documented production one in the HTML rendered at build time
 * and while hydrating it, then this page's own origin, so that a copied example calls the server the
 * reader is on. The change renders in a transition, which yields to the browser between operations:
 * a page of 97 examples rendered again at once would block it for a moment.
 */
export function useBaseUrl(): string {
  const [baseUrl, setBaseUrl] = useState(DOCUMENTED_BASE_URL);
  useEffect(() => {
    const own = `${window.location.origin}/api/v1`;
    if (own !== DOCUMENTED_BASE_URL) startTransition(() => setBaseUrl(own));
  }, []);
  return baseUrl;
}
