// `@dbcloud/api-client/enums`: the values of each of the contract's enumerations, as lists (`TIERS`,
// `CLOUD_PROVIDERS`, `PRODUCT_STATUSES`, …), generated from the contract with its types. For a picker's
// options, a command's choices or a validator, instead of a copy that misses the next value the API adds.
// A sub-path of its own: the main entry (which public pages load) stays as small as it is.
export * from './generated/enums.js';
