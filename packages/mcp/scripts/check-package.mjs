#!/usr/bin/env node
// `pnpm check:package` for @dbcloud/mcp: publint, attw (ESM only), the packed file list, then what a user
// gets: the packed server and the packed api-client it depends on, installed by npm into a scratch folder
// with nothing but Node, and its `dbcloud-mcp` bin started there by the MCP SDK's own client (as an
// assistant starts it) against the standalone fake cloud, with each tested Node in turn (this one, 22
// and 24: scripts/lib/node-runtimes.mjs), the same install each time. The steps are
// scripts/lib/package-check.mjs's; this file says what the tarball holds and what the installed
// `dbcloud-mcp` must do.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { ElicitRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import { checkInstalledBin } from '../../../scripts/lib/package-check.mjs';

/**
 * Starts the installed server through the SDK's stdio client, as `command args` (the bin itself, or
 * `npx -y @dbcloud/mcp` as the README configures assistants), runs `fn` with the client, stops it.
 * With `ask`, the client declares elicitation and `ask` answers each question the server asks the person.
 */
async function withClient(scratch, env, [command, ...args], fn, ask) {
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
  const client = new Client(
    { name: 'dbcloud-mcp-package-check', version: '1.0.0' },
    { capabilities: ask ? { elicitation: {} } : {} },
  );
  if (ask) client.setRequestHandler(ElicitRequestSchema, (request) => ask(request.params));
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

await checkInstalledBin({
  pkgDir: path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..'),
  name: 'mcp',
  what: 'server',
  required: ['package.json', 'README.md', 'dist/cli.js', 'dist/index.js', 'dist/index.d.ts'],
  checkManifest: (packed) => {
    if (packed.bin?.['dbcloud-mcp'] !== './dist/cli.js') throw new Error('the packed server lacks its bin');
  },
  label: 'the installed dbcloud-mcp, started by the SDK’s client',
  run: async ({ env: base, scratch, exec, server, keys, version: expected }) => {
    const env = { ...base, DBCLOUD_API_KEY: keys.acme };
    const version = exec(path.join(scratch, 'node_modules/.bin/dbcloud-mcp'), ['--version'], {
      env,
    }).trim();
    if (version !== expected) throw new Error(`dbcloud-mcp --version answered ${version}, not ${expected}`);
    await server.reset();

    const installed = path.join(scratch, 'node_modules/.bin/dbcloud-mcp');
    // Read-only, started as the README configures assistants (npx finds the installed package, and
    // offline it would fail rather than fetch one): the read tools only; which products are running.
    const npx = ['npx', '-y', '@dbcloud/mcp'];
    await withClient(scratch, { ...env, npm_config_offline: 'true' }, npx, async (client) => {
      const { tools } = await client.listTools();
      // Read-only: every tool listed is announced read-only, the reads are there, no change is.
      const names = tools.map((tool) => tool.name);
      const changing = tools.filter((tool) => !tool.annotations?.readOnlyHint).map((tool) => tool.name);
      if (changing.length > 0 || !names.includes('products_list') || names.includes('backups_link')) {
        throw new Error(`read-only lists ${tools.map((tool) => tool.name).join(', ')}`);
      }
      const { products } = (await client.callTool({ name: 'products_list', arguments: {} }))
        .structuredContent;
      const running = products.filter((product) => product.status === 'running').map((p) => p.productId);
      if (!running.includes('prd-orders-eu')) throw new Error(`running products: ${running.join(', ')}`);
    });

    // With --allow-writes: a product is created only once the person agrees, asked by their client
    // with the plan's price.
    const asked = [];
    await withClient(
      scratch,
      env,
      [installed, '--allow-writes'],
      async (client) => {
        const args = {
          tier: 'Development',
          name: 'Search (EU)',
          subdomain: 'search',
          cloudProvider: 'Gcp',
          region: 'europe-west1',
          instanceType: 'D20',
        };
        const done = await client.callTool({ name: 'products_create', arguments: args });
        if (done.structuredContent?.result?.product?.productId !== 'prd-search-eu') {
          throw new Error(`the confirmed create: ${JSON.stringify(done)}`);
        }
        if (asked.length !== 1 || !/a month after the change/.test(asked[0])) {
          throw new Error(`the person was asked: ${JSON.stringify(asked)}`);
        }
        if (!(await productIds(client)).includes('prd-search-eu')) throw new Error('no product was created');
      },
      (question) => {
        asked.push(question.message);
        return { action: 'accept', content: { confirm: true } };
      },
    );

    // A deactivated key: a tool error with the API's problem.
    await withClient(
      scratch,
      { ...env, DBCLOUD_API_KEY: keys.acmeDeactivated },
      [installed],
      async (client) => {
        // The API's problem as structured content; the text, a fixed notice then the same as JSON.
        const refused = await client.callTool({ name: 'products_list', arguments: {} });
        const { error } = refused.structuredContent ?? {};
        if (
          !refused.isError ||
          error?.status !== 401 ||
          !/was deactivated/.test(error.detail ?? '') ||
          JSON.parse(refused.content[1]?.text ?? '{}').error?.detail !== error.detail
        ) {
          throw new Error(`a deactivated key: ${JSON.stringify(refused)}`);
        }
      },
    );
  },
});
