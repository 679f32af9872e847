// Least-privilege API keys: a key given fewer roles than its creator, or made read-only, does no more
// than that; it acts with the roles it was given that its creator still holds; nobody gives a key a role
// they lack, and a key (or another member, or another account) cannot widen it.
import { type ApiClient, createApiClient, type Role, unwrap } from '@dbcloud/api-client';
import { examples } from '@dbcloud/api-client/msw';
import { describe, expect, it } from 'vitest';
import { membership } from '../src/core/world.js';
import { DEMO_API_KEY_SECRETS } from '../src/index.js';
import { type Browser, ORIGIN, signIn, useFakeCloud } from './harness.js';

const cloud = useFakeCloud();

const OWNER = 'owner@demo.dbcloud.dev';
const MEMBER = 'member@demo.dbcloud.dev';
const acme = { domainName: 'acme' };
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
const keyClient = (apiKey: string): ApiClient =>
  createApiClient({ baseUrl: `${ORIGIN}/api/v1`, apiKey, retry: false });

type Problem = { status: number; detail: string; errors?: Record<string, string[]> };
const problemOf = (result: { error?: unknown }) => result.error as Problem;

function setMemberRoles(roles: Role[]) {
  const member = membership(cloud.world(), MEMBER, 'acme');
  if (!member) throw new Error('member@ is not in acme');
  member.roles = roles;
}

const create = (b: Browser, extra: { roles?: unknown; readOnly?: boolean } = {}) =>
  b.api.POST('/api-keys/create', {
    body: { domainName: 'acme', description: 'Status checks', expiresAt: inDays(30), ...extra } as never,
  });

const modify = (b: Browser, apiKeyId: string, extra: { roles?: Role[]; readOnly?: boolean }) =>
  b.api.POST('/api-keys/modify', {
    body: { domainName: 'acme', apiKeyId, description: 'Status checks', expiresAt: inDays(30), ...extra },
  });

const products = (key: ApiClient) =>
  key.GET('/products/get-products/{domainName}', { params: { path: acme } });
const restart = (key: ApiClient) =>
  key.POST('/products/restart-node/{domainName}/{productId}/{nodeTag}', {
    params: { path: { domainName: 'acme', productId: 'prd-orders-eu', nodeTag: 'A' } },
  });
const billing = (key: ApiClient) =>
  key.GET('/billing/current-summary/{domainName}', { params: { path: acme } });
const backups = (key: ApiClient) => key.GET('/backup/products/{domainName}', { params: { path: acme } });

