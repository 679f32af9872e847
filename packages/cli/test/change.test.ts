// The commands that change things, end to end against a standalone fake cloud reset before each test:
// create, scale, restart a node, terminate; destructive ones ask on a terminal and need --yes in scripts.
import { spawnSync } from 'node:child_process';
import { createApiClient, unwrap } from '@dbcloud/api-client';
import { createDefaults } from '@dbcloud/api-client/products';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { dbcloud, dbcloudOnTerminal, type FakeCloud, KEYS, startFakeCloud } from './harness.js';

let cloud: FakeCloud;
beforeAll(async () => {
  cloud = await startFakeCloud();
});
beforeEach(() => cloud.reset());
afterAll(() => cloud?.stop());

const run = (...args: string[]) => dbcloud(cloud, args);

interface Product {
  productId: string;
  status: string;
  tier: string;
  instanceType: string;
  storage: { type: string; sizeGb: number; iops: number; throughput: number };
  allowedIps: string[];
  releaseChannel: string;
  nodes: { nodeTag: string; status: string }[];
}

async function product(productId: string): Promise<Product> {
  const { code, stdout } = await run('products', 'get', productId, '--json');
  expect(code).toBe(0);
  return JSON.parse(stdout) as Product;
}

describe('products create', () => {
  it('creates a product with the storage the portal’s wizard starts at (the SDK’s defaults) and the given allowed IPs', async () => {
    const { code, stdout, stderr } = await run(
      'products',
      'create',
      '--tier',
      'Development',
      '--name',
      'Search (EU)',
      '--subdomain',
      'search',
      '--cloud',
      'Gcp',
      '--region',
      'europe-west1',
      '--instance',
      'D20',
      '--allow-ip',
      '198.51.100.23/32',
      '--allow-ip',
      '203.0.113.0/24',
    );
    expect({ code, stderr }).toEqual({ code: 0, stderr: '' });
    expect(stdout).toMatch(/^Created prd-search-eu: creating, running in about 10 minutes\.$/m);
    const created = await product('prd-search-eu');
    expect(created).toMatchObject({
      status: 'creating',
      tier: 'Development',
      instanceType: 'D20',
      allowedIps: ['198.51.100.23/32', '203.0.113.0/24'],
    });
    // What the portal's create wizard starts from: the SDK's defaults for the account's create context.
    const api = createApiClient({ baseUrl: cloud.url, apiKey: KEYS.acme });
    const context = await unwrap(
      api.GET('/products/create/context/{domainName}', { params: { path: { domainName: 'acme' } } }),
    );
    const defaults = createDefaults(context);
    expect(created.storage).toEqual(defaults.storage);
    expect(created.storage.sizeGb).toBe(32);
    expect(created).toMatchObject({ releaseChannel: context.defaultReleaseChannel });
    const list = await run('products', 'list');
    expect(list.stdout).toMatch(
      /^prd-search-eu\s+Search \(EU\)\s+creating\s+Development\s+Gcp\s+europe-west1\s+D20\s+1$/m,
    );
  });

  it('answers the created product as JSON with --json', async () => {
    const { code, stdout } = await run(
      '--json',
      'products',
      'create',
      '--tier=Production',
      '--name=Search (EU)',
      '--subdomain=search',
      '--cloud=Aws',
      '--region=eu-west-1',
      '--instance=P20',
      '--storage-type=premium',
      '--storage-size=200',
    );
    expect(code).toBe(0);
    const created = JSON.parse(stdout) as Product;
    expect(created).toMatchObject({ productId: 'prd-search-eu', status: 'creating', tier: 'Production' });
    expect(created.storage).toMatchObject({ type: 'premium', sizeGb: 200 });
    expect(created.nodes.map((node) => node.nodeTag)).toEqual(['A', 'B', 'C']);
  });

  it('refuses what the account is not offered before sending anything (exit 2), exits 1 with the problem’s words when the server refuses (a taken subdomain), 2 when an option is missing', async () => {
    const offered = await run(
      'products',
      'create',
      '--tier=Development',
      '--name=Search (EU)',
      '--subdomain=search',
      '--cloud=Aws',
      '--region=europe-west1',
    );
    expect(offered.code).toBe(2);
    expect(offered.stderr).toMatch(
      /^Error: europe-west1 is not a region of Aws: its regions are eu-west-1, /,
    );
    const refused = await run(
      'products',
      'create',
      '--tier=Production',
      '--name=Orders',
      '--subdomain=orders',
    );
    expect(refused.code).toBe(1);
    expect(refused.stdout).toBe('');
    expect(refused.stderr).toMatch(/^Error: .+ \(409\)\n/);
    const missing = await run('products', 'create', '--tier=Development', '--name=x');
    expect(missing.code).toBe(2);
    expect(missing.stderr).toMatch(/required option '--subdomain <subdomain>' not specified/);
  });

  it('--dry-run with only a name and a subdomain shows the request the portal’s wizard would send, and its price', async () => {
    const { code, stdout } = await run(
      'products',
      'create',
      '--name=Search (EU)',
      '--subdomain=search',
      '--dry-run',
      '--json',
    );
    expect(code).toBe(0);
    const plan = JSON.parse(stdout) as { action: string; requests: { operationId: string; body: object }[] };
    const api = createApiClient({ baseUrl: cloud.url, apiKey: KEYS.acme });
    const context = await unwrap(
      api.GET('/products/create/context/{domainName}', { params: { path: { domainName: 'acme' } } }),
    );
    expect(plan).toMatchObject({ action: 'create a product', price: { currentMonthlyEstimateCents: 0 } });
    expect(plan.requests).toEqual([
      {
        operationId: 'createProduct',
        path: {},
        body: {
          domainName: 'acme',
          name: 'Search (EU)',
          subdomainName: 'search',
          ...createDefaults(context),
        },
      },
    ]);
    expect((await run('products', 'list', '--json')).stdout).not.toContain('prd-search');
  });
});

