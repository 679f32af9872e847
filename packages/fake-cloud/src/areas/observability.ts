import type { Implementation } from '../core/context.js';

export const observabilityImplementation = {} satisfies Partial<Implementation>;
