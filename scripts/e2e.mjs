#!/usr/bin/env node
// `pnpm e2e [vitest args]`: the portal's browser tests (DESIGN §10). Finds Chromium (installs Debian's
// when it can; never skips), builds the portal (E2E_SKIP_BUILD=1 reuses the last build), serves it with
// `vite preview` (the built app, its CSP header and the fake cloud on one origin) on a free port, runs
// vitest with apps/portal/e2e/vitest.config.ts, stops the server and exits with vitest's code.
// Extra arguments go to vitest, e.g. `pnpm e2e smoke` or `pnpm e2e -t "sign in"`.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { ensurePnpm, run } from './lib/bootstrap.mjs';
import { binOf, ensureChromium, exitOnSignals, portalDir, seconds, startPreview } from './lib/preview.mjs';

const started = Date.now();

function fail(message) {
  console.error(`\n✗ e2e: ${message}`);
  process.exit(1);
}

let vitest;
exitOnSignals((signal) => {
  if (vitest && vitest.exitCode === null) {
    try {
      process.kill(vitest.pid, signal);
    } catch {}
  }
});

let chromiumPath;
try {
  chromiumPath = ensureChromium({
    what: 'the browser tests cannot run (they never skip)',
    command: 'pnpm e2e',
  });
} catch (error) {
  fail(error.message);
}
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

const preview = await startPreview({ log: Boolean(process.env.E2E_SERVER_LOG) }).catch((error) =>
  fail(error.message),
);

const vitestArgs = [binOf('vitest'), 'run', '--config', 'e2e/vitest.config.ts', ...process.argv.slice(2)];
console.log(`\n> vitest ${vitestArgs.slice(1).join(' ')}  (in apps/portal, E2E_BASE_URL=${preview.url})`);
const testsSince = Date.now();
vitest = spawn(process.execPath, vitestArgs, {
  cwd: portalDir,
  stdio: 'inherit',
  env: { ...process.env, E2E_BASE_URL: preview.url, CHROMIUM_PATH: chromiumPath },
});
const code = await new Promise((resolve) => {
  vitest.on('exit', (exitCode, signal) => resolve(exitCode ?? (signal ? 1 : 0)));
});
preview.stop();
if (code !== 0 && !process.env.E2E_SERVER_LOG && preview.output().trim()) {
  console.error(`\nPreview server output (also live with E2E_SERVER_LOG=1):\n${preview.output()}`);
}
console.log(`\n${code === 0 ? '✓' : '✗'} e2e: tests ${seconds(testsSince)}, total ${seconds(started)}`);
process.exit(code);
