#!/usr/bin/env node
// `pnpm check:package` for @dbcloud/mcp: publint, attw (ESM only), the packed file list, then what a user
// gets: the packed server and the packed api-client it depends on, installed by npm into a scratch folder
// with nothing but Node, and its `dbcloud-mcp` bin started there by the MCP SDK's own client (as an
// assistant starts it) against the standalone fake cloud, with each tested Node in turn (this one, 22
// and 24: scripts/lib/node-runtimes.mjs), the same install each time.
import { execFileSync, spawn } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { envFor, onEachNode, prepareNodeRuntimes } from '../../../scripts/lib/node-runtimes.mjs';

const pkgDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const root = path.resolve(pkgDir, '../..');
const bin = (name) => path.join(pkgDir, 'node_modules/.bin', name);
const exec = (command, args, options = {}) =>
  execFileSync(command, args, {
    cwd: pkgDir,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    ...options,
  });
const step = async (label, fn) => {
  process.stdout.write(`- ${label}… `);
  const started = Date.now();
  await fn();
  console.log(`ok (${((Date.now() - started) / 1000).toFixed(1)} s)`);
};

/** acme's seeded keys (packages/fake-cloud README). */
const ACTIVE_KEY = 'dbc_DemoAcmeCiDeploymentsKey0000000000000001';
const DEACTIVATED_KEY = 'dbc_DemoAcmeOldReportingJobKey00000000000003';

/** Starts the built standalone fake cloud on a free port; answers its API address and a stop. */
async function startFakeCloud() {
  const cli = path.join(root, 'packages/fake-cloud/dist/cli.mjs');
  if (!existsSync(cli)) {
    execFileSync('pnpm', ['--filter', '@dbcloud/fake-cloud', 'run', 'build'], {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
  }
  const child = spawn(process.execPath, [cli, '--port', '0'], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
      const match = /(http:\/\/\S+\/api\/v1)/.exec(out);
      if (match) resolve(match[1]);
    });
    child.on('exit', (code) => reject(new Error(`the fake cloud exited with ${code}: ${out}`)));
  });
  return { url, stop: () => child.kill('SIGTERM') };
}

/** Restores the fake cloud's seed. */
async function resetFakeCloud(url) {
  const response = await fetch(`${new URL(url).origin}/__fake/reset`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: '{}',
  });
  if (!response.ok) throw new Error(`reset answered ${response.status}`);
}

/**
 * Starts the installed server through the SDK's stdio client, as `command args` (the bin itself, or
 * `npx -y @dbcloud/mcp` as the README configures assistants), runs `fn` with the client, stops it.
 */
async function withClient(scratch, env, [command, ...args], fn) {
  let stderr = '';
  const transport = new StdioClientTransport({
    command,
    args,
    env,
    cwd: scratch,
    stderr: 'pipe',
  });
  transport.stderr?.on('data', (chunk) => {
    stderr += chunk;
  });
  const client = new Client({ name: 'dbcloud-mcp-package-check', version: '1.0.0' });
  try {
    await client.connect(transport);
    await fn(client);
  } catch (error) {
    error.message += `\n${stderr}`;
    throw error;
  } finally {
    await client.close();
  }
  if (stderr.includes(env.DBCLOUD_API_KEY)) throw new Error('the key appeared on stderr');
}

/** The products the account has, by id. */
async function productIds(client) {
  const { products } = (await client.callTool({ name: 'products_list', arguments: {} })).structuredContent;
  return products.map((product) => product.productId);
}

/** Packs a workspace package into `dir`; answers the tarball's path. */
function pack(packageDir, dir) {
  mkdirSync(dir, { recursive: true });
  exec('pnpm', ['pack', '--pack-destination', dir], { cwd: packageDir });
  const tarball = readdirSync(dir).find((file) => file.endsWith('.tgz'));
  if (!tarball) throw new Error(`no tarball packed for ${packageDir}`);
  return path.join(dir, tarball);
}

