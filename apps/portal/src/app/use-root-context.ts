import { useRouter } from '@tanstack/react-router';
import type { RouterContext } from './router-context';

/**
 * The router's root context: the one query client and the one api client, for components outside a
 * route's own hooks. It holds no account: a page has its account from its route (`Route.useRouteContext()`)
 * and hands it down.
 */
export function useRootContext(): RouterContext {
  return useRouter().options.context as RouterContext;
}
