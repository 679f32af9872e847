import { type ApiClient, unwrap } from '@dbcloud/api-client';
import { describe, expect, it } from 'vitest';
import { type Browser, signIn, useFakeCloud } from './harness.js';

const cloud = useFakeCloud();

const advanceMinutes = (b: Browser, minutes: number) =>
  b.fetch('/__fake/clock', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ advanceMinutes: minutes }),
  });

const domain = { domainName: 'acme' };

const list = (api: ApiClient, productId: string, prefix?: string) =>
  api.GET('/backup/list-directory/{domainName}', {
    params: { path: domain, query: { productId, ...(prefix === undefined ? {} : { prefix }) } },
  });

const linkFor = (api: ApiClient, innerPath: string, durationInHours: number, databaseName = 'orders') =>
  api.GET('/backup/link/{domainName}', {
    params: { path: domain, query: { productId: 'prd-orders-eu', databaseName, innerPath, durationInHours } },
  });

const linksInfo = (api: ApiClient) =>
  unwrap(api.GET('/backup/links-info/{domainName}', { params: { path: domain } }));
const downloadLinks = (api: ApiClient) =>
  unwrap(api.GET('/backup/download-links/{domainName}', { params: { path: domain } }));

/** The newest day folder of the orders database and its files. */
async function newestOrdersDay(api: ApiClient) {
  const days = await unwrap(list(api, 'prd-orders-eu', 'orders/'));
  const day = days.folders.at(-1);
  if (!day) throw new Error('orders has no day folders');
  const folder = await unwrap(list(api, 'prd-orders-eu', day.path));
  return { day, files: folder.files };
}

describe('products with backups', () => {
  it('lists acme’s products that have backups with their databases, leaving out one still creating', async () => {
    const b = await signIn('owner@demo.dbcloud.dev', 'acme');
    const { products } = await unwrap(
      b.api.GET('/backup/products/{domainName}', { params: { path: domain } }),
    );
    const byId = Object.fromEntries(products.map((p) => [p.productId, p.databases]));
    expect(byId['prd-orders-eu']).toEqual(['customers', 'inventory', 'orders']);
    expect(byId['prd-ledger-eu']).toEqual(['audit', 'ledger']);
    // terminated products keep their backups; a product still being created has none yet
    expect(byId['prd-analytics-us']).toEqual(['events']);
    expect(byId).not.toHaveProperty('prd-inventory-eu');
    const names = products.map((p) => p.displayName);
    expect(names).toEqual([...names].sort((a, b2) => a.localeCompare(b2)));
  });

  it('answers a product’s encryption key, the same on every call, and 404 for a product not in the account', async () => {
    const b = await signIn('owner@demo.dbcloud.dev', 'acme');
    const read = (productId: string) =>
      b.api.GET('/backup/encryption-key/{domainName}', { params: { path: domain, query: { productId } } });
    const first = await unwrap(read('prd-orders-eu'));
    expect(Buffer.from(first.key, 'base64')).toHaveLength(32);
    expect(first.algorithm).toBe('AES-256-GCM');
    expect(await unwrap(read('prd-orders-eu'))).toEqual(first);
    expect((await unwrap(read('prd-ledger-eu'))).key).not.toBe(first.key);
    await expect(unwrap(read('prd-patients-us'))).rejects.toMatchObject({ status: 404 });
  });
});

