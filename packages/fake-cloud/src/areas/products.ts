import type { Implementation } from '../core/context.js';
import type { Scenario, World } from '../core/world.js';

export interface ProductsState {}

export function seedProducts(_world: World, _scenario: Scenario): ProductsState {
  return {};
}

/** Applies the product transitions fake time has made due (creating -> running, …). */
export function tickProducts(_world: World, _now: number): void {}

export const productsImplementation = {} satisfies Partial<Implementation>;
