import type { Implementation } from '../core/context.js';
import type { Scenario, World } from '../core/world.js';

export interface ApiKeysState {}

export function seedApiKeys(_world: World, _scenario: Scenario): ApiKeysState {
  return {};
}

export const apiKeysImplementation = {} satisfies Partial<Implementation>;
