/**
 * `@dbcloud/mcp`: a Model Context Protocol server for one DBCloud account. Its bin, `dbcloud-mcp`, is what
 * assistants start; `createServer` is the same server for those who connect it to a transport
 * themselves.
 */

export { CONFIRM_BY, type ConfirmBy } from './changes.js';
export {
  ConfigError,
  DEFAULT_URL,
  type HttpToken,
  httpTokenFrom,
  newHttpToken,
  type Settings,
  settingsFrom,
} from './config.js';
export { CONFIRMATION_TTL_MS, Confirmations } from './confirmations.js';
export { HTTP_PATH, type HttpOptions, startHttp } from './http.js';
export { main } from './main.js';
export { planInWords } from './plan-words.js';
export {
  ALL_TOOLS,
  createServer,
  instructionsFor,
  newStateCodec,
  type ServerOptions,
  toolsFor,
} from './server.js';
export { GROUPS, type Group, type Tool } from './tool.js';