describe('listing backup folders', () => {
  it('walks from the root through a database folder and a day folder to the files', async () => {
    const b = await signIn('owner@demo.dbcloud.dev', 'acme');
    const root = await unwrap(list(b.api, 'prd-orders-eu'));
    expect(root).toMatchObject({ productId: 'prd-orders-eu', prefix: '', files: [] });
    expect(root.folders).toEqual([
      { name: 'customers', path: 'customers/' },
      { name: 'inventory', path: 'inventory/' },
      { name: 'orders', path: 'orders/' },
    ]);

    const days = await unwrap(list(b.api, 'prd-orders-eu', 'orders/'));
    expect(days.files).toEqual([]);
    expect(days.folders.length).toBeGreaterThanOrEqual(29);
    expect(days.folders.length).toBeLessThanOrEqual(30);
    for (const folder of days.folders) expect(folder.path).toBe(`orders/${folder.name}/`);
    const names = days.folders.map((f) => f.name);
    expect(names).toEqual([...names].sort());

    const yesterday = days.folders.at(-2);
    if (!yesterday) throw new Error('no full day');
    const day = await unwrap(list(b.api, 'prd-orders-eu', yesterday.path));
    expect(day.folders).toEqual([]);
    expect(day.files.map((f) => f.kind)).toEqual(['full', 'incremental', 'snapshot', 'incremental']);
    for (const file of day.files) {
      expect(file.path).toBe(`${yesterday.path}${file.name}`);
      expect(file.innerPath).toBe(`${yesterday.name}/${file.name}`);
      expect(file.databaseName).toBe('orders');
      expect(file.size).toBeGreaterThan(0);
      expect(file.lastModified.slice(0, 10)).toBe(yesterday.name);
    }
  });

  it('answers 404 for a folder that does not exist, an unknown product and a product without backups', async () => {
    const b = await signIn('owner@demo.dbcloud.dev', 'acme');
    await expect(unwrap(list(b.api, 'prd-orders-eu', 'payments/'))).rejects.toMatchObject({ status: 404 });
    await expect(unwrap(list(b.api, 'prd-orders-eu', 'orders/1999-01-01/'))).rejects.toMatchObject({
      status: 404,
    });
    await expect(unwrap(list(b.api, 'prd-orders-eu', 'orders/a/b/'))).rejects.toMatchObject({ status: 404 });
    await expect(unwrap(list(b.api, 'prd-nope-eu'))).rejects.toMatchObject({ status: 404 });
    await expect(unwrap(list(b.api, 'prd-inventory-eu'))).rejects.toMatchObject({ status: 404 });
  });

  it('adds a day folder as fake time passes and drops the oldest after 30 days', async () => {
    const b = await signIn('owner@demo.dbcloud.dev', 'acme');
    const before = (await unwrap(list(b.api, 'prd-orders-eu', 'orders/'))).folders.map((f) => f.name);
    await advanceMinutes(b, 24 * 60);
    const after = (await unwrap(list(b.api, 'prd-orders-eu', 'orders/'))).folders.map((f) => f.name);
    expect(after).not.toContain(before[0]);
    expect(after.at(-1)).not.toBe(before.at(-1));
    expect((after.at(-1) ?? '') > (before.at(-1) ?? '')).toBe(true);
  });
});

