// What the Users area shows of other areas' state (products, billing), read through one place.
import type { World } from '../core/world.js';

export interface ProductView {
  productId: string;
  displayName: string;
  subdomainName: string;
  status: 'creating' | 'running' | 'scaling' | 'restarting' | 'terminating' | 'terminated' | 'failed';
  tier: 'Free' | 'Development' | 'Production';
  createdAt: string;
  hideInPortal: boolean;
}

/** The account's products, as the products area keeps them. */
export function productsOf(_world: World, _domainName: string): ProductView[] {
  return [];
}