describe('products scale', () => {
  it('changes the instance size: the product scales', async () => {
    const { code, stdout } = await run('products', 'scale', 'prd-reports-eu', '--instance', 'D20');
    expect(code).toBe(0);
    expect(stdout).toMatch(/^prd-reports-eu is scaling: Development D20, storage standard, 50 GiB/);
    expect(await product('prd-reports-eu')).toMatchObject({ status: 'scaling', instanceType: 'D20' });
  });

  it('changes the storage, keeping the values not given', async () => {
    const before = await product('prd-reports-eu');
    const { code } = await run('products', 'scale', 'prd-reports-eu', '--storage-size', '100');
    expect(code).toBe(0);
    const after = await product('prd-reports-eu');
    expect(after.status).toBe('scaling');
    expect(after.storage).toEqual({ ...before.storage, sizeGb: 100 });
  });

  it('refuses to change the instance and the storage at once (exit 2, nothing sent)', async () => {
    const { code, stderr } = await run(
      'products',
      'scale',
      'prd-reports-eu',
      '--instance',
      'D20',
      '--storage-size',
      '100',
    );
    expect(code).toBe(2);
    expect(stderr).toContain('Change the instance (or tier) and the storage one after the other');
    expect((await product('prd-reports-eu')).status).toBe('running');
  });

  it('refuses storage that would shrink before sending anything (exit 2), in the plan’s words', async () => {
    const { code, stderr } = await run('products', 'scale', 'prd-orders-eu', '--storage-size', '100');
    expect(code).toBe(2);
    expect(stderr).toContain('Storage never shrinks: the size is at least the current 500 GiB.');
    expect((await product('prd-orders-eu')).status).toBe('running');
  });

  it('moves a product to the tier of a size its tier lacks, and says so', async () => {
    const { code, stdout } = await run('products', 'scale', 'prd-reports-eu', '--instance', 'P20');
    expect(code).toBe(0);
    expect(stdout).toContain('The product moves from the Development tier to the Production tier');
    expect(await product('prd-reports-eu')).toMatchObject({ tier: 'Production', instanceType: 'P20' });
  });

  it('--dry-run shows the request and the price now and after, and sends nothing', async () => {
    const human = await run('products', 'scale', 'prd-reports-eu', '--storage-size', '100', '--dry-run');
    expect(human.code).toBe(0);
    expect(human.stdout).toMatch(/^Dry run: nothing was sent\. It would change the storage:\n/);
    expect(human.stdout).toContain(
      'POST /products/change-volume/{domainName} (changeVolume) domainName=acme',
    );
    expect(human.stdout).toMatch(/^Price: USD [\d,.]+ a month \(now USD [\d,.]+\)\.$/m);
    const json = await run(
      'products',
      'scale',
      'prd-reports-eu',
      '--storage-size',
      '100',
      '--dry-run',
      '--json',
    );
    const plan = JSON.parse(json.stdout) as { requests: { body: { sizeGb: number } }[]; price: object };
    expect(plan.requests[0]?.body.sizeGb).toBe(100);
    expect(plan.price).toMatchObject({ currency: 'USD' });
    expect((await product('prd-reports-eu')).storage.sizeGb).toBe(50);
  });
});