describe('temporary download links', () => {
  it('counts and lists a new link until it expires on the fake clock', async () => {
    const b = await signIn('owner@demo.dbcloud.dev', 'acme');
    const { files } = await newestOrdersDay(b.api);
    const full = files.find((f) => f.kind === 'full');
    if (!full) throw new Error('no full backup today');
    expect(await linksInfo(b.api)).toEqual({ count: 0 });

    const short = await unwrap(linkFor(b.api, full.innerPath, 1));
    expect(short.link).toMatch(/^https:\/\/backups\.dbcloud\.dev\/d\/[0-9a-f]{12}\/orders\//);
    await advanceMinutes(b, 1);
    const long = await unwrap(linkFor(b.api, full.innerPath, 24));
    expect(long.link).not.toBe(short.link);
    expect(await linksInfo(b.api)).toEqual({ count: 2 });
    const listed = await downloadLinks(b.api);
    expect(listed.links.map((l) => l.link)).toEqual([long.link, short.link]);
    expect(listed.links[0]).toMatchObject({
      productId: 'prd-orders-eu',
      databaseName: 'orders',
      innerPath: full.innerPath,
      expiresAt: long.expiresAt,
    });

    await advanceMinutes(b, 60);
    expect(await linksInfo(b.api)).toEqual({ count: 1 });
    expect((await downloadLinks(b.api)).links.map((l) => l.link)).toEqual([long.link]);

    await advanceMinutes(b, 24 * 60);
    expect(await linksInfo(b.api)).toEqual({ count: 0 });
    expect((await downloadLinks(b.api)).links).toEqual([]);
  });

  it('revokes every active link at once', async () => {
    const b = await signIn('owner@demo.dbcloud.dev', 'acme');
    const { files } = await newestOrdersDay(b.api);
    for (const file of files) await unwrap(linkFor(b.api, file.innerPath, 48));
    expect((await linksInfo(b.api)).count).toBe(files.length);

    const revoke = () => unwrap(b.api.DELETE('/backup/links/{domainName}', { params: { path: domain } }));
    expect(await revoke()).toEqual({ revoked: files.length });
    expect(await linksInfo(b.api)).toEqual({ count: 0 });
    expect((await downloadLinks(b.api)).links).toEqual([]);
    expect(await revoke()).toEqual({ revoked: 0 });
  });

  it('answers 404 for a file that does not exist, a folder or another database, and 400 for a bad duration', async () => {
    const b = await signIn('owner@demo.dbcloud.dev', 'acme');
    const { day, files } = await newestOrdersDay(b.api);
    const file = files[0];
    if (!file) throw new Error('no file today');
    await expect(unwrap(linkFor(b.api, `${day.name}/no-such.ravendb-full-backup`, 1))).rejects.toMatchObject({
      status: 404,
    });
    await expect(unwrap(linkFor(b.api, day.name, 1))).rejects.toMatchObject({ status: 404 });
    await expect(unwrap(linkFor(b.api, file.innerPath, 1, 'payments'))).rejects.toMatchObject({
      status: 404,
    });
    await expect(unwrap(linkFor(b.api, file.innerPath, 169))).rejects.toMatchObject({ status: 400 });
    await expect(unwrap(linkFor(b.api, file.innerPath, 0))).rejects.toMatchObject({ status: 400 });
    expect(await linksInfo(b.api)).toEqual({ count: 0 });
  });

  it('keeps links per account', async () => {
    const b = await signIn('owner@demo.dbcloud.dev', 'acme');
    const { files } = await newestOrdersDay(b.api);
    await unwrap(linkFor(b.api, files[0]?.innerPath ?? '', 2));
    b.tenant = 'acme-health';
    const health = { domainName: 'acme-health' };
    expect(await unwrap(b.api.GET('/backup/links-info/{domainName}', { params: { path: health } }))).toEqual({
      count: 0,
    });
  });
});

describe('roles', () => {
  it('lets a member with the Backups role in, and keeps users of other accounts out', async () => {
    const member = await signIn('member@demo.dbcloud.dev', 'acme');
    expect((await linksInfo(member.api)).count).toBe(0);
    const mfa = await signIn('mfa@demo.dbcloud.dev', 'acme');
    await expect(linksInfo(mfa.api)).rejects.toMatchObject({ status: 403 });
  });
});

describe('scenario large', () => {
  it('has a folder of 10,000 files in megacorp’s first product', async () => {
    cloud.reset('large');
    const b = await signIn('owner@demo.dbcloud.dev', 'megacorp');
    const path = { domainName: 'megacorp' };
    const { products } = await unwrap(b.api.GET('/backup/products/{domainName}', { params: { path } }));
    // megacorp's first product as the backups page lists them (by display name)
    const first = products.slice(0, 1);
    expect(first).toHaveLength(1);
    const big = await (async () => {
      for (const product of first) {
        for (const database of product.databases) {
          const days = await unwrap(
            b.api.GET('/backup/list-directory/{domainName}', {
              params: { path, query: { productId: product.productId, prefix: `${database}/` } },
            }),
          );
          for (const day of days.folders) {
            const folder = await unwrap(
              b.api.GET('/backup/list-directory/{domainName}', {
                params: { path, query: { productId: product.productId, prefix: day.path } },
              }),
            );
            if (folder.files.length > 1000) return folder;
          }
        }
      }
      return null;
    })();
    expect(big?.files).toHaveLength(10_000);
    const names = big?.files.map((f) => f.name) ?? [];
    expect(new Set(names).size).toBe(10_000);
    expect(names).toEqual([...names].sort());
  });
});
