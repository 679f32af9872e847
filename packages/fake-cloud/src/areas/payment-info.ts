import type { Implementation } from '../core/context.js';

export const paymentInfoImplementation = {} satisfies Partial<Implementation>;
