import type { Implementation } from '../core/context.js';

export const profileImplementation = {} satisfies Partial<Implementation>;
