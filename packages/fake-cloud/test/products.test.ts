// Products: the lifecycle on the fake clock, the rules of nodes, storage, features, IPs and the client
// certificate, and who may see an account's products. Everything through the real client.
import { crc32 } from 'node:zlib';
import { type ApiError, download, type ProductCreateRequest, unwrap } from '@dbcloud/api-client';
import { describe, expect, it } from 'vitest';
import { createWorld, validateResponse } from '../src/index.js';
import { type Browser, NEW_SEARCH_PRODUCT, signIn, useFakeCloud } from './harness.js';

const cloud = useFakeCloud();

const acme = { domainName: 'acme' };
const owner = () => signIn('owner@demo.dbcloud.dev', 'acme');

async function advance(b: Browser, minutes: number): Promise<void> {
  const response = await b.fetch('/__fake/clock', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ advanceMinutes: minutes }),
  });
  expect(response.ok).toBe(true);
}

const getProduct = (b: Browser, productId: string) =>
  unwrap(b.api.GET('/products/get/{domainName}/{productId}', { params: { path: { ...acme, productId } } }));

const listProducts = (b: Browser) =>
  unwrap(b.api.GET('/products/get-products/{domainName}', { params: { path: acme } }));

const problemOf = async (call: Promise<unknown>) => {
  const error = (await call.then(
    () => undefined,
    (e: unknown) => e,
  )) as ApiError | undefined;
  expect(error, 'the call should fail').toBeDefined();
  return error as ApiError;
};

describe('the products list', () => {
  it('lists the account’s products newest first, with their nodes and labels', async () => {
    const b = await owner();
    const products = await listProducts(b);
    const ids = products.map((p) => p.productId);
    expect(ids).toEqual(
      expect.arrayContaining(['prd-orders-eu', 'prd-ledger-eu', 'prd-reports-eu', 'prd-sandbox-us']),
    );
    const created = products.map((p) => Date.parse(p.createdAt));
    expect(created).toEqual([...created].sort((x, y) => y - x));
    const orders = products.find((p) => p.productId === 'prd-orders-eu');
    expect(orders?.nodes.map((n) => [n.nodeTag, n.isAdditional])).toEqual([
      ['A', false],
      ['B', false],
      ['C', false],
      ['D', true],
    ]);
    expect(new Set(products.map((p) => p.tier))).toEqual(new Set(['Free', 'Development', 'Production']));
    expect(new Set(products.map((p) => p.status))).toEqual(new Set(['running', 'terminated', 'creating']));

    const status = await unwrap(b.api.GET('/products/status/{domainName}', { params: { path: acme } }));
    expect(status.items.map((i) => i.productId)).toEqual(ids);
  });

  it('answers every seeded product, in every state, as the contract’s Product', async () => {
    const b = await owner();
    for (const { productId } of await listProducts(b)) {
      expect(validateResponse('getProduct', 200, await getProduct(b, productId)), productId).toEqual([]);
    }
  });

  it('answers 404 for a product the account does not have', async () => {
    const b = await owner();
    const error = await problemOf(getProduct(b, 'prd-missing'));
    expect(error.status).toBe(404);
    const other = await problemOf(getProduct(b, 'prd-catalog-eu')); // globex's
    expect(other.status).toBe(404);
  });

  it('lets a member with the Products role list products', async () => {
    const member = await signIn('member@demo.dbcloud.dev', 'acme');
    const products = await listProducts(member);
    expect(products.some((p) => p.productId === 'prd-orders-eu')).toBe(true);
  });

  it('answers 403 to a user of another account', async () => {
    const outsider = await signIn('market@demo.dbcloud.dev', 'acme');
    const error = await problemOf(listProducts(outsider));
    expect(error.status).toBe(403);
    const byId = await problemOf(getProduct(outsider, 'prd-orders-eu'));
    expect(byId.status).toBe(403);
  });

  it('seeds megacorp’s 1,000 products in scenario large, over every tier, provider and several states', async () => {
    const started = performance.now();
    createWorld('large');
    const seedMs = performance.now() - started;
    cloud.reset('large');
    const b = await signIn('owner@demo.dbcloud.dev', 'megacorp');
    const products = await unwrap(
      b.api.GET('/products/get-products/{domainName}', { params: { path: { domainName: 'megacorp' } } }),
    );
    expect(products).toHaveLength(1000);
    expect(new Set(products.map((p) => p.tier)).size).toBe(3);
    expect(new Set(products.map((p) => p.cloudProvider)).size).toBe(3);
    expect(new Set(products.map((p) => p.region)).size).toBeGreaterThan(6);
    expect(new Set(products.map((p) => p.status)).size).toBeGreaterThanOrEqual(5);
    expect(new Set(products.map((p) => p.productId)).size).toBe(1000);
    expect(validateResponse('getProducts', 200, products)).toEqual([]);
    expect(seedMs).toBeGreaterThan(0);
  });
});

