#!/usr/bin/env node
// `pnpm e2e [vitest args]`: the portal's browser tests (DESIGN §10). Finds Chromium (installs Debian's
// when it can; never skips), builds the portal (E2E_SKIP_BUILD=1 reuses the last build), serves it with
// `vite preview` (the built app, its CSP header and the fake cloud on one origin) on a free port, runs
// vitest with apps/portal/e2e/vitest.config.ts, stops the server and exits with vitest's code.
// Extra arguments go to vitest, e.g. `pnpm e2e smoke` or `pnpm e2e -t "sign in"`.
import { spawn, spawnSync } from 'node:child_process';
import { accessSync, constants, existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import path from 'node:path';
import { ensurePnpm, root, run } from './lib/bootstrap.mjs';

const started = Date.now();
const portalDir = path.join(root, 'apps/portal');
const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

function fail(message) {
  console.error(`\n✗ e2e: ${message}`);
  process.exit(1);
}

// --- Chromium -------------------------------------------------------------------------------------

function isExecutable(file) {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

function canSudo() {
  return spawnSync('sudo', ['-n', 'true'], { stdio: 'ignore' }).status === 0;
}

function installChromium() {
  const asRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!asRoot && !canSudo()) return false;
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const apt = (args) => {
    const [command, argv] = asRoot
      ? ['apt-get', args]
      : ['sudo', ['-n', 'env', 'DEBIAN_FRONTEND=noninteractive', 'apt-get', ...args]];
    console.log(`> ${[command, ...argv].join(' ')}`);
    return spawnSync(command, argv, { stdio: 'inherit', env }).status === 0;
  };
  console.log('> Chromium is missing: installing Debian’s chromium package');
  return apt(['update']) && apt(['install', '-y', 'chromium']);
}

function ensureChromium() {
  const fromEnv = process.env.CHROMIUM_PATH;
  const executable = fromEnv || '/usr/bin/chromium';
  if (isExecutable(executable)) return executable;
  if (fromEnv)
    fail(
      `CHROMIUM_PATH=${fromEnv} is not an executable file. Point it at Chromium, or unset it to use /usr/bin/chromium.`,
    );
  if (installChromium() && isExecutable(executable)) return executable;
  fail(
    [
      'Chromium is not installed and could not be installed, so the browser tests cannot run (they never skip).',
      'Install it, then run `pnpm e2e` again:',
      '  Debian/Ubuntu: sudo apt-get update && sudo apt-get install -y chromium',
      '  elsewhere: install Chromium or Chrome and set CHROMIUM_PATH=/path/to/the/executable',
    ].join('\n'),
  );
}

// --- The preview server ---------------------------------------------------------------------------

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

function binOf(packageName, binName = packageName) {
  const require = createRequire(path.join(portalDir, 'package.json'));
  const manifestPath = require.resolve(`${packageName}/package.json`);
  const { bin } = JSON.parse(readFileSync(manifestPath, 'utf8'));
  return path.join(path.dirname(manifestPath), typeof bin === 'string' ? bin : bin[binName]);
}

let server;
let vitest;
let serverOutput = '';

function stopServer() {
  if (server && server.exitCode === null && server.signalCode === null) {
    try {
      process.kill(server.pid, 'SIGTERM');
    } catch {}
  }
}

process.on('exit', stopServer);
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    if (vitest && vitest.exitCode === null) {
      try {
        process.kill(vitest.pid, signal);
      } catch {}
    }
    stopServer();
    process.exit(128 + (signal === 'SIGINT' ? 2 : signal === 'SIGTERM' ? 15 : 1));
  });
}

async function startServer(port) {
  const since = Date.now();
  const vite = binOf('vite');
  const args = [vite, 'preview', '--port', String(port), '--strictPort', '--host', '127.0.0.1'];
  console.log(`\n> node ${path.relative(root, vite)} ${args.slice(1).join(' ')}  (in apps/portal)`);
  server = spawn(process.execPath, args, {
    cwd: portalDir,
    env: { ...process.env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const keep = (chunk) => {
    serverOutput = (serverOutput + chunk).slice(-100_000);
    if (process.env.E2E_SERVER_LOG) process.stderr.write(`[preview] ${chunk}`);
  };
  server.stdout.setEncoding('utf8').on('data', keep);
  server.stderr.setEncoding('utf8').on('data', keep);

  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  let last = 'no answer yet';
  while (Date.now() < deadline) {
    if (server.exitCode !== null || server.signalCode !== null) {
      fail(
        `the preview server exited (${server.exitCode ?? server.signalCode}) before answering:\n${serverOutput}`,
      );
    }
    try {
      const response = await fetch(`${url}/api/v1/configuration`, { signal: AbortSignal.timeout(2_000) });
      if (response.status === 200) {
        console.log(`✓ preview server on ${url} (pid ${server.pid}, ready in ${seconds(since)})`);
        return url;
      }
      last = `GET /api/v1/configuration answered ${response.status}`;
    } catch (error) {
      last = error instanceof Error ? (error.cause?.code ?? error.message) : String(error);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  stopServer();
  fail(
    `the preview server did not answer GET ${url}/api/v1/configuration with 200 within 60 s (${last}).\n${serverOutput}`,
  );
}

// --- Main -----------------------------------------------------------------------------------------

const chromiumPath = ensureChromium();
console.log(`✓ Chromium: ${chromiumPath}`);
ensurePnpm();

if (process.env.E2E_SKIP_BUILD === '1') {
  if (!existsSync(path.join(portalDir, 'dist/index.html'))) {
    fail('E2E_SKIP_BUILD=1 but apps/portal/dist/index.html does not exist: run once without it.');
  }
  console.log('✓ build skipped (E2E_SKIP_BUILD=1): serving the last apps/portal/dist');
} else {
  run('pnpm', ['--filter', '@dbcloud/portal...', 'run', 'build']);
}

const baseUrl = await startServer(await freePort());

const vitestArgs = [binOf('vitest'), 'run', '--config', 'e2e/vitest.config.ts', ...process.argv.slice(2)];
console.log(`\n> vitest ${vitestArgs.slice(1).join(' ')}  (in apps/portal, E2E_BASE_URL=${baseUrl})`);
const testsSince = Date.now();
vitest = spawn(process.execPath, vitestArgs, {
  cwd: portalDir,
  stdio: 'inherit',
  env: { ...process.env, E2E_BASE_URL: baseUrl, CHROMIUM_PATH: chromiumPath },
});
const code = await new Promise((resolve) => {
  vitest.on('exit', (exitCode, signal) => resolve(exitCode ?? (signal ? 1 : 0)));
});
stopServer();
if (code !== 0 && !process.env.E2E_SERVER_LOG && serverOutput.trim()) {
  console.error(`\nPreview server output (also live with E2E_SERVER_LOG=1):\n${serverOutput}`);
}
console.log(`\n${code === 0 ? '✓' : '✗'} e2e: tests ${seconds(testsSince)}, total ${seconds(started)}`);
process.exit(code);
