// Marketplace registrations: the area's entry (its slice, seed and operations).
export { marketplaceImplementation } from './handlers.js';
export { seedMarketplace } from './seed.js';
export type { Marketplace, MarketplaceState } from './state.js';
export { MARKETPLACE_TOKENS } from './state.js';