describe('creating a product', () => {
  it('starts creating and is running once the fake clock passes 10 minutes', async () => {
    const b = await owner();
    const created = await unwrap(b.api.POST('/products/create', { body: NEW_SEARCH_PRODUCT }));
    expect(created).toMatchObject({
      productId: 'prd-search-eu',
      status: 'creating',
      allowedIps: ['198.51.100.23/32'],
      nodes: [{ nodeTag: 'A', status: 'creating', url: 'https://a.search.acme.dbcloud.dev' }],
    });
    expect((await listProducts(b))[0]?.productId).toBe('prd-search-eu');

    await advance(b, 9);
    expect((await getProduct(b, 'prd-search-eu')).status).toBe('creating');
    await advance(b, 2);
    const running = await getProduct(b, 'prd-search-eu');
    expect(running.status).toBe('running');
    expect(running.nodes.map((n) => n.status)).toEqual(['running']);
  });

  it('creates a Production product with three core nodes', async () => {
    const b = await owner();
    const created = await unwrap(
      b.api.POST('/products/create', {
        body: {
          ...NEW_SEARCH_PRODUCT,
          tier: 'Production',
          instanceType: 'P20',
          subdomainName: 'events',
          name: 'Events',
        },
      }),
    );
    expect(created.nodes.map((n) => n.nodeTag)).toEqual(['A', 'B', 'C']);
  });

  it('answers 409 when the subdomain is taken, and names the field', async () => {
    const b = await owner();
    const error = await problemOf(
      unwrap(b.api.POST('/products/create', { body: { ...NEW_SEARCH_PRODUCT, subdomainName: 'reports' } })),
    );
    expect(error.status).toBe(409);
    expect(error.problem.errors).toHaveProperty('subdomainName');
  });

  it('answers 422 for a second Free product, an instance of another tier, or a region of another provider', async () => {
    const b = await owner();
    const free: ProductCreateRequest = {
      ...NEW_SEARCH_PRODUCT,
      tier: 'Free',
      instanceType: 'F1',
      storage: { ...NEW_SEARCH_PRODUCT.storage, sizeGb: 5 },
    };
    expect((await problemOf(unwrap(b.api.POST('/products/create', { body: free })))).status).toBe(422);
    const p30 = { ...NEW_SEARCH_PRODUCT, instanceType: 'P30' };
    expect((await problemOf(unwrap(b.api.POST('/products/create', { body: p30 })))).status).toBe(422);
    const awsRegion = { ...NEW_SEARCH_PRODUCT, region: 'eu-west-1' };
    expect((await problemOf(unwrap(b.api.POST('/products/create', { body: awsRegion })))).status).toBe(422);
  });

  it('needs a billing contact for paid tiers (422), and creates once the account has one', async () => {
    const b = await signIn('mfa@demo.dbcloud.dev', 'globex');
    const globex = { domainName: 'globex' };
    const context = await unwrap(
      b.api.GET('/products/create/context/{domainName}', { params: { path: globex } }),
    );
    expect(context.hasBillingContact).toBe(false);
    expect(context.tiers.find((t) => t.tier === 'Development')).toMatchObject({ available: false });
    const body: ProductCreateRequest = { ...NEW_SEARCH_PRODUCT, domainName: 'globex' };
    expect((await problemOf(unwrap(b.api.POST('/products/create', { body })))).status).toBe(422);

    await unwrap(
      b.api.POST('/payment-info/add-billing-info/{domainName}', {
        params: { path: globex },
        body: {
          billingFirstName: 'Max',
          billingLastName: 'Factor',
          billingPhone: '+442079460000',
          billingEmail: 'mfa@demo.dbcloud.dev',
        },
      }),
    );
    expect((await unwrap(b.api.POST('/products/create', { body }))).productId).toBe('prd-search-eu');
  });

  it('offers what the account may create', async () => {
    const b = await owner();
    const context = await unwrap(
      b.api.GET('/products/create/context/{domainName}', { params: { path: acme } }),
    );
    expect(context.freeProductsLeft).toBe(0);
    expect(context.tiers.find((t) => t.tier === 'Free')).toMatchObject({ available: false });
    expect(context.tiers.find((t) => t.tier === 'Production')).toMatchObject({
      available: true,
      nodeCount: 3,
      maxAdditionalNodes: 3,
    });
    expect(context.defaultAllowedIp).toMatch(/\/(32|128)$/);
  });
});

