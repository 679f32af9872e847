import type { Implementation } from '../core/context.js';

export const usersImplementation = {} satisfies Partial<Implementation>;