describe('a key with less than its creator', () => {
  it('without roles or read-only, acts as today: every role its creator holds, as those change', async () => {
    const owner = await signIn(OWNER, 'acme');
    const { apiKey } = await unwrap(create(owner));
    expect(apiKey).toMatchObject({ grantedRoles: null, readOnly: false });
    expect(apiKey.roles).toHaveLength(8);
  });

  it('read-only: reads, and every change is refused with a 403 that says the key is read-only', async () => {
    const owner = await signIn(OWNER, 'acme');
    const { apiKey, secret } = await unwrap(create(owner, { readOnly: true }));
    expect(apiKey.readOnly).toBe(true);
    const key = keyClient(secret);
    expect((await products(key)).response.status).toBe(200);
    // A POST that only reads (x-changes-state: false) is a read.
    const incidents = await key.POST('/cluster-health/incidents', {
      body: examples.getClusterIncidents.request.body as never,
    });
    expect(incidents.response.status).toBe(200);

    const refused = await restart(key);
    expect(refused.response.status).toBe(403);
    expect(problemOf(refused).detail).toMatch(
      /^This API key is read-only: it may only read, and restartNode/,
    );
    const node = (await unwrap(products(key)))
      .find((p) => p.productId === 'prd-orders-eu')
      ?.nodes.find((n) => n.nodeTag === 'A');
    expect(node?.status).not.toBe('restarting');
  });

  it('given Products only: products yes, billing and backups no, in words naming the key’s roles', async () => {
    const owner = await signIn(OWNER, 'acme');
    const { apiKey, secret } = await unwrap(create(owner, { roles: ['Products'] }));
    expect(apiKey).toMatchObject({ roles: ['Products'], grantedRoles: ['Products'] });
    const key = keyClient(secret);
    expect((await products(key)).response.status).toBe(200);
    expect((await restart(key)).response.status).toBe(200);
    const refused = await billing(key);
    expect(refused.response.status).toBe(403);
    expect(problemOf(refused).detail).toBe(
      'This API key was not given access to billing in acme (its roles: Products); use a key given one of the roles getBillingCurrentSummary needs.',
    );
    expect((await backups(key)).response.status).toBe(403);
  });

  it('acts with the intersection of its roles and its creator’s current roles', async () => {
    const member = await signIn(MEMBER, 'acme');
    const { secret } = await unwrap(create(member, { roles: ['Products', 'Backups'] }));
    const key = keyClient(secret);
    expect((await backups(key)).response.status).toBe(200);

    // The creator gains Billing: the key was not given it.
    setMemberRoles(['Products', 'Backups', 'ApiAccess', 'Billing']);
    expect((await billing(key)).response.status).toBe(403);

    // The creator loses Backups: the key loses it too, and the list says so.
    setMemberRoles(['Products', 'ApiAccess', 'Billing']);
    const refused = await backups(key);
    expect(refused.response.status).toBe(403);
    expect(problemOf(refused).detail).toBe(
      'This API key acts with its creator’s roles, and they don’t have access to backup in acme.',
    );
    const listed = await unwrap(member.api.GET('/api-keys/{domainName}', { params: { path: acme } }));
    expect(listed[0]).toMatchObject({ roles: ['Products'], grantedRoles: ['Products', 'Backups'] });
    expect((await products(key)).response.status).toBe(200);
  });
});

describe('nobody gives a key a role they lack', () => {
  it('a member without Billing asking for Billing: 422 naming the role, and no key is made', async () => {
    const member = await signIn(MEMBER, 'acme');
    const before = cloud.world().apiKeys.keys.length;
    const refused = await create(member, { roles: ['Products', 'Billing'] });
    expect(refused.response.status).toBe(422);
    expect(problemOf(refused).detail).toBe(
      'You can’t give an API key the role Billing: you don’t hold it in acme. A key can have only roles its creator has.',
    );
    expect(problemOf(refused).errors?.roles).toEqual(['Billing: not among your roles in acme']);
    expect(cloud.world().apiKeys.keys.length).toBe(before);
  });

  it.each([
    ['a role named twice', ['Products', 'Products']],
    ['an unknown role', ['Products', 'Root']],
    ['another spelling', ['products']],
    ['no role at all', []],
    ['not a list', 'Products'],
  ])('refuses %s with 400', async (_, roles) => {
    const owner = await signIn(OWNER, 'acme');
    expect((await create(owner, { roles })).response.status).toBe(400);
  });

  it('a member cannot widen their own key beyond their roles later either', async () => {
    const member = await signIn(MEMBER, 'acme');
    const { apiKey } = await unwrap(create(member, { roles: ['Products'] }));
    const refused = await modify(member, apiKey.apiKeyId, { roles: ['Products', 'Billing'] });
    expect(refused.response.status).toBe(422);
    expect(problemOf(refused).detail).toContain('the role Billing');
  });
});