describe('nodes', () => {
  const restart = (b: Browser, nodeTag: 'A' | 'B' | 'C' | 'D' | 'E' | 'F') =>
    unwrap(
      b.api.POST('/products/restart-node/{domainName}/{productId}/{nodeTag}', {
        params: { path: { ...acme, productId: 'prd-orders-eu', nodeTag } },
      }),
    );

  it('restarts a node: restarting for 2 minutes, then running; a second restart meanwhile is a 409', async () => {
    const b = await owner();
    const restarting = await restart(b, 'B');
    expect(restarting.status).toBe('restarting');
    expect(restarting.nodes.find((n) => n.nodeTag === 'B')?.status).toBe('restarting');
    expect(restarting.nodes.find((n) => n.nodeTag === 'A')?.status).toBe('running');
    expect((await problemOf(restart(b, 'A'))).status).toBe(409);

    await advance(b, 2);
    const after = await getProduct(b, 'prd-orders-eu');
    expect(after.status).toBe('running');
    expect(after.nodes.every((n) => n.status === 'running')).toBe(true);
  });

  const addNode = (b: Browser, region?: string) =>
    unwrap(
      b.api.POST('/products/additional-node/add/{domainName}/{productId}', {
        params: { path: { ...acme, productId: 'prd-orders-eu' } },
        body: region ? { region } : {},
      }),
    );
  const removeNode = (b: Browser, nodeTag: 'A' | 'B' | 'C' | 'D' | 'E' | 'F') =>
    unwrap(
      b.api.POST('/products/additional-node/remove/{domainName}/{productId}/{nodeTag}', {
        params: { path: { ...acme, productId: 'prd-orders-eu', nodeTag } },
      }),
    );

  it('adds additional nodes E and F, and refuses a fourth with 422', async () => {
    const b = await owner();
    const e = await addNode(b, 'us-east-1');
    expect(e).toMatchObject({
      nodeTag: 'E',
      status: 'creating',
      region: 'us-east-1',
      url: 'https://e.orders.acme.dbcloud.dev',
    });
    expect((await addNode(b)).nodeTag).toBe('F');
    expect((await problemOf(addNode(b))).status).toBe(422);
    await advance(b, 10);
    const product = await getProduct(b, 'prd-orders-eu');
    expect(product.nodes.map((n) => `${n.nodeTag}:${n.status}`)).toEqual([
      'A:running',
      'B:running',
      'C:running',
      'D:running',
      'E:running',
      'F:running',
    ]);
  });

  it('refuses a region the provider does not offer, and nodes on a product that is not Production', async () => {
    const b = await owner();
    expect((await problemOf(addNode(b, 'westeurope'))).status).toBe(422);
    const onDevelopment = unwrap(
      b.api.POST('/products/additional-node/add/{domainName}/{productId}', {
        params: { path: { ...acme, productId: 'prd-reports-eu' } },
        body: {},
      }),
    );
    expect((await problemOf(onDevelopment)).status).toBe(422);
  });

  it('removes additional node D after 5 minutes, but never a core node (422)', async () => {
    const b = await owner();
    expect((await problemOf(removeNode(b, 'A'))).status).toBe(422);
    expect((await problemOf(removeNode(b, 'E'))).status).toBe(404);
    expect(await removeNode(b, 'D')).toMatchObject({ nodeTag: 'D', status: 'removing' });
    expect((await problemOf(removeNode(b, 'D'))).status).toBe(409);
    await advance(b, 5);
    expect((await getProduct(b, 'prd-orders-eu')).nodes.map((n) => n.nodeTag)).toEqual(['A', 'B', 'C']);
  });
});

