export { DEMO_API_KEY_SECRETS } from './areas/api-keys/index.js';
export { DEMO_CONFIGURATION } from './areas/configuration.js';
export {
  createFakeCloud,
  createWorld,
  type FakeCloud,
  type FakeCloudOptions,
  MAX_WORLDS,
  WORLD_ID,
} from './cloud.js';
export { validateRequest, validateResponse } from './core/contract.js';
export { MAX_BODY_BYTES } from './core/request.js';
export { DEMO_RECOVERY_CODES, DEMO_TOTP_SECRET, INVITATION_LINKS } from './core/seed.js';
export type { Scenario, World } from './core/world.js';
export { SECURITY_HEADERS } from './security-headers.js';
