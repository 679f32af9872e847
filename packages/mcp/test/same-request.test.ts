// One recipe, one request: a product created with its defaults (a name and a subdomain, nothing else)
// is the same create request from the portal's create wizard (its start values, checked by its rules,
// made into its request), from `dbcloud products create --dry-run` and from the MCP server's preview.
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { createApiClient, type ProductCreateContext, unwrap } from '@dbcloud/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Connected, call, clientEnv, connect, type FakeCloud, KEYS, startFakeCloud } from './harness.js';

let cloud: FakeCloud;
let mcp: Connected;
beforeAll(async () => {
  cloud = await startFakeCloud();
  await cloud.reset();
  mcp = await connect(cloud, ['--allow-writes', '--confirm', 'model']);
});
afterAll(async () => {
  await mcp?.close();
  cloud?.stop();
});

const NAME = 'Search (EU)';
const SUBDOMAIN = 'search';

/** The portal's create wizard, as its summary step makes the request (plain TypeScript: no React). */
interface Wizard {
  initialValues: (context: ProductCreateContext) => Record<string, string>;
  checkedCreateRequest: (context: ProductCreateContext, domainName: string, values: unknown) => unknown;
}
const WIZARD = new URL('../../../apps/portal/src/features/products/create/wizard.ts', import.meta.url);

async function portalRequest(context: ProductCreateContext): Promise<unknown> {
  const wizard = (await import(/* @vite-ignore */ WIZARD.href)) as Wizard;
  // What the person types: a name and a subdomain; every other field as the wizard starts it.
  const values = { ...wizard.initialValues(context), name: NAME, subdomainName: SUBDOMAIN };
  return wizard.checkedCreateRequest(context, 'acme', values);
}

function cliRequest(): Promise<unknown> {
  const bin = fileURLToPath(new URL('../../cli/dist/cli.js', import.meta.url));
  const args = ['products', 'create', '--name', NAME, '--subdomain', SUBDOMAIN, '--dry-run', '--json'];
  return new Promise((resolve, reject) => {
    execFile(process.execPath, [bin, ...args], { env: clientEnv(cloud) }, (error, stdout, stderr) => {
      if (error) reject(new Error(`dbcloud failed: ${stderr}`));
      else resolve((JSON.parse(stdout) as { requests: { body: unknown }[] }).requests[0]?.body);
    });
  });
}

async function mcpRequest(): Promise<unknown> {
  const preview = await call<{ preview: { requests: { body: unknown }[] } }>(mcp.client, 'products_create', {
    name: NAME,
    subdomain: SUBDOMAIN,
  });
  return preview.preview.requests[0]?.body;
}

describe('a new product with its defaults', () => {
  it('is the same create request from the portal’s wizard, dbcloud and the MCP server', async () => {
    const api = createApiClient({ baseUrl: cloud.url, apiKey: KEYS.acme });
    const context = await unwrap(
      api.GET('/products/create/context/{domainName}', { params: { path: { domainName: 'acme' } } }),
    );
    const [fromPortal, fromCli, fromMcp] = await Promise.all([
      portalRequest(context),
      cliRequest(),
      mcpRequest(),
    ]);
    expect(fromPortal).toMatchObject({
      domainName: 'acme',
      name: NAME,
      subdomainName: SUBDOMAIN,
      tier: 'Development',
      storage: { sizeGb: 32 },
    });
    expect(fromCli).toEqual(fromPortal);
    expect(fromMcp).toEqual(fromPortal);
  });
});