describe('terminating and deleting', () => {
  const terminate = (b: Browser, productId: string, hideInPortal = false) =>
    unwrap(
      b.api.POST('/products/terminate/{domainName}', {
        params: { path: acme },
        body: { productId, hideInPortal },
      }),
    );
  const remove = (b: Browser, productId: string) =>
    unwrap(
      b.api.POST('/products/delete/{domainName}/{productId}', { params: { path: { ...acme, productId } } }),
    );

  it('terminates (terminating, then terminated after 5 minutes), then deletes the record and frees the subdomain', async () => {
    const b = await owner();
    const terminating = await terminate(b, 'prd-reports-eu');
    expect(terminating.status).toBe('terminating');
    expect(terminating.nodes.map((n) => n.status)).toEqual(['removing']);
    expect((await problemOf(terminate(b, 'prd-reports-eu'))).status).toBe(409);
    expect((await problemOf(remove(b, 'prd-reports-eu'))).status).toBe(409);

    await advance(b, 5);
    const ended = await getProduct(b, 'prd-reports-eu');
    expect(ended.status).toBe('terminated');
    expect(ended.nodes.map((n) => n.status)).toEqual(['stopped']);

    expect(await remove(b, 'prd-reports-eu')).toEqual({ success: true });
    expect((await problemOf(getProduct(b, 'prd-reports-eu'))).status).toBe(404);
    expect((await listProducts(b)).some((p) => p.productId === 'prd-reports-eu')).toBe(false);
    const again = await unwrap(
      b.api.POST('/products/create', {
        body: { ...NEW_SEARCH_PRODUCT, subdomainName: 'reports', name: 'Reports again' },
      }),
    );
    expect(again.subdomainName).toBe('reports');
  });

  it('leaves a product terminated with hideInPortal out of the lists, but answers it by id', async () => {
    const b = await owner();
    await terminate(b, 'prd-sandbox-us', true);
    expect((await listProducts(b)).some((p) => p.productId === 'prd-sandbox-us')).toBe(false);
    expect((await getProduct(b, 'prd-sandbox-us')).hideInPortal).toBe(true);
  });
});