describe('destructive commands without a terminal', () => {
  it('refuses to restart a node without --yes (exit 2) and restarts it with --yes', async () => {
    const refused = await run('products', 'restart-node', 'prd-orders-eu', 'B');
    expect(refused.code).toBe(2);
    expect(refused.stdout).toBe('');
    expect(refused.stderr).toContain('Refusing to restart node B of prd-orders-eu without --yes');
    expect((await product('prd-orders-eu')).nodes.find((node) => node.nodeTag === 'B')?.status).toBe(
      'running',
    );

    const done = await run('products', 'restart-node', 'prd-orders-eu', 'B', '--yes');
    expect(done.code).toBe(0);
    expect(done.stdout).toBe('Node B of prd-orders-eu is restarting (about 2 minutes).\n');
    const restarted = await product('prd-orders-eu');
    expect(restarted.status).toBe('restarting');
    expect(restarted.nodes.find((node) => node.nodeTag === 'B')?.status).toBe('restarting');
  });

  it('refuses to terminate without --yes (exit 2) and terminates with --yes', async () => {
    const refused = await run('products', 'terminate', 'prd-reports-eu');
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain('Refusing to terminate prd-reports-eu without --yes');
    expect((await product('prd-reports-eu')).status).toBe('running');

    const done = await run('products', 'terminate', 'prd-reports-eu', '-y', '--json');
    expect(done.code).toBe(0);
    expect(JSON.parse(done.stdout)).toMatchObject({ productId: 'prd-reports-eu', status: 'terminating' });
    expect((await product('prd-reports-eu')).status).toBe('terminating');

    const again = await run('products', 'terminate', 'prd-reports-eu', '--yes');
    expect(again.code).toBe(1);
    expect(again.stderr).toMatch(/^Error: .+ \(409\)\n/);
  });
});

const hasScript = spawnSync('script', ['--version']).status === 0;

describe.skipIf(!hasScript)('destructive commands on a terminal', () => {
  it('asks before terminating: "n" changes nothing (exit 2), "y" terminates', async () => {
    const declined = await dbcloudOnTerminal(cloud, ['products', 'terminate', 'prd-reports-eu'], 'n\n');
    expect(declined.stdout).toContain('Terminate prd-reports-eu?');
    expect(declined.stdout).toContain('Cancelled: nothing was changed.');
    expect(declined.code).toBe(2);
    expect((await product('prd-reports-eu')).status).toBe('running');

    const confirmed = await dbcloudOnTerminal(cloud, ['products', 'terminate', 'prd-reports-eu'], 'y\n');
    expect(confirmed.code).toBe(0);
    expect(confirmed.stdout).toContain('prd-reports-eu is terminating');
    expect((await product('prd-reports-eu')).status).toBe('terminating');
  });
});

