import { useRouter } from '@tanstack/react-router';
import type { RouterContext } from './router-context';

/** The router context (query client, api client) for components outside a route's own hooks. */
export function useAppContext(): RouterContext {
  return useRouter().options.context as RouterContext;
}
