#!/usr/bin/env node
// `pnpm check:package` for @dbcloud/fake-cloud: publint, attw (ESM only), the packed file list, then what
// a third party gets: the packed fake cloud and the packed api-client it depends on, installed by npm into
// a scratch folder with nothing but Node (npm adds msw, the peer dependency), and, with each tested Node
// in turn (this one, 22 and 24: scripts/lib/node-runtimes.mjs), the same install each time:
// - `npx @dbcloud/fake-cloud --port 0` started as its README says, answering `GET /configuration`;
// - the msw handlers imported by an ESM script and run under msw's `setupServer`;
// - the packed api-client, from an ES module and from a CommonJS script, listing acme's products from
//   that server with the demo key the server printed when it started.
// The steps are scripts/lib/package-check.mjs's; this file says what the tarball holds and what the
// installed package must do, and a consumer's TypeScript that must type-check against it (once: that
// does not depend on the runtime).
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkInstalledBin } from '../../../scripts/lib/package-check.mjs';

/** The handlers in a test's own msw, as the README's vitest example uses them (without vitest). */
const HANDLERS_SCRIPT = `
import { setupServer } from 'msw/node';
import { createFakeCloud, DEMO_API_KEY_SECRETS } from '@dbcloud/fake-cloud';

const server = setupServer(...createFakeCloud().handlers);
server.listen({ onUnhandledRequest: 'error' });
try {
  const configuration = await fetch('https://api.test/api/v1/configuration');
  const products = await fetch('https://api.test/api/v1/products/get-products/acme', {
    headers: { Authorization: \`Bearer \${DEMO_API_KEY_SECRETS.key_7f3a9c2e1b4d}\` },
  });
  const ids = (await products.json()).map((product) => product.productId);
  console.log(\`configuration \${configuration.status}, products \${products.status}: \${ids.join(' ')}\`);
} finally {
  server.close();
}
`;

/** A consumer's test setup in TypeScript: the handlers in its own msw, type-checked with no skipLibCheck. */
const CONSUMER_TS = `
import { createFakeCloud, DEMO_API_KEY_SECRETS, type FakeCloudOptions } from '@dbcloud/fake-cloud';
import { startFakeCloudServer } from '@dbcloud/fake-cloud/node';
import { KEYS, startStandaloneFakeCloud } from '@dbcloud/fake-cloud/standalone';
import { setupServer } from 'msw/node';

const options: FakeCloudOptions = { scenario: 'default', apiBaseUrl: 'https://api.test/api/v1' };
const cloud = createFakeCloud(options);
const server = setupServer(...cloud.handlers);
server.listen();
cloud.reset('large');
const key: string = DEMO_API_KEY_SECRETS.key_7f3a9c2e1b4d;
const standalone = await startStandaloneFakeCloud(['--api-key-budget', '5']);
const url: string = standalone.url;
const { close } = await startFakeCloudServer({ port: 0 });
await close();
export { KEYS, key, url };
`;

/** Type-checks CONSUMER_TS in the scratch folder against the installed packages' declarations. */
function typeCheckConsumer(scratch, exec, pkgDir) {
  writeFileSync(path.join(scratch, 'consumer.ts'), CONSUMER_TS);
  writeFileSync(
    path.join(scratch, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: {
        target: 'ES2022',
        module: 'NodeNext',
        moduleResolution: 'NodeNext',
        strict: true,
        noEmit: true,
        skipLibCheck: false,
        types: ['node'],
        lib: ['ES2023', 'DOM'],
      },
      files: ['consumer.ts'],
    }),
  );
  // The consumer's own Node types, as its devDependencies would provide them (unless npm brought some).
  const nodeTypes = path.join(scratch, 'node_modules/@types/node');
  if (!existsSync(nodeTypes)) {
    mkdirSync(path.dirname(nodeTypes), { recursive: true });
    symlinkSync(path.join(pkgDir, 'node_modules/@types/node'), nodeTypes);
  }
  exec(process.execPath, [path.join(pkgDir, 'node_modules/typescript/bin/tsc'), '-p', scratch]);
}

/** The api-client against the started server, from an ES module. */
const CLIENT_ESM = `
import { createApiClient, unwrap } from '@dbcloud/api-client';

const api = createApiClient({ baseUrl: process.env.DBCLOUD_URL, apiKey: process.env.DBCLOUD_API_KEY });
const products = await unwrap(
  api.GET('/products/get-products/{domainName}', { params: { path: { domainName: 'acme' } } }),
);
for (const product of products) console.log(\`\${product.productId}\\t\${product.status}\`);
`;

