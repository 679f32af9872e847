import type { Implementation } from '../core/context.js';

export const authImplementation = {} satisfies Partial<Implementation>;
