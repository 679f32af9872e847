// Every change is two calls: a preview (which changes nothing) with a single-use token, then the same
// call with the token. Through the SDK's client over stdio, against a fake cloud reset before each test.
import { createApiClient, unwrap } from '@dbcloud/api-client';
import { describe, expect, it } from 'vitest';
import { call, callError, connectedPerFile, KEYS } from './harness.js';

const world = connectedPerFile(['--allow-writes', '--confirm', 'model']);

/** What the API itself says (not through the MCP server). */
const api = () => createApiClient({ baseUrl: world.cloud.url, apiKey: KEYS.acme });
const products = () =>
  unwrap(api().GET('/products/get-products/{domainName}', { params: { path: { domainName: 'acme' } } }));
const product = (productId: string) =>
  unwrap(
    api().GET('/products/get/{domainName}/{productId}', {
      params: { path: { domainName: 'acme', productId } },
    }),
  );

interface Preview {
  stage: 'preview';
  preview: Record<string, unknown> & {
    requests: { operationId: string; path: Record<string, string>; body?: unknown }[];
    price?: { newMonthlyEstimateCents: number; currentMonthlyEstimateCents: number; currency: string };
  };
  confirmation: { token: string; expiresAt: string; howToConfirm: string };
}
interface Changed {
  stage: 'changed';
  differences: string[];
  preview: Preview['preview'];
  confirmation: Preview['confirmation'];
}
interface Done {
  stage: 'done';
  result: Record<string, { productId?: string; status?: string; nodeTag?: string }>;
}

const SEARCH = {
  tier: 'Development',
  name: 'Search (EU)',
  subdomain: 'search',
  cloudProvider: 'Gcp',
  region: 'europe-west1',
  instanceType: 'D20',
  allowedIps: ['198.51.100.23/32'],
};

describe('products_create', () => {
  it('previews the request and its monthly price without creating anything, then creates on the confirming call', async () => {
    const before = await products();
    const preview = await call<Preview>(world.mcp.client, 'products_create', SEARCH);
    expect(preview.stage).toBe('preview');
    expect(preview.preview).toMatchObject({ action: 'create a product' });
    expect(preview.preview.requests).toEqual([
      {
        operationId: 'createProduct',
        path: {},
        body: expect.objectContaining({
          domainName: 'acme',
          tier: 'Development',
          name: 'Search (EU)',
          instanceType: 'D20',
          allowedIps: ['198.51.100.23/32'],
        }),
      },
    ]);
    expect(preview.preview.price).toMatchObject({ currency: 'USD', currentMonthlyEstimateCents: 0 });
    expect(preview.preview.price?.newMonthlyEstimateCents).toBeGreaterThan(0);
    expect(preview.confirmation.token).toMatch(/^cfm_[A-Za-z0-9_-]{24}$/);
    const minutes = (Date.parse(preview.confirmation.expiresAt) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(4);
    expect(minutes).toBeLessThanOrEqual(5);
    // Nothing changed.
    expect(await products()).toEqual(before);

    const done = await call<Done>(world.mcp.client, 'products_create', {
      ...SEARCH,
      confirmationToken: preview.confirmation.token,
    });
    expect(done).toMatchObject({
      stage: 'done',
      result: { product: { productId: 'prd-search-eu', status: 'creating' } },
    });
    expect((await products()).map((p) => p.productId)).toContain('prd-search-eu');
  });

  it('refuses a token used once already, and creates nothing more', async () => {
    const { confirmation } = await call<Preview>(world.mcp.client, 'products_create', SEARCH);
    await call<Done>(world.mcp.client, 'products_create', {
      ...SEARCH,
      confirmationToken: confirmation.token,
    });
    const count = (await products()).length;
    const reused = await callError(world.mcp.client, 'products_create', {
      ...SEARCH,
      confirmationToken: confirmation.token,
    });
    expect(reused.problem).toEqual({
      source: 'dbcloud-mcp',
      title: 'Confirmation refused',
      detail:
        'This confirmation token was already used: each works once. Nothing was changed: call the tool again without confirmationToken for a new preview.',
    });
    expect((await products()).length).toBe(count);
  });

  it('sends nothing for a token whose plan differs from its preview’s (other arguments): says what differs, with a new preview and token; refuses a token of another tool or one it never issued', async () => {
    const { confirmation } = await call<Preview>(world.mcp.client, 'products_create', SEARCH);
    const other = await call<Changed>(world.mcp.client, 'products_create', {
      ...SEARCH,
      instanceType: 'D10',
      confirmationToken: confirmation.token,
    });
    expect(other).toMatchObject({
      stage: 'changed',
      differences: [
        'The request (createProduct) body.instanceType is now "D10" (it was "D20").',
        expect.stringMatching(
          /^The monthly price after the change is now USD [\d,.]+ \(it was USD [\d,.]+\)\.$/,
        ),
      ],
      preview: { requests: [{ body: expect.objectContaining({ instanceType: 'D10' }) }] },
    });
    expect(other.confirmation.token).not.toBe(confirmation.token);
    const elsewhere = await callError(world.mcp.client, 'products_terminate', {
      productId: 'prd-reports-eu',
      confirmationToken: confirmation.token,
    });
    expect(elsewhere.problem).toMatchObject({
      title: 'Confirmation refused',
      detail: expect.stringMatching(/^This confirmation token was issued for a change of another tool/),
    });
    const invented = await callError(world.mcp.client, 'products_create', {
      ...SEARCH,
      confirmationToken: 'cfm_AAAAAAAAAAAAAAAAAAAAAAAA',
    });
    expect(invented.problem.detail).toMatch(/^This confirmation token is not one this server issued/);
    expect((await products()).map((p) => p.productId)).not.toContain('prd-search-eu');
    expect((await product('prd-reports-eu')).status).toBe('running');
    // The token still works for the plan it was made for.
    await call<Done>(world.mcp.client, 'products_create', {
      ...SEARCH,
      confirmationToken: confirmation.token,
    });
  });
});

/** The world at noon on the 20th of a month: ten days are left, so a bigger size adds to the forecast. */
const pinWorld = async (origin: string) => {
  const response = await fetch(`${origin}/__fake/reset`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ now: '2026-11-20T12:00:00Z' }),
  });
  expect(response.ok).toBe(true);
};

