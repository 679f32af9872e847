#!/usr/bin/env node
// The README's main command (`npm start`): installs everything, builds, and serves the portal on the
// embedded fake cloud (same origin) on port 4173 unless PORT says otherwise.
// `--dev` (pnpm dev) serves it with hot reload instead of the built app.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { installEverything, root, run } from './lib/bootstrap.mjs';

const dev = process.argv.includes('--dev');
const port = process.env.PORT ?? '4173';

installEverything();
// The `dbcloud` CLI is built too, so that it can be tried against this server at once (README).
const cli = ['--filter', '@dbcloud/cli...'];
if (dev) {
  run('pnpm', ['--filter', '@dbcloud/portal^...', ...cli, 'run', 'build']);
} else {
  run('pnpm', ['--filter', '@dbcloud/portal...', ...cli, 'run', 'build']);
}

const vite = path.join(root, 'apps/portal/node_modules/vite/bin/vite.js');
const args = dev ? [vite, '--port', port, '--strictPort'] : [vite, 'preview', '--port', port, '--strictPort'];
const child = spawn(process.execPath, args, {
  cwd: path.join(root, 'apps/portal'),
  stdio: ['inherit', 'pipe', 'inherit'],
  env: { ...process.env, PORT: port },
});
let announced = false;
child.stdout.on('data', (chunk) => {
  process.stdout.write(chunk);
  if (!announced && /Local|localhost|127\.0\.0\.1/.test(String(chunk))) {
    announced = true;
    console.log(`
  DBCloud portal on the demo fake cloud: http://127.0.0.1:${port}/
  Sign in as owner@demo.dbcloud.dev (accounts acme and acme-health). In demo mode the
  "Check your e-mail" page offers the sign-in link itself. More demo users: packages/fake-cloud/README.md
`);
  }
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
