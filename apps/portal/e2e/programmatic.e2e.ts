// Programmatic access: a key made in the portal works outside the browser, from a Node script
// with the published SDK and from the `dbcloud` CLI, until it is deactivated in the portal; then the same
// call fails with 401 and the CLI exits 1 with the problem's words. A key cannot do what only a signed-in
// person may: create a key, read the profile (403). A scale plan in the CLI and the MCP server's preview
// warn when the change would take the forecast over the budget; a read-only key's change is refused in
// the CLI's words. And the SDK README's browser example, bundled with the built SDK, runs in a signed-in
// page with the person's session.
//
// The fake cloud keeps each browser test in a world of its own, chosen by a cookie the page carries.
// The SDK and the CLI send no cookie: they reach this test's world through a small local proxy that adds
// it, so what they see is exactly what the page made.
import { execFile } from 'node:child_process';
import { createServer, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { ApiError, createApiClient, unwrap } from '@dbcloud/api-client';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import type { Page } from 'playwright-core';
import { build, type Rolldown } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { api as asPerson, OWNER, resetWorld, signIn, usePortal, visit, WORLD_COOKIE } from './support';

const CLI = fileURLToPath(new URL('../../../packages/cli/dist/cli.js', import.meta.url));
const MCP = fileURLToPath(new URL('../../../packages/mcp/dist/cli.js', import.meta.url));
/** The SDK README's browser example, word for word (the README test keeps them equal). */
const BROWSER_EXAMPLE = fileURLToPath(
  new URL('../../../packages/api-client/examples/list-products.ts', import.meta.url),
);
const SDK = fileURLToPath(new URL('../../../packages/api-client/dist/index.js', import.meta.url));

/**
 * The browser example bundled with the built SDK, as a page's bundler would: its files by name under
 * `/sdk-example/` (the entry `example.js`, and the chunks the SDK loads lazily).
 */
async function bundledBrowserExample(): Promise<Map<string, string>> {
  const built = (await build({
    configFile: false,
    logLevel: 'silent',
    resolve: { alias: { '@dbcloud/api-client': SDK } },
    build: {
      write: false,
      minify: false,
      lib: { entry: BROWSER_EXAMPLE, formats: ['es'], fileName: 'example' },
    },
  })) as Rolldown.RolldownOutput[];
  const files = new Map<string, string>();
  for (const file of built[0]?.output ?? []) if (file.type === 'chunk') files.set(file.fileName, file.code);
  if (!files.has('example.js'))
    throw new Error(`the example did not bundle: ${[...files.keys()].join(', ')}`);
  return files;
}

const closers: (() => Promise<void>)[] = [];
afterAll(async () => {
  await Promise.all(closers.map((close) => close()));
});

/** An HTTP proxy to the portal's server that puts every request in the world `worldId`. */
async function worldProxy(target: string, worldId: string): Promise<string> {
  const origin = new URL(target);
  const server = createServer((incoming, outgoing) => {
    const upstream = httpRequest(
      {
        host: origin.hostname,
        port: origin.port,
        method: incoming.method,
        path: incoming.url,
        headers: { ...incoming.headers, host: origin.host, cookie: `${WORLD_COOKIE}=${worldId}` },
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    upstream.on('error', () => {
      outgoing.writeHead(502);
      outgoing.end();
    });
    incoming.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  closers.push(() => new Promise((resolve) => server.close(() => resolve())));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v1`;
}

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

/** `dbcloud ...args` with the key and server in the environment, as the CLI's README sets them. */
function dbcloud(args: string[], env: Record<string, string>): Promise<Run> {
  return new Promise((resolve) => {
    const child = execFile(
      process.execPath,
      [CLI, ...args],
      { env: { PATH: process.env.PATH ?? '', ...env }, encoding: 'utf8' },
      (error, stdout, stderr) =>
        resolve({ code: error ? (typeof error.code === 'number' ? error.code : -1) : 0, stdout, stderr }),
    );
    child.stdin?.end();
  });
}

/**
 * `dbcloud-mcp ...args` with the key and server in the environment, started as an MCP client starts it
 * (the MCP SDK's StdioClientTransport), closed when the file's tests end.
 */
async function mcpServer(args: string[], env: Record<string, string>): Promise<Client> {
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: [MCP, ...args],
    env: { PATH: process.env.PATH ?? '', ...env },
    stderr: 'pipe',
  });
  const client = new Client({ name: 'dbcloud-e2e', version: '1.0.0' });
  await client.connect(transport);
  closers.push(() => client.close());
  return client;
}

/** The ApiError a refused call throws through `unwrap` (fails the test when the call succeeds). */
async function refusal(call: Parameters<typeof unwrap>[0]): Promise<ApiError> {
  const error = await unwrap(call).then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}

const row = (page: Page, description: string) =>
  page.getByRole('row').filter({ has: page.getByRole('cell', { name: new RegExp(`^${description}`) }) });

/** Creates a key on acme's API keys page (read-only when asked) and returns its secret, shown once. */
async function createKey(page: Page, description: string, { readOnly = false } = {}): Promise<string> {
  await visit(page, '/portal/acme/apiKeys');
  await page.getByRole('button', { name: 'Create API key' }).click();
  const form = page.getByRole('dialog', { name: 'Create an API key' });
  await form.getByLabel('Description').fill(description);
  if (readOnly) await form.getByRole('checkbox', { name: 'Read-only' }).check();
  await form.getByRole('button', { name: 'Create key' }).click();
  const shown = page.getByRole('dialog', { name: `Copy the secret of ${description}` });
  const secret = (await shown.locator('code', { hasText: /^dbc_/ }).first().textContent()) ?? '';
  expect(secret).toMatch(/^dbc_/);
  await shown.getByRole('button', { name: 'Done, I have stored it' }).click();
  await shown.waitFor({ state: 'detached' });
  return secret;
}

describe('a key made in the portal, outside the browser', () => {
  const portal = usePortal();

  it('lists products from a Node script and from the CLI until the portal deactivates it; then 401 and exit 1', async () => {
    const { page, baseUrl, worldId } = portal;
    await signIn(page, OWNER);
    const secret = await createKey(page, 'Nightly report');
    const apiUrl = await worldProxy(baseUrl, worldId);
    const env = { DBCLOUD_URL: apiUrl, DBCLOUD_API_KEY: secret, DBCLOUD_ACCOUNT: 'acme' };

    // A Node script with the SDK, as the api-client README's first example.
    const api = createApiClient({ baseUrl: apiUrl, apiKey: secret });
    const products = await unwrap(
      api.GET('/products/get-products/{domainName}', { params: { path: { domainName: 'acme' } } }),
    );
    expect(products.map((product) => product.productId)).toContain('prd-orders-eu');

    // The CLI: a table by default, the API's JSON with --json.
    const table = await dbcloud(['products', 'list'], env);
    expect({ code: table.code, stderr: table.stderr }).toEqual({ code: 0, stderr: '' });
    expect(table.stdout).toMatch(/^prd-orders-eu\s+Orders \(EU\)/m);
    const json = await dbcloud(['products', 'list', '--json'], env);
    expect(json.code).toBe(0);
    expect(JSON.parse(json.stdout)).toEqual(products);

    // The page shows the key as used, then deactivates it after a confirmation.
    await visit(page, '/portal/acme/apiKeys');
    const key = row(page, 'Nightly report');
    await key.getByRole('button', { name: 'Deactivate Nightly report' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Deactivate Nightly report?' });
    await confirm.getByRole('button', { name: 'Deactivate key' }).click();
    await confirm.waitFor({ state: 'detached' });
    await key.getByText('Deactivated', { exact: true }).waitFor();

    // The same call now fails: 401 with the problem's words, and the CLI exits 1 saying so.
    const refused = await api
      .GET('/products/get-products/{domainName}', { params: { path: { domainName: 'acme' } } })
      .then(({ response }) => response);
    expect(refused.status).toBe(401);
    const failing = await refusal(
      api.GET('/products/get-products/{domainName}', { params: { path: { domainName: 'acme' } } }),
    );
    expect(failing.status).toBe(401);
    expect(failing.problem.detail).toMatch(/was deactivated on/);
    const cli = await dbcloud(['products', 'list'], env);
    expect(cli.code).toBe(1);
    expect(cli.stdout).toBe('');
    expect(cli.stderr).toMatch(/was deactivated on .*create a new key on acme’s API keys page/);
  }, 90_000);

  it('cannot create a key or read the profile: 403 with the reason', async () => {
    const { page, baseUrl, worldId } = portal;
    await signIn(page, OWNER);
    const secret = await createKey(page, 'Scripts');
    const api = createApiClient({ baseUrl: await worldProxy(baseUrl, worldId), apiKey: secret });

    const create = await refusal(
      api.POST('/api-keys/create', {
        body: { domainName: 'acme', description: 'Minted by a key', expiresAt: '2027-06-01T00:00:00Z' },
      }),
    );
    expect(create.status).toBe(403);
    expect(create.problem.detail).toMatch(/An API key cannot call createApiKey/);
    const profile = await refusal(api.GET('/profile/configuration'));
    expect(profile.status).toBe(403);
    expect(profile.problem.detail).toMatch(/An API key cannot call getProfileConfiguration/);

    // Nothing was made: the page lists the key this test created, and none minted by the key.
    await visit(page, '/portal/acme/apiKeys');
    await row(page, 'Scripts').waitFor();
    await expect.poll(() => row(page, 'Minted by a key').count()).toBe(0);
  }, 60_000);
});

/** The 20th of a month at noon: acme has ten days of the month left, whatever day the test runs. */
const PINNED = new Date('2026-11-20T12:00:00Z');

describe('changes from outside the browser, with a key made in the portal', () => {
  const portal = usePortal();

  it('a scale plan in the CLI and the MCP server’s preview say the forecast would go over the budget', async () => {
    const { page, baseUrl, worldId } = portal;
    await signIn(page, OWNER);
    await resetWorld(page, 'default', { at: PINNED });
    await signIn(page, OWNER);
    const secret = await createKey(page, 'Capacity planning');
    const env = { DBCLOUD_URL: await worldProxy(baseUrl, worldId), DBCLOUD_API_KEY: secret };
    const acme = { ...env, DBCLOUD_ACCOUNT: 'acme' };
    // A budget a dollar above this month's forecast, set as the signed-in owner: a bigger size goes over.
    const tenant = { tenant: 'acme' };
    const { forecast } = await asPerson<{ forecast: { amountCents: number } }>(
      page,
      'GET',
      '/billing/budget/acme',
      undefined,
      tenant,
    );
    const budget = { amountCents: forecast.amountCents + 100, thresholds: [], alertOnForecast: false };
    await asPerson(page, 'POST', '/billing/set-budget/acme', budget, tenant);

    const plan = await dbcloud(
      ['products', 'scale', 'prd-reports-eu', '--instance', 'D20', '--dry-run'],
      acme,
    );
    expect({ code: plan.code, stderr: plan.stderr }).toEqual({ code: 0, stderr: '' });
    expect(plan.stdout).toMatch(/^Dry run: nothing was sent\./);
    expect(plan.stdout).toMatch(
      /^Budget: This change would take this month's forecast over your budget of USD [\d,.]+: to USD [\d,.]+, USD [\d,.]+ over\.$/m,
    );

    const mcp = await mcpServer(['--allow-writes', '--confirm', 'model'], acme);
    const preview = (await mcp.callTool({
      name: 'products_scale',
      arguments: { productId: 'prd-reports-eu', instanceType: 'D20' },
    })) as CallToolResult;
    expect(preview.isError ?? false).toBe(false);
    expect(preview.structuredContent).toMatchObject({
      stage: 'preview',
      preview: {
        notes: [
          expect.stringMatching(
            /^This change would take this month's forecast over your budget of USD [\d,.]+: to USD [\d,.]+, USD [\d,.]+ over\.$/,
          ),
        ],
      },
    });
    // Only previews: the product keeps its size.
    const product = await asPerson<{ instanceType: string }>(
      page,
      'GET',
      '/products/get/acme/prd-reports-eu',
      undefined,
      tenant,
    );
    expect(product.instanceType).not.toBe('D20');
  }, 90_000);

  it('a read-only key reads, and the CLI says in its words why a change is refused (exit 1)', async () => {
    const { page, baseUrl, worldId } = portal;
    await signIn(page, OWNER);
    const secret = await createKey(page, 'Dashboards', { readOnly: true });
    const env = {
      DBCLOUD_URL: await worldProxy(baseUrl, worldId),
      DBCLOUD_API_KEY: secret,
      DBCLOUD_ACCOUNT: 'acme',
    };

    const read = await dbcloud(['products', 'list'], env);
    expect({ code: read.code, stderr: read.stderr }).toEqual({ code: 0, stderr: '' });
    expect(read.stdout).toMatch(/^prd-orders-eu\s+Orders \(EU\)/m);
    const restart = await dbcloud(['products', 'restart-node', 'prd-orders-eu', 'A', '--yes'], env);
    expect({ code: restart.code, stdout: restart.stdout }).toEqual({ code: 1, stdout: '' });
    expect(restart.stderr).toMatch(
      /^Error: You don’t have access \(403\)\nThis API key is read-only: it may only read, and restartNode changes acme’s products\. Use a key that is not read-only for changes\./,
    );
    // Nothing restarted: node A still runs.
    const orders = await asPerson<{ nodes: { nodeTag: string; status: string }[] }>(
      page,
      'GET',
      '/products/get/acme/prd-orders-eu',
      undefined,
      { tenant: 'acme' },
    );
    expect(orders.nodes.find((node) => node.nodeTag === 'A')?.status).toBe('running');
  }, 60_000);
});

describe('the SDK in a signed-in browser page, as its README shows', () => {
  const portal = usePortal();

  it('lists products with the session, downloads a certificate named by the server, and words a 403', async () => {
    const { page } = portal;
    portal.allowConsoleErrors(/status of 403/);
    const files = await bundledBrowserExample();
    // Served from the portal's own origin, as a page's own scripts are (the portal's CSP allows 'self').
    await page.route('**/sdk-example/*.js', (route) => {
      const code = files.get(new URL(route.request().url()).pathname.replace('/sdk-example/', ''));
      return code === undefined
        ? route.fulfill({ status: 404 })
        : route.fulfill({ contentType: 'text/javascript', body: code });
    });
    interface Ran {
      acme: string[];
      globex: string[];
      certificate: { fileName: string; bytes: number };
    }
    // Given as text: the test runner would rewrite a dynamic import written in a function.
    const runExample = () =>
      page.evaluate<Ran>(`(async () => {
        const example = await import(location.origin + '/sdk-example/example.js');
        const baseUrl = location.origin + '/api/v1';
        return {
          acme: await example.listProducts(baseUrl, 'acme'),
          globex: await example.listProducts(baseUrl, 'globex'),
          certificate: await example.downloadCertificate(baseUrl, 'acme', 'prd-orders-eu'),
        };
      })()`);

    await signIn(page, 'member@demo.dbcloud.dev');
    await visit(page, '/portal/acme/products');
    await page.getByRole('heading', { name: 'Products', level: 1 }).waitFor();
    const ran = await runExample();
    expect(ran.acme).toContain('Orders (EU): running');
    expect(ran.globex).toEqual([expect.stringMatching(/^No access to globex: \S/)]);
    expect(ran.certificate.fileName).toMatch(/\.zip$/);
    expect(ran.certificate.bytes).toBeGreaterThan(0);
  });
});
