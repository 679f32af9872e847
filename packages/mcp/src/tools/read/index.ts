// The tools that only read: products and the catalogue, metrics, health, the audit log, backups,
// billing, keys, and the API reference.
import type { ReadTool } from '../../tool.js';
import { ACCOUNT_READ_TOOLS } from './account.js';
import { DOCS_READ_TOOLS } from './docs.js';
import { OBSERVABILITY_READ_TOOLS } from './observability.js';
import { PRODUCT_READ_TOOLS } from './products.js';

export const READ_TOOLS: ReadTool[] = [
  ...PRODUCT_READ_TOOLS,
  ...OBSERVABILITY_READ_TOOLS,
  ...ACCOUNT_READ_TOOLS,
  ...DOCS_READ_TOOLS,
];