describe('scaling', () => {
  const changeVolume = (b: Browser, sizeGb: number, type: 'standard' | 'premium' = 'standard') =>
    unwrap(
      b.api.POST('/products/change-volume/{domainName}', {
        params: { path: acme },
        body: { productId: 'prd-reports-eu', sizeGb, type, iops: 3000, throughput: 125 },
      }),
    );

  it('grows the volume (scaling, then running after 5 minutes) and never shrinks it (422)', async () => {
    const b = await owner();
    expect((await problemOf(changeVolume(b, 20))).status).toBe(422);
    const scaling = await changeVolume(b, 80);
    expect(scaling).toMatchObject({ status: 'scaling', storage: { sizeGb: 80 } });
    expect((await problemOf(changeVolume(b, 100))).status).toBe(409);
    await advance(b, 5);
    expect(await getProduct(b, 'prd-reports-eu')).toMatchObject({
      status: 'running',
      storage: { sizeGb: 80 },
    });
    expect((await problemOf(changeVolume(b, 60))).status).toBe(422);
  });

  it('renames at once, and scales for an instance change; tiers do not move to or from Free', async () => {
    const b = await owner();
    const change = (body: Record<string, string>) =>
      unwrap(
        b.api.POST('/products/change-product/{domainName}', {
          params: { path: acme },
          body: { productId: 'prd-reports-eu', ...body },
        }),
      );
    expect(await change({ name: 'Reporting' })).toMatchObject({
      displayName: 'Reporting',
      status: 'running',
    });
    expect(await change({ instanceType: 'D20' })).toMatchObject({ instanceType: 'D20', status: 'scaling' });
    await advance(b, 5);
    expect((await problemOf(change({ tier: 'Free', instanceType: 'F1' }))).status).toBe(422);
    expect((await problemOf(change({ instanceType: 'P30' }))).status).toBe(422);
    const production = await change({ tier: 'Production', instanceType: 'P20' });
    expect(production.nodes.map((n) => `${n.nodeTag}:${n.status}`)).toEqual([
      'A:running',
      'B:creating',
      'C:creating',
    ]);
  });

  it('moves an Azure Production product to the data disk, restarting nodes one at a time', async () => {
    const b = await owner();
    const migrate = () =>
      unwrap(
        b.api.POST('/products/migrate-to-data-disk/{domainName}/{productId}', {
          params: { path: { ...acme, productId: 'prd-ledger-eu' } },
        }),
      );
    const started = await migrate();
    expect(started.status).toBe('scaling');
    expect(started.nodes.map((n) => n.status)).toEqual(['restarting', 'running', 'running']);
    await advance(b, 6);
    expect((await getProduct(b, 'prd-ledger-eu')).nodes.map((n) => n.status)).toEqual([
      'running',
      'restarting',
      'running',
    ]);
    await advance(b, 10);
    expect(await getProduct(b, 'prd-ledger-eu')).toMatchObject({ status: 'running', diskKind: 'data' });
    expect((await problemOf(migrate())).status).toBe(422);
  });

  it('installs the diagnostic tools in 5 minutes', async () => {
    const b = await owner();
    const install = () =>
      unwrap(
        b.api.POST('/products/install-tools/{domainName}/{productId}', {
          params: { path: { ...acme, productId: 'prd-orders-eu' } },
        }),
      );
    expect((await install()).diagnosticTools).toBe('installing');
    expect((await problemOf(install())).status).toBe(409);
    await advance(b, 5);
    expect((await getProduct(b, 'prd-orders-eu')).diagnosticTools).toBe('installed');
  });
});

