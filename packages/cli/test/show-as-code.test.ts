// The portal's "Show as code" writes `dbcloud` commands for its forms (apps/portal's show-as-code
// snippets): run here as a user would paste them, in a shell against the fake cloud, they make exactly
// the change the form would send. This keeps the portal's idea of the CLI's flags the CLI's own.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createApiClient, unwrap } from '@dbcloud/api-client';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { codeSnippets } from '../../../apps/portal/src/components/show-as-code/snippets';
import { dbcloud, type FakeCloud, KEYS, startFakeCloud, timeSettings } from './harness.js';

const BIN = fileURLToPath(new URL('../dist/cli.js', import.meta.url));

let cloud: FakeCloud;
let binDir: string;
beforeAll(async () => {
  cloud = await startFakeCloud();
  // `dbcloud` on the PATH, as after `npm install -g @dbcloud/cli`.
  binDir = mkdtempSync(path.join(tmpdir(), 'dbcloud-bin-'));
  writeFileSync(path.join(binDir, 'dbcloud'), `#!/bin/sh\nexec "${process.execPath}" "${BIN}" "$@"\n`, {
    mode: 0o755,
  });
});
beforeEach(() => cloud.reset());
afterAll(() => {
  cloud?.stop();
  if (binDir) rmSync(binDir, { recursive: true, force: true });
});

/** Runs a snippet in /bin/sh with the key in the environment, as its comment asks. */
function sh(script: string): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = execFile(
      '/bin/sh',
      ['-c', script],
      {
        env: { ...timeSettings(), PATH: `${binDir}:${process.env.PATH}`, DBCLOUD_API_KEY: KEYS.acme },
        encoding: 'utf8',
      },
      (error, stdout, stderr) =>
        resolve({ code: error ? (typeof error.code === 'number' ? error.code : -1) : 0, stdout, stderr }),
    );
    child.stdin?.end();
  });
}

async function product(productId: string) {
  const { code, stdout } = await dbcloud(cloud, ['products', 'get', productId, '--json']);
  expect(code).toBe(0);
  return JSON.parse(stdout) as Record<string, unknown>;
}

describe('the portal’s “Show as code” commands', () => {
  it('create: the command creates the product the form’s body describes', async () => {
    const api = createApiClient({ baseUrl: cloud.url, apiKey: KEYS.acme });
    const context = await unwrap(
      api.GET('/products/create/context/{domainName}', { params: { path: { domainName: 'acme' } } }),
    );
    const storage =
      context.storageTypes.find((option) => option.type === 'premium') ?? context.storageTypes[0];
    if (!storage) throw new Error('the create context offers no storage type');
    const body = {
      domainName: 'acme',
      tier: 'Development' as const,
      name: "Bob's search (EU)",
      subdomainName: 'bobs-search',
      cloudProvider: 'Gcp' as const,
      region: 'europe-west1',
      instanceType: 'D20',
      storage: {
        type: storage.type,
        sizeGb: storage.minSizeGb + 10,
        iops: storage.defaultIops,
        throughput: storage.defaultThroughput,
      },
      releaseChannel: 'lts' as const,
      allowedIps: ['198.51.100.23/32', '203.0.113.0/24'],
    };
    const { cli } = codeSnippets(
      { operationId: 'createProduct', body, tenant: 'acme' },
      { baseUrl: cloud.url },
    );
    if (cli === null) throw new Error('no CLI command for createProduct');
    const { code, stdout, stderr } = await sh(cli);
    expect({ code, stderr }).toEqual({ code: 0, stderr: '' });
    const productId = /^Created (\S+):/m.exec(stdout)?.[1];
    if (!productId) throw new Error(`no product id in: ${stdout}`);
    expect(await product(productId)).toMatchObject({
      displayName: body.name,
      subdomainName: body.subdomainName,
      tier: body.tier,
      cloudProvider: body.cloudProvider,
      region: body.region,
      instanceType: body.instanceType,
      storage: body.storage,
      releaseChannel: body.releaseChannel,
      allowedIps: body.allowedIps,
    });
  });

  it('scale: the instance change and the storage change run as written', async () => {
    const instance = codeSnippets(
      {
        operationId: 'changeProduct',
        body: { productId: 'prd-reports-eu', instanceType: 'D20' },
        tenant: 'acme',
      },
      { baseUrl: cloud.url },
    ).cli;
    if (instance === null) throw new Error('no CLI command for changeProduct');
    expect(await sh(instance)).toMatchObject({ code: 0, stderr: '' });
    expect(await product('prd-reports-eu')).toMatchObject({ instanceType: 'D20' });

    await cloud.reset();
    const before = (await product('prd-reports-eu')).storage as Record<string, number | string>;
    const storage = {
      type: before.type,
      sizeGb: Number(before.sizeGb) + 50,
      iops: before.iops,
      throughput: before.throughput,
    };
    const volume = codeSnippets(
      { operationId: 'changeVolume', body: { productId: 'prd-reports-eu', ...storage }, tenant: 'acme' },
      { baseUrl: cloud.url },
    ).cli;
    if (volume === null) throw new Error('no CLI command for changeVolume');
    expect(await sh(volume)).toMatchObject({ code: 0, stderr: '' });
    expect(await product('prd-reports-eu')).toMatchObject({ storage });
  });
});
