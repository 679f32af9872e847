// The tool list in each mode, and every read tool's answer against its own output schema, through the
// SDK's client over stdio against the standalone fake cloud.
import type { CallToolResult, Tool } from '@modelcontextprotocol/sdk/types.js';
import { AjvJsonSchemaValidator } from '@modelcontextprotocol/sdk/validation/ajv';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Connected, call, callError, connect, type FakeCloud, startFakeCloud } from './harness.js';

const READ_TOOLS = [
  'products_list',
  'products_get',
  'metrics_summary',
  'cluster_health',
  'audit_log_day',
  'backups_list',
  'backups_link',
  'billing_month',
  'billing_invoices',
  'api_keys_list',
];
const CHANGE_TOOLS = [
  'products_create',
  'products_scale',
  'products_add_node',
  'products_remove_node',
  'products_restart_node',
  'products_terminate',
  'support_request',
];

let cloud: FakeCloud;
/** Three servers, started side by side: read-only; changes allowed; two groups only. */
let readOnly: Connected;
let writes: Connected;
let some: Connected;
beforeAll(async () => {
  cloud = await startFakeCloud();
  [readOnly, writes, some] = await Promise.all([
    connect(cloud),
    connect(cloud, ['--allow-writes']),
    connect(cloud, ['--tools', 'backups,billing', '--allow-writes']),
  ]);
});
afterAll(async () => {
  await Promise.all([readOnly?.close(), writes?.close(), some?.close()]);
  cloud?.stop();
});

const names = (tools: Tool[]) => tools.map((tool) => tool.name);

describe('the tool list', () => {
  it('is the read tools only by default, each read-only, with an input and an output schema', async () => {
    const { tools } = await readOnly.client.listTools();
    expect(names(tools)).toEqual(READ_TOOLS);
    for (const tool of tools) {
      expect(tool.annotations, tool.name).toMatchObject({
        readOnlyHint: true,
        destructiveHint: false,
        idempotentHint: true,
        openWorldHint: false,
      });
      expect(tool.inputSchema.type).toBe('object');
      expect(tool.outputSchema?.type, tool.name).toBe('object');
      expect(tool.description?.length, tool.name).toBeGreaterThan(80);
    }
    // The server's own first line on stderr says what it offers.
    expect(readOnly.stderr()[0]).toMatch(
      /^dbcloud-mcp \d+\.\d+\.\d+: account acme at http:\/\/127\.0\.0\.1:\d+\/api\/v1, read-only; 10 tools: products_list, /,
    );
  });

  it('adds the change tools with --allow-writes, destructive ones marked so, each taking a confirmation token', async () => {
    const { tools } = await writes.client.listTools();
    expect(names(tools)).toEqual([...READ_TOOLS, ...CHANGE_TOOLS]);
    const destructive = tools.filter((tool) => tool.annotations?.destructiveHint).map((tool) => tool.name);
    expect(destructive).toEqual(['products_remove_node', 'products_restart_node', 'products_terminate']);
    for (const tool of tools.filter((candidate) => CHANGE_TOOLS.includes(candidate.name))) {
      expect(tool.annotations, tool.name).toMatchObject({ readOnlyHint: false, idempotentHint: false });
      expect(Object.keys(tool.inputSchema.properties ?? {}), tool.name).toContain('confirmationToken');
      expect(tool.description, tool.name).toMatch(/without confirmationToken: nothing changes/);
    }
  });

  it('offers only the groups --tools names', async () => {
    expect(names((await some.client.listTools()).tools)).toEqual([
      'backups_list',
      'backups_link',
      'billing_month',
      'billing_invoices',
    ]);
    const refused = await callError(some.client, 'products_list');
    expect(refused.problem).toEqual({
      title: 'Tool not enabled',
      detail: 'products_list is in the products group, which this server was not started with (--tools).',
    });
  });

  it('refuses a change tool when started read-only, and says how to allow it', async () => {
    const refused = await callError(readOnly.client, 'products_terminate', { productId: 'prd-reports-eu' });
    expect(refused.problem.detail).toBe(
      'products_terminate changes things: this server was started read-only (start it with --allow-writes to offer it).',
    );
  });

  it('refuses arguments its input schema does not allow, before calling the API', async () => {
    const refused = await callError(readOnly.client, 'products_get', { productId: 'PRD ORDERS', extra: 1 });
    expect(refused.problem.title).toBe('Invalid arguments');
    expect(refused.problem.status).toBeUndefined();
  });
});