describe('features', () => {
  const feature = (
    b: Browser,
    method: 'POST' | 'DELETE',
    name: 'power-bi' | 'autoscaling' | 'open-telemetry',
    productId = 'prd-orders-eu',
  ) => {
    const init = { params: { path: { feature: name, ...acme, productId } } };
    return unwrap(
      method === 'POST'
        ? b.api.POST('/products/feature/{feature}/{domainName}/{productId}', init)
        : b.api.DELETE('/products/feature/{feature}/{domainName}/{productId}', init),
    );
  };
  const configureTelemetry = (b: Browser) =>
    unwrap(
      b.api.POST('/products/features/configure/monitoring/open-telemetry/{domainName}', {
        params: { path: acme },
        body: {
          productId: 'prd-orders-eu',
          endpoint: 'https://otel.acme.example:4317',
          protocol: 'http',
          headers: { authorization: 'Bearer secret' },
        },
      }),
    );
  const stateOf = (list: { features: { name: string; enabled: boolean }[] }, name: string) =>
    list.features.find((f) => f.name === name);

  it('enables, configures and disables a feature, keeping its configuration', async () => {
    const b = await owner();
    expect((await problemOf(configureTelemetry(b))).status).toBe(422);
    expect(stateOf(await feature(b, 'POST', 'open-telemetry'), 'open-telemetry')?.enabled).toBe(true);
    expect((await problemOf(feature(b, 'POST', 'open-telemetry'))).status).toBe(409);

    const configured = await configureTelemetry(b);
    expect(stateOf(configured, 'open-telemetry')).toEqual({
      name: 'open-telemetry',
      enabled: true,
      config: {
        endpoint: 'https://otel.acme.example:4317',
        protocol: 'http',
        headers: { authorization: '********' },
      },
    });

    const disabled = await feature(b, 'DELETE', 'open-telemetry');
    expect(stateOf(disabled, 'open-telemetry')).toMatchObject({
      enabled: false,
      config: { protocol: 'http' },
    });
    expect((await problemOf(feature(b, 'DELETE', 'open-telemetry'))).status).toBe(409);
    expect((await getProduct(b, 'prd-orders-eu')).features.map((f) => f.name)).toEqual([
      'power-bi',
      'autoscaling',
      'open-telemetry',
    ]);
  });

  it('keeps autoscaling to Production and features away from Free products (422)', async () => {
    const b = await owner();
    expect((await problemOf(feature(b, 'POST', 'autoscaling', 'prd-reports-eu'))).status).toBe(422);
    expect((await problemOf(feature(b, 'POST', 'power-bi', 'prd-sandbox-us'))).status).toBe(422);
  });

  it('checks the autoscaling range against the tier', async () => {
    const b = await owner();
    const configure = (minInstanceType: string, maxInstanceType: string) =>
      unwrap(
        b.api.POST('/products/features/configure/autoscaling/{domainName}', {
          params: { path: acme },
          body: {
            productId: 'prd-orders-eu',
            minInstanceType,
            maxInstanceType,
            cpuThresholdPercent: 80,
            storageAutoExtend: false,
          },
        }),
      );
    expect(stateOf(await configure('P20', 'P40'), 'autoscaling')).toMatchObject({
      config: { minInstanceType: 'P20', maxInstanceType: 'P40' },
    });
    expect((await problemOf(configure('P50', 'P30'))).status).toBe(422);
    expect((await problemOf(configure('D10', 'P30'))).status).toBe(422);
  });
});

/** The entries of a stored zip, each checked against its CRC-32. */
function unzip(bytes: Uint8Array): Map<string, string> {
  const view = Buffer.from(bytes);
  const files = new Map<string, string>();
  let offset = 0;
  while (view.readUInt32LE(offset) === 0x04034b50) {
    const crc = view.readUInt32LE(offset + 14);
    const size = view.readUInt32LE(offset + 18);
    const nameLength = view.readUInt16LE(offset + 26);
    const extraLength = view.readUInt16LE(offset + 28);
    const name = view.subarray(offset + 30, offset + 30 + nameLength).toString('utf8');
    const data = view.subarray(
      offset + 30 + nameLength + extraLength,
      offset + 30 + nameLength + extraLength + size,
    );
    expect(crc32(data), `CRC of ${name}`).toBe(crc);
    files.set(name, data.toString('utf8'));
    offset += 30 + nameLength + extraLength + size;
  }
  expect(view.readUInt32LE(offset)).toBe(0x02014b50);
  return files;
}

describe('the client certificate', () => {
  const downloadCertificate = (b: Browser) =>
    download(
      b.api.GET('/products/client-certificate/{domainName}/{productId}', {
        params: { path: { ...acme, productId: 'prd-orders-eu' } },
        parseAs: 'blob',
      }),
    );

  it('downloads as certificates.zip, and regenerating changes its fingerprint', async () => {
    const b = await owner();
    const before = await getProduct(b, 'prd-orders-eu');
    const file = await downloadCertificate(b);
    expect(file.fileName).toBe('certificates.zip');
    const files = unzip(new Uint8Array(await file.blob.arrayBuffer()));
    expect([...files.keys()]).toEqual(['ca.pem', 'client.crt', 'client.key']);
    expect(files.get('client.crt')).toContain(before.certificate.fingerprint);
    expect(files.get('client.key')).toContain('-----BEGIN PRIVATE KEY-----');

    const renewed = await unwrap(
      b.api.POST('/products/client-certificate/regenerate/{domainName}/{productId}', {
        params: { path: { ...acme, productId: 'prd-orders-eu' } },
      }),
    );
    expect(renewed.fingerprint).not.toBe(before.certificate.fingerprint);
    expect((await getProduct(b, 'prd-orders-eu')).certificate).toEqual(renewed);
    const after = unzip(new Uint8Array(await (await downloadCertificate(b)).blob.arrayBuffer()));
    expect(after.get('client.crt')).toContain(renewed.fingerprint);
    expect(after.get('ca.pem')).toBe(files.get('ca.pem'));
  });

  it('is gone once the product is terminating (409)', async () => {
    const b = await owner();
    await unwrap(
      b.api.POST('/products/terminate/{domainName}', {
        params: { path: acme },
        body: { productId: 'prd-orders-eu', hideInPortal: false },
      }),
    );
    expect((await problemOf(downloadCertificate(b))).status).toBe(409);
  });
});

