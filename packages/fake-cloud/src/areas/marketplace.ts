import type { Implementation } from '../core/context.js';
import type { Scenario, World } from '../core/world.js';

export interface MarketplaceState {}

export function seedMarketplace(_world: World, _scenario: Scenario): MarketplaceState {
  return {};
}

export const marketplaceImplementation = {} satisfies Partial<Implementation>;
