// The tools that only read: products, metrics, cluster health, the audit log, backups, billing, keys.
import type { ReadTool } from '../../tool.js';
import { ACCOUNT_READ_TOOLS } from './account.js';
import { OBSERVABILITY_READ_TOOLS } from './observability.js';
import { PRODUCT_READ_TOOLS } from './products.js';

export const READ_TOOLS: ReadTool[] = [
  ...PRODUCT_READ_TOOLS,
  ...OBSERVABILITY_READ_TOOLS,
  ...ACCOUNT_READ_TOOLS,
];
