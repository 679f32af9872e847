import type { Implementation } from '../core/context.js';

export const configurationImplementation = {} satisfies Partial<Implementation>;