describe('read tools', () => {
  const today = new Date().toISOString().slice(0, 10);
  const calls: [string, Record<string, unknown>][] = [
    ['products_list', {}],
    ['products_get', { productId: 'prd-orders-eu' }],
    ['metrics_summary', { productId: 'prd-orders-eu', period: '6h' }],
    ['cluster_health', { productId: 'prd-orders-eu', days: 30 }],
    ['audit_log_day', { productId: 'prd-orders-eu', nodeTag: 'A', date: today }],
    ['backups_list', { productId: 'prd-orders-eu' }],
    ['backups_list', { productId: 'prd-orders-eu', folder: 'orders/' }],
    ['backups_link', { productId: 'prd-orders-eu', file: 'orders/FOLDER', hours: 4 }],
    ['billing_month', {}],
    ['billing_invoices', { year: 2025 }],
    ['api_keys_list', {}],
  ];

  it('answer structured content valid against their output schemas, and the same JSON as text', async () => {
    const { tools } = await readOnly.client.listTools();
    const validator = new AjvJsonSchemaValidator();
    // The link needs a real file: the first day folder's first file.
    const days = await call<{ folders: { path: string }[] }>(readOnly.client, 'backups_list', {
      productId: 'prd-orders-eu',
      folder: 'orders/',
    });
    const day = days.folders[0]?.path ?? '';
    const files = await call<{ files: { path: string }[] }>(readOnly.client, 'backups_list', {
      productId: 'prd-orders-eu',
      folder: day,
    });
    const file = files.files[0]?.path ?? '';
    const called = new Set<string>();
    for (const [name, given] of calls) {
      const args = name === 'backups_link' ? { ...given, file } : given;
      const result = (await readOnly.client.callTool({ name, arguments: args })) as CallToolResult;
      expect(result.isError, `${name}: ${JSON.stringify(result.content)}`).toBeFalsy();
      const schema = tools.find((tool) => tool.name === name)?.outputSchema;
      if (!schema) throw new Error(`${name} has no output schema`);
      const check = validator.getValidator(schema)(result.structuredContent);
      expect(check.errorMessage, name).toBeUndefined();
      expect(check.valid, name).toBe(true);
      const [text] = result.content;
      expect(text?.type === 'text' && JSON.parse(text.text)).toEqual(result.structuredContent);
      called.add(name);
    }
    expect([...called].sort()).toEqual([...READ_TOOLS].sort());
  });

  it('answer "which products are running in acme" from structured content', async () => {
    const { products } = await call<{ products: { productId: string; status: string }[] }>(
      readOnly.client,
      'products_list',
    );
    const running = products.filter((product) => product.status === 'running').map((p) => p.productId);
    expect(running).toEqual(expect.arrayContaining(['prd-orders-eu', 'prd-reports-eu']));
    expect(running).not.toContain('prd-analytics-us');
    expect(running).not.toContain('prd-inventory-eu');
  });

  it('gets a product with its nodes and alerts', async () => {
    const product = await call<{ nodes: { nodeTag: string; isAdditional: boolean }[]; labels: unknown[] }>(
      readOnly.client,
      'products_get',
      { productId: 'prd-orders-eu' },
    );
    expect(product.nodes.map((node) => node.nodeTag)).toEqual(['A', 'B', 'C', 'D']);
    expect(Array.isArray(product.labels)).toBe(true);
  });
});
