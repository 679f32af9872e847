#!/usr/bin/env node
// `pnpm e2e [--at <moment>] [--repeat <n>] [vitest args]`: the portal's browser tests. Finds Chromium
// (installs Debian's when it can; never skips), builds the portal (E2E_SKIP_BUILD=1 reuses the last
// build), serves it with `vite preview` (the built app, its CSP header and the fake cloud on one
// origin) on a free port, runs vitest with apps/portal/e2e/vitest.config.ts, stops the server and
// exits with vitest's code. Extra arguments go to vitest, e.g. `pnpm e2e smoke` or `pnpm e2e -t "sign in"`.
//
// --at '2027-01-01 00:20:00' (or E2E_AT): the preview server and vitest run under Debian's faketime,
// on one clock that starts at that moment (read as UTC; TZ=UTC for them) and moves on from there. The
// pages follow, as they follow the fake cloud in every run (usePortal sets each page's clock to its
// world's). faketime is installed through apt when missing.
// --repeat 3 (or E2E_REPEAT): runs the tests up to three times in a row against one server, stopping
// at the first failing run.
//
// A whole run (no vitest arguments) then checks that the pages called every operation of the
// contract, except those apps/portal/e2e/operations-not-called.json lists with the reason (the fake
// cloud records them).
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { atMoment } from './lib/apt.mjs';
import { ensurePnpm } from './lib/bootstrap.mjs';
import {
  binOf,
  buildPortalUnless,
  ensureChromium,
  ensureFaketime,
  exitOnSignals,
  portalDir,
  seconds,
  startPreview,
} from './lib/preview.mjs';

const started = Date.now();

function fail(message) {
  console.error(`\n✗ e2e: ${message}`);
  process.exit(1);
}

/** Set (to the moment) in the run that faketime wraps: this script, started again under faketime. */
const INNER = 'E2E_FAKETIME_RUN';

/**
 * `--at` and `--repeat` (or E2E_AT, E2E_REPEAT) are this script's; every other argument is vitest's.
 * Returns `{ at, repeat, vitestArgs }`.
 */
function parseArguments(argv) {
  const vitestArgs = [];
  let at = process.env.E2E_AT || undefined;
  let repeat = process.env.E2E_REPEAT || undefined;
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    const [name, inline] = arg.startsWith('--') ? arg.split(/=(.*)/s, 2) : [arg];
    if (name === '--at' || name === '--repeat') {
      const value = inline ?? argv[++i];
      if (value === undefined)
        fail(`${name} needs a value, e.g. ${name === '--at' ? "--at '2027-01-01 00:20:00'" : '--repeat 3'}.`);
      if (name === '--at') at = value;
      else repeat = value;
    } else {
      vitestArgs.push(arg);
    }
  }
  const times = repeat === undefined ? 1 : Number(repeat);
  if (!Number.isInteger(times) || times < 1)
    fail(`--repeat takes a whole number of runs (1 or more), not ${repeat}.`);
  return { at: at === undefined ? undefined : parseMoment(at), repeat: times, vitestArgs };
}

/**
 * The moment of `--at`, read as UTC: `YYYY-MM-DD`, `YYYY-MM-DD HH:MM` or `YYYY-MM-DD HH:MM:SS` (a `T`
 * for the space and a trailing `Z` are accepted). Returns it as faketime reads it, `YYYY-MM-DD HH:MM:SS`.
 */
function parseMoment(text) {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?Z?$/.exec(text.trim());
  const [year, month, day, hour = '00', minute = '00', second = '00'] = match?.slice(1) ?? [];
  const date = match ? new Date(Date.UTC(+year, +month - 1, +day, +hour, +minute, +second)) : undefined;
  const moment = `${year}-${month}-${day} ${hour}:${minute}:${second}`;
  if (!date || Number.isNaN(date.getTime()) || date.toISOString().slice(0, 19).replace('T', ' ') !== moment) {
    fail(`--at ${JSON.stringify(text)} is not a moment: write it as '2027-01-01 00:20:00' (UTC).`);
  }
  return moment;
}

const { at, repeat, vitestArgs: passThrough } = parseArguments(process.argv.slice(2));
const inner = process.env[INNER];

let child;
exitOnSignals((signal) => {
  if (child && child.exitCode === null) {
    try {
      process.kill(child.pid, signal);
    } catch {}
  }
});

let chromiumPath;
try {
  chromiumPath = ensureChromium({
    what: 'the browser tests cannot run (they never skip)',
    command: 'pnpm e2e',
    headlessShell: true,
  });
} catch (error) {
  fail(error.message);
}
console.log(`✓ Chromium: ${chromiumPath}`);
ensurePnpm();

try {
  buildPortalUnless('E2E_SKIP_BUILD');
} catch (error) {
  fail(error.message);
}

if (at && !inner) {
  // Started again under faketime (the build above ran on the real clock): the preview server and
  // vitest, its children, share faketime's clock; their environment is this one plus faketime's own
  // (LD_PRELOAD, FAKETIME, FAKETIME_SHARED), so nothing of it may be built from scratch below.
  try {
    ensureFaketime({ what: `the tests cannot run at ${at}`, command: `pnpm e2e --at '${at}'` });
  } catch (error) {
    fail(error.message);
  }
  const again = [fileURLToPath(import.meta.url), ...passThrough];
  if (repeat > 1) again.push('--repeat', String(repeat));
  const faked = atMoment(at, process.execPath, again);
  console.log(
    `\n> ${[faked.command, ...faked.args].map((arg) => (/\s/.test(arg) ? `'${arg}'` : arg)).join(' ')}`,
  );
  child = spawn(faked.command, faked.args, {
    stdio: 'inherit',
    env: { ...faked.env, E2E_SKIP_BUILD: '1', E2E_AT: '', [INNER]: at },
  });
  const code = await new Promise((resolve) => {
    child.on('exit', (exitCode, signal) => resolve(exitCode ?? (signal ? 1 : 0)));
  });
  console.log(`\n${code === 0 ? '✓' : '✗'} e2e at ${at} UTC: total ${seconds(started)}`);
  process.exit(code);
}
if (inner) {
  console.log(
    `✓ faketime: the server and the tests run from ${inner} UTC on (now ${new Date().toISOString()})`,
  );
}

const preview = await startPreview({ log: Boolean(process.env.E2E_SERVER_LOG) }).catch((error) =>
  fail(error.message),
);

const vitestArgs = [binOf('vitest'), 'run', '--config', 'e2e/vitest.config.ts', ...passThrough];
const wholeRun = passThrough.length === 0;
let code = 0;
const testsSince = Date.now();
for (let round = 1; round <= repeat && code === 0; round += 1) {
  const label = repeat > 1 ? ` (run ${round} of ${repeat})` : '';
  console.log(
    `\n> vitest ${vitestArgs.slice(1).join(' ')}  (in apps/portal, E2E_BASE_URL=${preview.url})${label}`,
  );
  const since = Date.now();
  child = spawn(process.execPath, vitestArgs, {
    cwd: portalDir,
    stdio: 'inherit',
    env: { ...process.env, E2E_BASE_URL: preview.url, CHROMIUM_PATH: chromiumPath },
  });
  code = await new Promise((resolve) => {
    child.on('exit', (exitCode, signal) => resolve(exitCode ?? (signal ? 1 : 0)));
  });
  if (wholeRun) {
    const operationsCode = await checkOperationsCalled();
    if (code === 0) code = operationsCode;
  }
  if (repeat > 1) console.log(`${code === 0 ? '✓' : '✗'} run ${round} of ${repeat}: ${seconds(since)}`);
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
