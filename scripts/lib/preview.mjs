// What the scripts that drive the built portal in Chromium share (`pnpm e2e`, `pnpm screenshots`, the
// benchmarks): building it or reusing the last build, finding Chromium (installing Debian's when it
// can) and serving apps/portal/dist with `vite preview` (the built app, its CSP header and the fake
// cloud on one origin) on a free port.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import path from 'node:path';
import { aptInstall, isExecutable } from './apt.mjs';
import { root, run } from './bootstrap.mjs';

export const portalDir = path.join(root, 'apps/portal');
export const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

/**
 * Builds the portal (and the packages it uses), or, when the environment variable `skip` is `1`,
 * reuses the last build. Throws when asked to reuse a build that is not there.
 */
export function buildPortalUnless(skip) {
  if (process.env[skip] === '1') {
    if (!existsSync(path.join(portalDir, 'dist/index.html'))) {
      throw new Error(`${skip}=1 but apps/portal/dist/index.html does not exist: run once without it.`);
    }
    console.log(`✓ build skipped (${skip}=1): serving the last apps/portal/dist`);
  } else {
    run('pnpm', ['--filter', '@dbcloud/portal...', 'run', 'build']);
  }
}

// --- Chromium -------------------------------------------------------------------------------------

/**
 * The Chromium executable: `CHROMIUM_PATH`, else Debian's, installed through apt when missing. Throws
 * saying how to install it, e.g. `{ what: 'the browser tests cannot run', command: 'pnpm e2e' }`.
 *
 * `headlessShell`: Debian's `chromium-headless-shell` (/usr/bin/chromium-headless-shell), the same
 * Chromium build without the desktop browser's shell, which Playwright uses for headless runs too: the
 * browser tests run on it, about an eighth faster on the 2-core machine (the same files, 174 s against
 * 154 s). The screenshots and the benchmarks keep the full browser, whose figures are a phone's.
 */
export function ensureChromium({ what, command, headlessShell = false }) {
  const fromEnv = process.env.CHROMIUM_PATH;
  const aptPackage = headlessShell ? 'chromium-headless-shell' : 'chromium';
  const executable = fromEnv || `/usr/bin/${aptPackage}`;
  if (isExecutable(executable)) return executable;
  if (fromEnv) {
    throw new Error(
      `CHROMIUM_PATH=${fromEnv} is not an executable file. Point it at Chromium, or unset it to use /usr/bin/${aptPackage}.`,
    );
  }
  if (aptInstall([aptPackage], `${aptPackage} is missing`) && isExecutable(executable)) return executable;
  throw new Error(
    [
      `Chromium (${aptPackage}) is not installed and could not be installed, so ${what}.`,
      `Install it, then run \`${command}\` again:`,
      `  Debian/Ubuntu: sudo apt-get update && sudo apt-get install -y ${aptPackage}`,
      '  elsewhere: install Chromium or Chrome and set CHROMIUM_PATH=/path/to/the/executable',
    ].join('\n'),
  );
}

export { ensureFaketime } from './apt.mjs';

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

/** The path of a package's executable, resolved from apps/portal. */
export function binOf(packageName, binName = packageName) {
  const require = createRequire(path.join(portalDir, 'package.json'));
  const manifestPath = require.resolve(`${packageName}/package.json`);
  const { bin } = JSON.parse(readFileSync(manifestPath, 'utf8'));
  return path.join(path.dirname(manifestPath), typeof bin === 'string' ? bin : bin[binName]);
}

/**
 * Starts `vite preview` on a free port and resolves once GET /api/v1/configuration answers 200.
 * Returns `{ url, stop, output }`; the server is stopped (by its PID) when this process exits.
 * `log` streams its output live; `output()` is its last 100 KB. Throws with that output when it fails.
 */
export async function startPreview({ log = false } = {}) {
  const since = Date.now();
  const port = await freePort();
  const vite = binOf('vite');
  const args = [vite, 'preview', '--port', String(port), '--strictPort', '--host', '127.0.0.1'];
  console.log(`\n> node ${path.relative(root, vite)} ${args.slice(1).join(' ')}  (in apps/portal)`);
  const server = spawn(process.execPath, args, {
    cwd: portalDir,
    env: { ...process.env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk) => {
    output = (output + chunk).slice(-100_000);
    if (log) process.stderr.write(`[preview] ${chunk}`);
  };
  server.stdout.setEncoding('utf8').on('data', keep);
  server.stderr.setEncoding('utf8').on('data', keep);
  const running = () => server.exitCode === null && server.signalCode === null;
  const stop = () => {
    if (!running()) return;
    try {
      process.kill(server.pid, 'SIGTERM');
    } catch {}
  };
  process.on('exit', stop);

  const url = `http://127.0.0.1:${port}`;
  // A cap for a server that never answers, not a wait: on a busy machine the first answer took 40 s.
  const deadline = Date.now() + 180_000;
  let last = 'no answer yet';
  while (Date.now() < deadline) {
    if (!running()) {
      throw new Error(
        `the preview server exited (${server.exitCode ?? server.signalCode}) before answering:\n${output}`,
      );
    }
    try {
      const response = await fetch(`${url}/api/v1/configuration`, { signal: AbortSignal.timeout(2_000) });
      if (response.status === 200) {
        console.log(`✓ preview server on ${url} (pid ${server.pid}, ready in ${seconds(since)})`);
        return { url, stop, output: () => output };
      }
      last = `GET /api/v1/configuration answered ${response.status}`;
    } catch (error) {
      last = error instanceof Error ? (error.cause?.code ?? error.message) : String(error);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  stop();
  throw new Error(
    `the preview server did not answer GET ${url}/api/v1/configuration with 200 within 180 s (${last}).\n${output}`,
  );
}

/** On SIGINT, SIGTERM or SIGHUP: `cleanup(signal)`, then exit (which stops the preview server). */
export function exitOnSignals(cleanup = () => {}) {
  const codes = { SIGHUP: 1, SIGINT: 2, SIGTERM: 15 };
  for (const [signal, number] of Object.entries(codes)) {
    process.on(signal, () => {
      cleanup(signal);
      process.exit(128 + number);
    });
  }
}
