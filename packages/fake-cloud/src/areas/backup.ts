import type { Implementation } from '../core/context.js';
import type { Scenario, World } from '../core/world.js';

export interface BackupState {}

export function seedBackup(_world: World, _scenario: Scenario): BackupState {
  return {};
}

export const backupImplementation = {} satisfies Partial<Implementation>;