describe('network access', () => {
  const updateAllowedIps = (b: Browser, allowedIps: string[]) =>
    unwrap(
      b.api.POST('/products/update-allowed-ips/{domainName}', {
        params: { path: acme },
        body: { productId: 'prd-orders-eu', allowedIps },
      }),
    );

  it('stores allowed IPs normalized and de-duplicated', async () => {
    const b = await owner();
    const stored = await updateAllowedIps(b, [
      '203.0.113.17/24',
      '198.51.100.23',
      '203.0.113.0/24',
      '2001:DB8:1234:0:0::1/48',
    ]);
    expect(stored.allowedIps).toEqual(['203.0.113.0/24', '198.51.100.23/32', '2001:db8:1234::/48']);
    expect((await getProduct(b, 'prd-orders-eu')).allowedIps).toEqual(stored.allowedIps);
  });

  it('answers 400 naming the invalid entry, and keeps the old list', async () => {
    const b = await owner();
    const error = await problemOf(updateAllowedIps(b, ['203.0.113.0/24', '10.0.0.300/24']));
    expect(error.status).toBe(400);
    expect(Object.keys(error.problem.errors ?? {})).toEqual(['allowedIps[1]']);
    expect(error.problem.errors?.['allowedIps[1]']?.[0]).toContain('10.0.0.300/24 is not a valid CIDR range');
    expect((await getProduct(b, 'prd-orders-eu')).allowedIps).toEqual(['203.0.113.0/24', '198.51.100.23/32']);
  });

  it('explains a range as typed', async () => {
    const b = await owner();
    const check = (cidr: string) => unwrap(b.api.POST('/products/validate-cidr', { body: { cidr } }));
    expect(await check('203.0.113.17/24')).toEqual({
      valid: true,
      normalized: '203.0.113.0/24',
      message: 'Valid. Host bits cleared; stored as 203.0.113.0/24 (256 addresses).',
    });
    expect((await check('0.0.0.0/0')).message).toContain('whole internet');
    expect(await check('10.0.0.300')).toMatchObject({ valid: false });
    expect((await check('10.0.0.300')).normalized).toBeUndefined();
    // The longest range the contract accepts (100 characters) is quoted shortened: the explanation
    // stays within its 200 characters.
    const long = await check(`203.0.113.17/${'4'.repeat(87)}`);
    expect(long.valid).toBe(false);
    expect(long.message.length).toBeLessThanOrEqual(200);
    expect(long.message).toContain('203.0.113.17/444');
  });

  it('rolls SNMP credentials: a new user, a password shown once', async () => {
    const b = await owner();
    const roll = () =>
      unwrap(
        b.api.POST('/products/roll-snmp-credentials/{domainName}/{productId}', {
          params: { path: { ...acme, productId: 'prd-orders-eu' } },
        }),
      );
    const first = await roll();
    expect(first.username).toMatch(/^snmp-orders-[a-z0-9]{4}$/);
    expect(first.password).toHaveLength(24);
    const second = await roll();
    expect(second.password).not.toBe(first.password);
    expect((await getProduct(b, 'prd-orders-eu')).snmp).toEqual({ username: second.username, enabled: true });
  });
});
