// `@dbcloud/api-client/bounds`: the lowest and highest value of every bounded number a request may carry
// (the contract's `minimum` and `maximum`), generated from the contract: for a form's rule, a command's
// option or a tool's input, instead of a copy that drifts when the contract moves.
export * from './generated/bounds.js';
