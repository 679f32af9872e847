import type { Implementation } from '../core/context.js';

export const pricingImplementation = {} satisfies Partial<Implementation>;
