// Pricing (openapi/paths/other.yaml): the public price list and the calculator. The area's entry: the
// product wizard and price previews quote through it.
export { pricingCatalogue, pricingImplementation } from './handlers.js';
export { divRound, type PricedConfiguration, quote } from './quote.js';
