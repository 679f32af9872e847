#!/usr/bin/env node
// The `dbcloud-mcp` bin.
import { main } from './main.js';

const code = await main(process.argv.slice(2));
if (code !== undefined) process.exitCode = code;
