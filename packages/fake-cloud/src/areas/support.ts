import type { Implementation } from '../core/context.js';
import type { Scenario, World } from '../core/world.js';

export interface SupportState {}

export function seedSupport(_world: World, _scenario: Scenario): SupportState {
  return {};
}

export const supportImplementation = {} satisfies Partial<Implementation>;