describe('a key made with a session, as the portal makes it', () => {
  /** Signs in as acme's owner through the mailbox link; answers a fetch that sends the session. */
  async function ownerSession(): Promise<(path: string, body?: unknown) => Promise<Response>> {
    const origin = new URL(cloud.url).origin;
    const browser = { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' };
    const email = 'owner@demo.dbcloud.dev';
    await fetch(`${cloud.url}/login`, { method: 'POST', headers: browser, body: JSON.stringify({ email }) });
    const mail = (await (await fetch(`${origin}/__fake/mailbox?to=${email}`)).json()) as { link: string }[];
    const opened = await fetch(`${cloud.url}/login/link${new URL(mail.at(-1)?.link ?? '').search}`, {
      redirect: 'manual',
    });
    const cookie = opened.headers.getSetCookie()[0]?.split(';')[0] ?? '';
    expect(cookie).toMatch(/^dbcloud_session=/);
    return (path, body) =>
      fetch(`${cloud.url}${path}`, {
        method: 'POST',
        headers: { ...browser, Cookie: cookie, 'X-Tenant-ID': 'acme' },
        body: JSON.stringify(body ?? {}),
      });
  }

  it('lists the account’s products until it is deactivated, then exits 1 with the problem’s words', async () => {
    const session = await ownerSession();
    const expiresAt = new Date(Date.now() + 30 * 24 * 3600 * 1000).toISOString();
    const created = await session('/api-keys/create', {
      domainName: 'acme',
      description: 'dbcloud CLI test',
      expiresAt,
    });
    expect(created.status).toBe(201);
    const { apiKey, secret } = (await created.json()) as { apiKey: { apiKeyId: string }; secret: string };
    const withKey = (...args: string[]) => dbcloud(cloud, args, { DBCLOUD_API_KEY: secret });

    const listed = await withKey('products', 'list');
    expect(listed.code).toBe(0);
    expect(listed.stdout).toMatch(/^prd-orders-eu\s+Orders \(EU\)\s+running\s/m);
    const keys = await withKey('keys', 'list');
    expect(keys.stdout).toMatch(
      new RegExp(
        `^${apiKey.apiKeyId}\\s+dbcloud CLI test\\s+yes\\s+.+ UTC\\s+\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2} UTC\\s`,
        'm',
      ),
    );

    const deactivated = await session(`/api-keys/deactivate/acme/${apiKey.apiKeyId}`);
    expect(deactivated.status).toBe(200);
    const refused = await withKey('products', 'list');
    expect(refused.code).toBe(1);
    expect(refused.stdout).toBe('');
    expect(refused.stderr).toMatch(
      new RegExp(
        `^Error: The API key was not accepted \\(401\\)\\nThe API key ${apiKey.apiKeyId} .*was deactivated`,
      ),
    );
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

describe('billing budget', () => {
  it('shows no budget, sets one, says it in a scale’s dry run when the forecast would go over it, and clears it', async () => {
    await pinWorld(cloud.origin);
    const none = await run('billing', 'budget');
    expect(none.code).toBe(0);
    expect(none.stdout).toMatch(/^Budget:\s+none$/m);
    const state = JSON.parse((await run('billing', 'budget', '--json')).stdout) as {
      forecast: { amountCents: number };
    };
    // just above the forecast: a bigger instance takes the forecast over it
    const amount = ((state.forecast.amountCents + 100) / 100).toFixed(2);
    const set = await run('billing', 'budget', '--amount', amount, '--alerts', '80,100');
    expect(set.code).toBe(0);
    expect(set.stdout).toMatch(/^Budget:\s+\$[\d,.]+ a month$/m);
    expect(set.stdout).toMatch(/^Alerts at:\s+80%, 100%, forecast above the budget$/m);

    const dryRun = await run('products', 'scale', 'prd-reports-eu', '--instance', 'D20', '--dry-run');
    expect(dryRun.code).toBe(0);
    expect(dryRun.stdout).toMatch(
      /^Budget: This change would take this month's forecast over your budget of USD [\d,.]+: to USD [\d,.]+, USD [\d,.]+ over\.$/m,
    );

    const cleared = await run('billing', 'budget', '--clear');
    expect(cleared.code).toBe(0);
    expect(cleared.stdout).toMatch(/^Budget:\s+none$/m);
    const quiet = await run('products', 'scale', 'prd-reports-eu', '--instance', 'D20', '--dry-run');
    expect(quiet.stdout).not.toContain('Budget:');
  });

  it('refuses amounts and alerts the contract does not allow, before sending anything', async () => {
    for (const args of [
      ['--amount', 'NaN'],
      ['--amount', '0.5'],
      ['--amount', '1e9'],
      ['--amount', '100', '--alerts', '80,80'],
      ['--amount', '100', '--alerts', '0'],
      ['--amount', '100', '--alerts', '10,20,30,40,50,60'],
      ['--alerts', '50'],
      ['--amount', '100', '--clear'],
    ]) {
      const refused = await run('billing', 'budget', ...args);
      expect(refused.code, args.join(' ')).toBe(2);
      expect(refused.stderr).toMatch(/--(amount|alerts|clear)/);
    }
    expect((await run('billing', 'budget')).stdout).toMatch(/^Budget:\s+none$/m);
  });
});
