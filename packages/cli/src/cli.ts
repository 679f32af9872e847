#!/usr/bin/env node
// The `dbcloud` bin.
import { run } from './program.js';

// Output piped into a reader that stops early (`dbcloud products list | head -1`) is not an error.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code !== 'EPIPE') throw error;
  process.exit(process.exitCode ?? 0);
});

process.exitCode = await run(process.argv.slice(2));
