#!/usr/bin/env node
// The README's main command (`npm start`): installs everything, builds, and serves the portal on the
// embedded fake cloud (same origin) on port 4173 unless PORT says otherwise.
// `--dev` (pnpm dev) serves it with hot reload instead of the built app.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { installEverything, root, run } from './lib/bootstrap.mjs';

const dev = process.argv.includes('--dev');
const port = process.env.PORT ?? '4173';
// `--cert file --key file` (PEM): HTTPS, and with it HTTP/2 (apps/portal/vite.config.ts).
const option = (name) => {
  const at = process.argv.indexOf(name);
  return at === -1 ? undefined : path.resolve(process.argv[at + 1] ?? '');
};
const cert = option('--cert') ?? process.env.DBCLOUD_TLS_CERT;
const key = option('--key') ?? process.env.DBCLOUD_TLS_KEY;
if (Boolean(cert) !== Boolean(key)) {
  console.error('npm start: give both --cert and --key (PEM files), or neither.');
  process.exit(2);
}
const scheme = cert ? 'https' : 'http';

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
  env: {
    ...process.env,
    PORT: port,
    ...(cert && key ? { DBCLOUD_TLS_CERT: cert, DBCLOUD_TLS_KEY: key } : {}),
  },
});
let announced = false;
child.stdout.on('data', (chunk) => {
  process.stdout.write(chunk);
  if (!announced && /Local|localhost|127\.0\.0\.1/.test(String(chunk))) {
    announced = true;
    console.log(`
  DBCloud portal on the demo fake cloud: ${scheme}://127.0.0.1:${port}/${cert ? ' (HTTP/2)' : ''}
  Sign in as owner@demo.dbcloud.dev (accounts acme and acme-health). In demo mode the
  "Check your e-mail" page offers the sign-in link itself. More demo users: packages/fake-cloud/README.md
`);
  }
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
