// What the tools share: how a product is named in arguments, and a tool's output schema that is one of
// the contract's schemas as is.
import { inline, type JsonSchema, schemaOf, selfContained } from '../contract.js';

/** The output schema of a tool that answers one of the contract's object schemas as is. */
export const answers = (name: string): JsonSchema => selfContained(schemaOf(name));

/** The argument naming a product. */
// Its pattern (`+`) already says it is not empty: `minLength: 1` would only weigh on the tools list.
const { minLength: _nonEmpty, ...productId } = inline('ProductId', {
  description: 'e.g. prd-orders-eu (products_list).',
});
export const productIdInput = productId;