describe('widening a key', () => {
  it('its creator may: more roles, read-only lifted', async () => {
    const owner = await signIn(OWNER, 'acme');
    const { apiKey, secret } = await unwrap(create(owner, { roles: ['Products'], readOnly: true }));
    const changed = await unwrap(
      modify(owner, apiKey.apiKeyId, { roles: ['Products', 'Billing'], readOnly: false }),
    );
    expect(changed).toMatchObject({ grantedRoles: ['Products', 'Billing'], readOnly: false });
    expect((await billing(keyClient(secret))).response.status).toBe(200);
    expect((await restart(keyClient(secret))).response.status).toBe(200);
  });

  it('another member may narrow a key but not widen it (403), even with roles they hold', async () => {
    const owner = await signIn(OWNER, 'acme');
    const { apiKey } = await unwrap(create(owner, { roles: ['Products'], readOnly: true }));
    const member = await signIn(MEMBER, 'acme');
    for (const change of [{ readOnly: false }, { roles: ['Products', 'Backups'] as Role[] }]) {
      const refused = await modify(member, apiKey.apiKeyId, change);
      expect(refused.response.status).toBe(403);
      expect(problemOf(refused).detail).toMatch(/^Only the key’s creator \(owner@demo\.dbcloud\.dev\)/);
    }
    const { apiKey: full } = await unwrap(create(owner));
    const narrowed = await unwrap(modify(member, full.apiKeyId, { roles: ['Products'], readOnly: true }));
    expect(narrowed).toMatchObject({ roles: ['Products'], readOnly: true });
  });

  it('a key cannot change any key, itself included (403), and nothing changes', async () => {
    const owner = await signIn(OWNER, 'acme');
    const { apiKey, secret } = await unwrap(
      create(owner, { roles: ['Products', 'ApiAccess'], readOnly: true }),
    );
    const key = keyClient(secret);
    const self = await key.POST('/api-keys/modify', {
      body: {
        domainName: 'acme',
        apiKeyId: apiKey.apiKeyId,
        description: 'mine',
        expiresAt: inDays(30),
        roles: ['Products', 'ApiAccess', 'Billing'],
        readOnly: false,
      },
    });
    expect(self.response.status).toBe(403);
    const made = await key.POST('/api-keys/create', {
      body: { domainName: 'acme', description: 'more', expiresAt: inDays(30) },
    });
    expect(made.response.status).toBe(403);
    const record = cloud.world().apiKeys.keys.find((k) => k.apiKeyId === apiKey.apiKeyId);
    expect(record).toMatchObject({
      roles: ['Products', 'ApiAccess'],
      readOnly: true,
      description: 'Status checks',
    });
  });

  it('a key of another account cannot be reached: 404 by id under one’s own account, 403 naming it', async () => {
    const owner = await signIn(OWNER, 'acme');
    // globex's key belongs to mfa@; owner@ is not a member of globex.
    const elsewhere = await modify(owner, 'key_5d7f9b1c3e2a', { readOnly: false });
    expect(elsewhere.response.status).toBe(404);
    const named = await owner.api.POST('/api-keys/modify', {
      body: {
        domainName: 'globex',
        apiKeyId: 'key_5d7f9b1c3e2a',
        description: 'Monitoring',
        expiresAt: inDays(30),
        roles: ['Products'],
      },
    });
    expect(named.response.status).toBe(403);
    const record = cloud.world().apiKeys.keys.find((k) => k.apiKeyId === 'key_5d7f9b1c3e2a');
    expect(record?.roles).toBeNull();
  });
});

describe('GET /api-keys/current: a key about itself', () => {
  it('answers the calling key’s roles and read-only, never its secret', async () => {
    const owner = await signIn(OWNER, 'acme');
    const { apiKey, secret } = await unwrap(
      create(owner, { roles: ['Products', 'Backups'], readOnly: true }),
    );
    const current = await unwrap(
      keyClient(secret).GET('/api-keys/current/{domainName}', { params: { path: acme } }),
    );
    expect(current).toMatchObject({
      apiKeyId: apiKey.apiKeyId,
      roles: ['Products', 'Backups'],
      readOnly: true,
    });
    expect(JSON.stringify(current)).not.toContain(secret);
  });

  it('needs no role, answers 403 to a session, and a key asks only under its own account', async () => {
    setMemberRoles(['ApiAccess']);
    const member = await signIn(MEMBER, 'acme');
    const { secret } = await unwrap(create(member));
    const key = keyClient(secret);
    expect(
      (await key.GET('/api-keys/current/{domainName}', { params: { path: acme } })).response.status,
    ).toBe(200);
    const session = await member.api.GET('/api-keys/current/{domainName}', { params: { path: acme } });
    expect(session.response.status).toBe(403);
    const other = keyClient(DEMO_API_KEY_SECRETS.key_5d7f9b1c3e2a);
    expect(
      (await other.GET('/api-keys/current/{domainName}', { params: { path: acme } })).response.status,
    ).toBe(403);
  });
});
