#!/usr/bin/env node
// `pnpm fake-cloud [--port N] [--host H] [--scenario default|large] [--public-origin URL]`: builds the
// fake cloud (and the api-client it stands on) when needed, then serves it (port 8787 unless told
// otherwise; mailed links open --public-origin, by default the server's own URL).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ensurePnpm, root, run } from './lib/bootstrap.mjs';

ensurePnpm();
run('pnpm', ['--filter', '@dbcloud/fake-cloud...', 'run', 'build'], {
  stdio: ['ignore', 'ignore', 'inherit'],
});
const child = spawn(
  process.execPath,
  [path.join(root, 'packages/fake-cloud/dist/cli.mjs'), ...process.argv.slice(2)],
  {
    stdio: 'inherit',
  },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