const nodeRuntimes = prepareNodeRuntimes();
const work = mkdtempSync(path.join(tmpdir(), 'dbcloud-mcp-pack-'));
try {
  await step('publint --strict', () => {
    const out = exec(bin('publint'), ['--strict']);
    if (!/All good/i.test(out)) throw new Error(out);
  });

  await step('attw --profile esm-only', () => {
    exec(bin('attw'), ['--pack', '.', '--profile', 'esm-only', '--format', 'table-flipped']);
  });

  let mcpTarball;
  let clientTarball;
  await step('pack contents', () => {
    mcpTarball = pack(pkgDir, path.join(work, 'mcp'));
    clientTarball = pack(path.join(root, 'packages/api-client'), path.join(work, 'api-client'));
    const files = exec('tar', ['-tzf', mcpTarball])
      .trim()
      .split('\n')
      .map((file) => file.replace(/^package\//, ''));
    const required = ['package.json', 'README.md', 'dist/cli.js', 'dist/index.js', 'dist/index.d.ts'];
    const missing = required.filter((file) => !files.includes(file));
    const unwanted = files.filter((file) => /^(src|test|scripts)\//.test(file) || file.endsWith('.map'));
    if (missing.length || unwanted.length) {
      throw new Error(`missing: ${missing.join(', ') || '-'}; unwanted: ${unwanted.join(', ') || '-'}`);
    }
    const packed = JSON.parse(exec('tar', ['-xzOf', mcpTarball, 'package/package.json']));
    const client = packed.dependencies?.['@dbcloud/api-client'];
    if (!/^\^\d+\.\d+\.\d+$/.test(client ?? '')) {
      throw new Error(`the packed server must depend on a released api-client version, not "${client}"`);
    }
    if (packed.bin?.['dbcloud-mcp'] !== './dist/cli.js') throw new Error('the packed server lacks its bin');
  });

  const scratch = path.join(work, 'scratch');
  await step('npm install of both tarballs in a scratch folder', () => {
    mkdirSync(scratch);
    writeFileSync(
      path.join(scratch, 'package.json'),
      JSON.stringify({ name: 'scratch', private: true, type: 'module' }),
    );
    exec(
      'npm',
      [
        'install',
        '--no-audit',
        '--no-fund',
        '--prefer-offline',
        '--loglevel=error',
        clientTarball,
        mcpTarball,
      ],
      { cwd: scratch },
    );
  });

  const runtimes = await nodeRuntimes();
  let server;
  await step('the standalone fake cloud', async () => {
    server = await startFakeCloud();
  });
  try {
    const expected = JSON.parse(readFileSync(path.join(pkgDir, 'package.json'), 'utf8')).version;
    await onEachNode(runtimes, 'the installed dbcloud-mcp, started by the SDK’s client', async (runtime) => {
      // Only Node (first on PATH: the bin's `#!/usr/bin/env node` finds this runtime) and the server's
      // own settings: nothing from this workspace.
      const env = envFor(runtime, {
        PATH: process.env.PATH,
        DBCLOUD_URL: server.url,
        DBCLOUD_ACCOUNT: 'acme',
        DBCLOUD_API_KEY: ACTIVE_KEY,
      });
      const found = exec('node', ['--version'], { cwd: scratch, env }).trim();
      if (found !== `v${runtime.version}`)
        throw new Error(`node on PATH is ${found}, not v${runtime.version}`);
      const version = exec(path.join(scratch, 'node_modules/.bin/dbcloud-mcp'), ['--version'], {
        cwd: scratch,
        env,
      }).trim();
      if (version !== expected) throw new Error(`dbcloud-mcp --version answered ${version}, not ${expected}`);
      await resetFakeCloud(server.url);

      const installed = path.join(scratch, 'node_modules/.bin/dbcloud-mcp');
      // Read-only, started as the README configures assistants (npx finds the installed package, and
      // offline it would fail rather than fetch one): the read tools only; which products are running.
      const npx = ['npx', '-y', '@dbcloud/mcp'];
      await withClient(scratch, { ...env, npm_config_offline: 'true' }, npx, async (client) => {
        const { tools } = await client.listTools();
        const changing = tools.filter((tool) => !tool.annotations?.readOnlyHint).map((tool) => tool.name);
        if (tools.length !== 10 || changing.length > 0) {
          throw new Error(`read-only lists ${tools.map((tool) => tool.name).join(', ')}`);
        }
        const { products } = (await client.callTool({ name: 'products_list', arguments: {} }))
          .structuredContent;
        const running = products.filter((product) => product.status === 'running').map((p) => p.productId);
        if (!running.includes('prd-orders-eu')) throw new Error(`running products: ${running.join(', ')}`);
      });

      // With --allow-writes: a product is created only by the second call, after a priced preview.
      await withClient(scratch, env, [installed, '--allow-writes'], async (client) => {
        const args = {
          tier: 'Development',
          name: 'Search (EU)',
          subdomain: 'search',
          cloudProvider: 'Gcp',
          region: 'europe-west1',
          instanceType: 'D20',
        };
        const preview = (await client.callTool({ name: 'products_create', arguments: args }))
          .structuredContent;
        const cents = preview?.preview?.price?.newMonthlyEstimateCents;
        if (!(cents > 0)) throw new Error(`the preview has no price: ${JSON.stringify(preview)}`);
        const before = await productIds(client);
        if (before.includes('prd-search-eu')) throw new Error('the preview created the product');
        const done = await client.callTool({
          name: 'products_create',
          arguments: { ...args, confirmationToken: preview.confirmation.token },
        });
        if (done.structuredContent?.result?.product?.productId !== 'prd-search-eu') {
          throw new Error(`the confirming call: ${JSON.stringify(done)}`);
        }
      });

      // A deactivated key: a tool error with the API's problem.
      await withClient(scratch, { ...env, DBCLOUD_API_KEY: DEACTIVATED_KEY }, [installed], async (client) => {
        const refused = await client.callTool({ name: 'products_list', arguments: {} });
        if (!refused.isError || !/was deactivated/.test(refused.content[0]?.text ?? '')) {
          throw new Error(`a deactivated key: ${JSON.stringify(refused)}`);
        }
      });
    });
  } finally {
    server?.stop();
  }
} catch (error) {
  if (error.reported) console.error(error.message);
  else {
    console.log('FAILED');
    console.error(error.stdout || '', error.stderr || '', error.message);
  }
  process.exitCode = 1;
} finally {
  rmSync(work, { recursive: true, force: true });
}
