#!/usr/bin/env node
// `pnpm e2e [vitest args]`: the portal's browser tests (DESIGN §10). Finds Chromium (installs Debian's
// when it can; never skips), builds the portal (E2E_SKIP_BUILD=1 reuses the last build), serves it with
// `vite preview` (the built app, its CSP header and the fake cloud on one origin) on a free port, runs
// vitest with apps/portal/e2e/vitest.config.ts, stops the server and exits with vitest's code.
// Extra arguments go to vitest, e.g. `pnpm e2e smoke` or `pnpm e2e -t "sign in"`.
// A whole run (no arguments) then checks that the pages called every operation of the contract, except
// those apps/portal/e2e/operations-not-called.json lists with the reason (the fake cloud records them).
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
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
let code = await new Promise((resolve) => {
  vitest.on('exit', (exitCode, signal) => resolve(exitCode ?? (signal ? 1 : 0)));
});
if (process.argv.length === 2) {
  const operationsCode = await checkOperationsCalled();
  if (code === 0) code = operationsCode;
}
preview.stop();
if (code !== 0 && !process.env.E2E_SERVER_LOG && preview.output().trim()) {
  console.error(`\nPreview server output (also live with E2E_SERVER_LOG=1):\n${preview.output()}`);
}
/**
 * Every operation of the contract was called by a page during the run, but those listed as not called
 * (each with its reason); a listed one that is now called must leave the list. Returns the exit code.
 */
async function checkOperationsCalled() {
  const contract = JSON.parse(
    readFileSync(path.join(portalDir, '../../packages/api-client/openapi.json'), 'utf8'),
  );
  const all = Object.values(contract.paths).flatMap((item) =>
    Object.values(item).flatMap((op) =>
      op && typeof op === 'object' && op.operationId ? [op.operationId] : [],
    ),
  );
  const listFile = path.join(portalDir, 'e2e/operations-not-called.json');
  const notCalled = existsSync(listFile) ? JSON.parse(readFileSync(listFile, 'utf8')) : {};
  const response = await fetch(new URL('/__fake/operations', preview.url));
  const called = new Set((await response.json()).calledByPages);
  const missing = all.filter((id) => !called.has(id) && !(id in notCalled));
  const nowCalled = Object.keys(notCalled).filter((id) => called.has(id));
  const unknown = Object.keys(notCalled).filter((id) => !all.includes(id));
  console.log(`\nThe pages called ${called.size} of the contract's ${all.length} operations.`);
  for (const [id, reason] of Object.entries(notCalled)) {
    if (!called.has(id)) console.log(`  not called: ${id} (${reason})`);
  }
  if (missing.length) console.error(`✗ no browser test calls: ${missing.join(', ')}`);
  if (nowCalled.length)
    console.error(
      `✗ called now, take them off ${path.relative(process.cwd(), listFile)}: ${nowCalled.join(', ')}`,
    );
  if (unknown.length) console.error(`✗ not in the contract: ${unknown.join(', ')}`);
  return missing.length || nowCalled.length || unknown.length ? 1 : 0;
}

console.log(`\n${code === 0 ? '✓' : '✗'} e2e: tests ${seconds(testsSince)}, total ${seconds(started)}`);
process.exit(code);
