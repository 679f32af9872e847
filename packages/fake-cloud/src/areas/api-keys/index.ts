// API keys: the area's entry (its slice, seed, operations, the pipeline's authentication and the
// expiry reminder). Keys give programmatic access to an account.
export { findApiKey } from './authentication.js';
export { apiKeysImplementation } from './handlers.js';
export { tickApiKeys } from './reminder.js';
export { deactivateKeysOfCreator } from './rules.js';
export { DEMO_API_KEY_SECRETS, seedApiKeys } from './seed.js';
export type { ApiKeyRecord, ApiKeysState } from './state.js';
