// The tools that change things, by group. Each is called twice: without a token it previews its plan
// (reads only: what will change, the exact requests, and for a create or a change of size the monthly
// price the account would pay), with the token of that preview it sends those requests. Only with
// `--allow-writes`.
import type { ChangeTool } from '../tool.js';
import { backupLink } from './backups.js';
import { createProduct } from './products/create.js';
import { restartNode, terminate } from './products/lifecycle.js';
import { addNode, removeNode } from './products/nodes.js';
import { scaleProduct } from './products/scale.js';
import { support } from './support.js';

export const CHANGE_TOOLS: ChangeTool[] = [
  createProduct,
  scaleProduct,
  addNode,
  removeNode,
  restartNode,
  terminate,
  backupLink,
  support,
];