describe('the other changes', () => {
  it('products_scale previews the configuration and the price now and after, then scales', async () => {
    const preview = await call<Preview>(world.mcp.client, 'products_scale', {
      productId: 'prd-reports-eu',
      instanceType: 'D20',
    });
    expect(preview.preview).toMatchObject({
      action: 'change the instance',
      current: { instanceType: 'D10' },
      requested: { instanceType: 'D20' },
      requests: [
        {
          operationId: 'changeProduct',
          path: { domainName: 'acme' },
          body: { productId: 'prd-reports-eu', instanceType: 'D20' },
        },
      ],
    });
    const price = preview.preview.price;
    expect(price?.newMonthlyEstimateCents).toBeGreaterThan(price?.currentMonthlyEstimateCents ?? Infinity);
    expect((await product('prd-reports-eu')).instanceType).toBe('D10');
    const done = await call<Done>(world.mcp.client, 'products_scale', {
      productId: 'prd-reports-eu',
      instanceType: 'D20',
      confirmationToken: preview.confirmation.token,
    });
    expect(done.result.product?.status).toBe('scaling');
    expect((await product('prd-reports-eu')).instanceType).toBe('D20');
  });

  it('products_scale and products_add_node say so when the change would take the forecast over the budget', async () => {
    await pinWorld(world.cloud.origin);
    const path = { params: { path: { domainName: 'acme' } } };
    const quiet = await call<Preview>(world.mcp.client, 'products_scale', {
      productId: 'prd-reports-eu',
      instanceType: 'D20',
    });
    expect(quiet.preview.notes).toEqual([]);
    const { forecast } = await unwrap(api().GET('/billing/budget/{domainName}', path));
    // just above the forecast: any change that adds to it goes over
    await unwrap(
      api().POST('/billing/set-budget/{domainName}', {
        ...path,
        body: { amountCents: forecast.amountCents + 100, thresholds: [], alertOnForecast: false },
      }),
    );
    const over =
      /^This change would take this month's forecast over your budget of USD [\d,.]+: to USD [\d,.]+, USD [\d,.]+ over\.$/;
    const scale = await call<Preview>(world.mcp.client, 'products_scale', {
      productId: 'prd-reports-eu',
      instanceType: 'D20',
    });
    expect(scale.preview.notes).toEqual([expect.stringMatching(over)]);
    const node = await call<Preview>(world.mcp.client, 'products_add_node', { productId: 'prd-orders-eu' });
    expect(node.preview.notes).toEqual([expect.stringMatching(over)]);
  });

  it('products_scale changes storage alone, never storage and instance in one call', async () => {
    const both = await callError(world.mcp.client, 'products_scale', {
      productId: 'prd-reports-eu',
      instanceType: 'D20',
      storageSizeGb: 100,
    });
    expect(both.problem.title).toBe('One change at a time');
    const preview = await call<Preview>(world.mcp.client, 'products_scale', {
      productId: 'prd-reports-eu',
      storageSizeGb: 100,
    });
    expect(preview.preview).toMatchObject({
      action: 'change the storage',
      requested: { storage: { sizeGb: 100 } },
      requests: [{ operationId: 'changeVolume', body: { productId: 'prd-reports-eu', sizeGb: 100 } }],
    });
    await call<Done>(world.mcp.client, 'products_scale', {
      productId: 'prd-reports-eu',
      storageSizeGb: 100,
      confirmationToken: preview.confirmation.token,
    });
    expect((await product('prd-reports-eu')).storage.sizeGb).toBe(100);
  });

  it('terminates only on the confirming call', async () => {
    const preview = await call<Preview>(world.mcp.client, 'products_terminate', {
      productId: 'prd-reports-eu',
    });
    expect(preview.preview).toMatchObject({
      action: 'terminate a product',
      product: { productId: 'prd-reports-eu', status: 'running' },
    });
    expect((await product('prd-reports-eu')).status).toBe('running');
    await call<Done>(world.mcp.client, 'products_terminate', {
      productId: 'prd-reports-eu',
      confirmationToken: preview.confirmation.token,
    });
    expect((await product('prd-reports-eu')).status).toBe('terminating');
  });

  it('restarts a node after its preview; a node the product lacks is refused', async () => {
    const restart = await call<Preview>(world.mcp.client, 'products_restart_node', {
      productId: 'prd-orders-eu',
      nodeTag: 'B',
    });
    expect(restart.preview).toMatchObject({ node: { nodeTag: 'B', status: 'running' } });
    expect((await product('prd-orders-eu')).status).toBe('running');
    await call<Done>(world.mcp.client, 'products_restart_node', {
      productId: 'prd-orders-eu',
      nodeTag: 'B',
      confirmationToken: restart.confirmation.token,
    });
    expect((await product('prd-orders-eu')).status).toBe('restarting');
    const missing = await callError(world.mcp.client, 'products_restart_node', {
      productId: 'prd-reports-eu',
      nodeTag: 'C',
    });
    expect(missing.problem.title).toBe('No such node');
  });

  it('removes an additional node after a preview priced without it', async () => {
    const remove = await call<Preview>(world.mcp.client, 'products_remove_node', {
      productId: 'prd-orders-eu',
      nodeTag: 'D',
    });
    expect(remove.preview.price?.newMonthlyEstimateCents).toBeLessThan(
      remove.preview.price?.currentMonthlyEstimateCents ?? 0,
    );
    expect((await product('prd-orders-eu')).nodes.find((node) => node.nodeTag === 'D')?.status).toBe(
      'running',
    );
    const done = await call<Done>(world.mcp.client, 'products_remove_node', {
      productId: 'prd-orders-eu',
      nodeTag: 'D',
      confirmationToken: remove.confirmation.token,
    });
    expect(done.result.node?.nodeTag).toBe('D');
    expect((await product('prd-orders-eu')).nodes.find((node) => node.nodeTag === 'D')?.status).not.toBe(
      'running',
    );
  });

  it('adds an additional node after a preview priced with it', async () => {
    const add = await call<Preview>(world.mcp.client, 'products_add_node', { productId: 'prd-orders-eu' });
    expect(add.preview).toMatchObject({ action: 'add an additional node', region: 'eu-west-1' });
    expect(add.preview.price?.newMonthlyEstimateCents).toBeGreaterThan(
      add.preview.price?.currentMonthlyEstimateCents ?? 0,
    );
    expect((await product('prd-orders-eu')).nodes).toHaveLength(4);
    const done = await call<Done>(world.mcp.client, 'products_add_node', {
      productId: 'prd-orders-eu',
      confirmationToken: add.confirmation.token,
    });
    expect(done.result.node?.nodeTag).toBe('E');
    expect((await product('prd-orders-eu')).nodes).toHaveLength(5);
  });

  it('backups_link previews the file, how long the link works and that it is a bearer link, and makes none until confirmed', async () => {
    const activeLinks = async () =>
      (
        await unwrap(
          api().GET('/backup/links-info/{domainName}', { params: { path: { domainName: 'acme' } } }),
        )
      ).count;
    // A real file: the first day folder's first file.
    const days = await call<{ folders: { path: string }[] }>(world.mcp.client, 'backups_list', {
      productId: 'prd-orders-eu',
      folder: 'orders/',
    });
    const files = await call<{ files: { path: string; size: number }[] }>(world.mcp.client, 'backups_list', {
      productId: 'prd-orders-eu',
      folder: days.folders[0]?.path ?? '',
    });
    const file = files.files[0];
    if (!file) throw new Error('no backup file to link');
    const before = await activeLinks();
    const args = { productId: 'prd-orders-eu', file: file.path, hours: 4 };
    const preview = await call<Preview>(world.mcp.client, 'backups_link', args);
    expect(preview.preview).toEqual({
      action: 'make a download link for a backup file',
      productId: 'prd-orders-eu',
      file: expect.objectContaining({ path: file.path, size: file.size, databaseName: 'orders' }),
      validForHours: 4,
      effect: expect.stringMatching(
        /^Anyone holding the link can download this file until it expires.*bearer link/,
      ),
      requests: [
        {
          operationId: 'getBackupLink',
          path: { domainName: 'acme' },
          query: expect.objectContaining({
            productId: 'prd-orders-eu',
            databaseName: 'orders',
            durationInHours: 4,
          }),
        },
      ],
    });
    expect(JSON.stringify(preview)).not.toMatch(/https:\/\//);
    expect(await activeLinks()).toBe(before);

    const done = await call<{
      stage: string;
      result: { file: string; link: { link: string; expiresAt: string } };
    }>(world.mcp.client, 'backups_link', { ...args, confirmationToken: preview.confirmation.token });
    expect(done).toMatchObject({ stage: 'done', result: { file: file.path } });
    expect(done.result.link.link).toMatch(/^https:\/\//);
    const hours = (Date.parse(done.result.link.expiresAt) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(3.9);
    expect(hours).toBeLessThanOrEqual(4);
    expect(await activeLinks()).toBe(before + 1);
    // The token is spent: another link needs another preview.
    const again = await callError(world.mcp.client, 'backups_link', {
      ...args,
      confirmationToken: preview.confirmation.token,
    });
    expect(again.problem.title).toBe('Confirmation refused');
    expect(await activeLinks()).toBe(before + 1);
  });

  it('backups_link refuses, in its preview, a path that names no file or a file its folder lacks', async () => {
    const folder = await callError(world.mcp.client, 'backups_link', {
      productId: 'prd-orders-eu',
      file: 'orders/2020-01-01/nothing.ravendb-full-backup',
    });
    expect(folder.problem).toMatchObject({ source: 'api', status: 404 });
    const days = await call<{ folders: { path: string }[] }>(world.mcp.client, 'backups_list', {
      productId: 'prd-orders-eu',
      folder: 'orders/',
    });
    const missing = await callError(world.mcp.client, 'backups_link', {
      productId: 'prd-orders-eu',
      file: `${days.folders[0]?.path}nothing.ravendb-full-backup`,
    });
    expect(missing.problem).toMatchObject({ source: 'dbcloud-mcp', title: 'No such backup file' });
  });

  it('opens a support request after its preview, with the response time of the account’s plan', async () => {
    const args = {
      productId: 'prd-orders-eu',
      severity: 'Normal',
      title: 'Node B restarts',
      message: 'Since Tuesday.',
    };
    const preview = await call<Preview>(world.mcp.client, 'support_request_create', args);
    expect(preview.preview).toMatchObject({
      requests: [
        {
          operationId: 'createSupportRequest',
          body: { kind: 'product', severity: 'Normal', responseTime: 'P1D', title: 'Node B restarts' },
        },
      ],
      supportPlan: 'Basic',
    });
    const done = await call<{ result: { request: { requestId: string } } }>(
      world.mcp.client,
      'support_request_create',
      {
        ...args,
        confirmationToken: preview.confirmation.token,
      },
    );
    expect(done.result.request.requestId).toMatch(/^SR-\d{5,}$/);
  });
});
