import type { Implementation } from '../core/context.js';
import type { Scenario, World } from '../core/world.js';

export interface BillingState {}

export function seedBilling(_world: World, _scenario: Scenario): BillingState {
  return {};
}

export const billingImplementation = {} satisfies Partial<Implementation>;