/** The same from CommonJS: the api-client is an ES module, which a CommonJS script imports. */
const CLIENT_CJS = `
'use strict';
(async () => {
  const { createApiClient, unwrap } = await import('@dbcloud/api-client');
  const api = createApiClient({ baseUrl: process.env.DBCLOUD_URL, apiKey: process.env.DBCLOUD_API_KEY });
  const products = await unwrap(
    api.GET('/products/get-products/{domainName}', { params: { path: { domainName: 'acme' } } }),
  );
  for (const product of products) console.log(\`\${product.productId}\\t\${product.status}\`);
})().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
`;

/**
 * Starts `command args` (the installed server) in its own process group and waits for the lines it
 * prints at start: answers the API's `url`, the demo `apiKey` it names, its whole `banner` and `stop()`.
 */
function startServer(scratch, env, [command, ...args]) {
  const child = spawn(command, args, {
    cwd: scratch,
    env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // npx runs the bin in a child of its own: stopping the group stops both.
  const stop = () => {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {}
  };
  return new Promise((resolve, reject) => {
    let out = '';
    let err = '';
    const timer = setTimeout(() => {
      stop();
      reject(new Error(`no address printed in 30 s:\n${out}${err}`));
    }, 30_000);
    child.stderr.on('data', (chunk) => {
      err += chunk;
    });
    child.stdout.on('data', (chunk) => {
      out += chunk;
      const url = /(http:\/\/\S+\/api\/v1)/.exec(out)?.[1];
      const apiKey = /API key of acme.*?(dbc_\w+)/.exec(out)?.[1];
      if (url && apiKey) {
        clearTimeout(timer);
        resolve({ url, apiKey, banner: out, stop });
      }
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${command} ${args.join(' ')} exited with ${code}:\n${out}${err}`));
    });
  });
}

const pkgDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
let typeChecked = false;
await checkInstalledBin({
  pkgDir,
  name: 'fake-cloud',
  what: 'fake cloud',
  workspaceFakeCloud: false,
  required: [
    'package.json',
    'README.md',
    'dist/cli.mjs',
    'dist/index.mjs',
    'dist/index.d.mts',
    'dist/node.mjs',
    'dist/node.d.mts',
    'dist/standalone.mjs',
    'dist/standalone.d.mts',
    'dist/vite.mjs',
    'dist/vite.d.mts',
  ],
  checkManifest: (manifest) => {
    if (manifest.private) throw new Error('the packed fake cloud is private');
    if (manifest.bin?.['dbcloud-fake-cloud'] !== './dist/cli.mjs' || Object.keys(manifest.bin).length !== 1) {
      throw new Error(`bin: ${JSON.stringify(manifest.bin)}`);
    }
    if (!manifest.peerDependencies?.msw || manifest.peerDependenciesMeta?.msw?.optional) {
      throw new Error('msw must be a required peer dependency (npm installs it for npx)');
    }
  },
  label: 'npx @dbcloud/fake-cloud, its handlers and the api-client against it',
  run: async ({ env, scratch, exec }) => {
    if (!typeChecked) {
      typeCheckConsumer(scratch, exec, pkgDir);
      typeChecked = true;
    }
    writeFileSync(path.join(scratch, 'handlers.mjs'), HANDLERS_SCRIPT);
    writeFileSync(path.join(scratch, 'client.mjs'), CLIENT_ESM);
    writeFileSync(path.join(scratch, 'client.cjs'), CLIENT_CJS);

    const handlers = exec('node', ['handlers.mjs'], { env });
    if (!/^configuration 200, products 200: .*\bprd-orders-eu\b/m.test(handlers)) {
      throw new Error(`handlers.mjs printed:\n${handlers}`);
    }

    // As the README starts it (npx finds the installed package; offline it would fail, not fetch one).
    const server = await startServer(scratch, { ...env, npm_config_offline: 'true' }, [
      'npx',
      '-y',
      '@dbcloud/fake-cloud',
      '--port',
      '0',
    ]);
    try {
      if (!/Sign in: .*owner@demo\.dbcloud\.dev/.test(server.banner)) {
        throw new Error(`the banner names no demo sign-in:\n${server.banner}`);
      }
      const response = await fetch(`${server.url}/configuration`);
      const configuration = await response.json();
      if (response.status !== 200 || configuration.environment !== 'demo') {
        throw new Error(`GET /configuration: ${response.status} ${JSON.stringify(configuration)}`);
      }
      const clientEnv = { ...env, DBCLOUD_URL: server.url, DBCLOUD_API_KEY: server.apiKey };
      for (const script of ['client.mjs', 'client.cjs']) {
        const out = exec('node', [script], { env: clientEnv });
        if (!/^prd-orders-eu\trunning$/m.test(out)) throw new Error(`${script} printed:\n${out}`);
      }
    } finally {
      server.stop();
    }
  },
});
