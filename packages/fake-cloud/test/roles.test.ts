// Who may call what within an account: every operation's `x-required-roles` in the contract, enforced
// the same way for a member's session and for an API key, which acts with its creator's current roles.
import { type ApiClient, createApiClient, type Role, unwrap } from '@dbcloud/api-client';
import { describe, expect, it } from 'vitest';
import { membership } from '../src/core/world.js';
import { type Browser, ORIGIN, signIn, useFakeCloud } from './harness.js';

const cloud = useFakeCloud();

const OWNER = 'owner@demo.dbcloud.dev';
const MEMBER = 'member@demo.dbcloud.dev';
const acme = { domainName: 'acme' };
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
const keyClient = (apiKey: string): ApiClient =>
  createApiClient({ baseUrl: `${ORIGIN}/api/v1`, apiKey, retry: false });

/** Gives member@ exactly these roles in acme (as the owner would on the account page). */
function setMemberRoles(roles: Role[]) {
  const member = membership(cloud.world(), MEMBER, 'acme');
  if (!member) throw new Error('member@ is not in acme');
  member.roles = roles;
}

async function memberKey(b: Browser) {
  return unwrap(
    b.api.POST('/api-keys/create', {
      body: { domainName: 'acme', description: 'Reports', expiresAt: inDays(30) },
    }),
  );
}

const status = async (promise: Promise<{ response: Response }>) => (await promise).response.status;

describe('an API key acts with its creator’s roles, no more', () => {
  it('a member without Billing: their session and their key are both refused invoices and pay-now', async () => {
    const member = await signIn(MEMBER, 'acme');
    const { secret } = await memberKey(member);
    const key = keyClient(secret);
    const history = (api: ApiClient) =>
      api.GET('/billing/history/{domainName}', { params: { path: acme, query: { selectedYear: 2026 } } });
    const payNow = (api: ApiClient) => api.GET('/billing/pay-now/{domainName}', { params: { path: acme } });

    expect(await status(history(member.api))).toBe(403);
    expect(await status(history(key))).toBe(403);
    expect(await status(payNow(key))).toBe(403);
    const refused = await history(key);
    expect((refused.error as unknown as { detail: string }).detail).toBe(
      'This API key acts with its creator’s roles, and they don’t have access to billing in acme.',
    );
    // What the creator may do, the key may do.
    expect(await status(key.GET('/products/get-products/{domainName}', { params: { path: acme } }))).toBe(
      200,
    );
  });

  it('follows the creator’s roles as they change: granted Billing, the same key reads invoices; taken away, it cannot', async () => {
    const member = await signIn(MEMBER, 'acme');
    const { secret, apiKey } = await memberKey(member);
    expect(apiKey.roles).toEqual(['Products', 'Backups', 'ApiAccess', 'Support', 'Account']);
    const key = keyClient(secret);
    const summary = () => key.GET('/billing/current-summary/{domainName}', { params: { path: acme } });
    expect(await status(summary())).toBe(403);
    setMemberRoles(['Products', 'Billing', 'ApiAccess']);
    expect(await status(summary())).toBe(200);
    const listed = await unwrap(member.api.GET('/api-keys/{domainName}', { params: { path: acme } }));
    expect(listed.find((k) => k.apiKeyId === apiKey.apiKeyId)?.roles).toEqual([
      'Products',
      'Billing',
      'ApiAccess',
    ]);
    setMemberRoles(['ApiAccess']);
    expect(await status(summary())).toBe(403);
    expect(await status(key.GET('/products/get-products/{domainName}', { params: { path: acme } }))).toBe(
      403,
    );
  });

  it('a creator removed from the account takes their keys with them: 401, deactivated, and the list says who and why', async () => {
    const member = await signIn(MEMBER, 'acme');
    const { secret, apiKey } = await memberKey(member);
    const key = keyClient(secret);
    const terminate = () =>
      key.POST('/products/terminate/{domainName}', {
        params: { path: acme },
        body: { productId: 'prd-sandbox-us', hideInPortal: false },
      });
    const owner = await signIn(OWNER, 'acme');
    await unwrap(
      owner.api.DELETE('/users/unlink/{domainName}', { params: { path: acme }, body: { email: MEMBER } }),
    );

    const refused = await terminate();
    expect(refused.response.status).toBe(401);
    expect((refused.error as unknown as { detail: string }).detail).toMatch(
      /was deactivated on .*, when its creator member@demo\.dbcloud\.dev left acme/,
    );
    const listed = await unwrap(owner.api.GET('/api-keys/{domainName}', { params: { path: acme } }));
    const row = listed.find((k) => k.apiKeyId === apiKey.apiKeyId);
    expect(row).toMatchObject({
      isActive: false,
      roles: [],
      deactivation: { by: OWNER, reason: 'CreatorRemoved' },
    });
    // The product is still there: the key changed nothing.
    const products = await unwrap(
      owner.api.GET('/products/get-products/{domainName}', { params: { path: acme } }),
    );
    expect(products.find((p) => p.productId === 'prd-sandbox-us')?.status).not.toBe('terminating');
  });

  it('a member leaving on their own deactivates their keys too; the owner’s keys are untouched', async () => {
    const member = await signIn(MEMBER, 'acme');
    const { apiKey } = await memberKey(member);
    await unwrap(
      member.api.DELETE('/users/unlink/{domainName}', { params: { path: acme }, body: { email: MEMBER } }),
    );
    const owner = await signIn(OWNER, 'acme');
    const listed = await unwrap(owner.api.GET('/api-keys/{domainName}', { params: { path: acme } }));
    expect(listed.find((k) => k.apiKeyId === apiKey.apiKeyId)?.deactivation).toMatchObject({
      by: MEMBER,
      reason: 'CreatorRemoved',
    });
    expect(listed.filter((k) => k.createdBy === OWNER && k.deactivation === null).length).toBeGreaterThan(0);
  });

  it('a key deactivated by hand says who did it', async () => {
    const owner = await signIn(OWNER, 'acme');
    const { apiKey } = await unwrap(
      owner.api.POST('/api-keys/create', {
        body: { domainName: 'acme', description: 'Once', expiresAt: inDays(9) },
      }),
    );
    const deactivated = await unwrap(
      owner.api.POST('/api-keys/deactivate/{domainName}/{apiKeyId}', {
        params: { path: { domainName: 'acme', apiKeyId: apiKey.apiKeyId } },
      }),
    );
    expect(deactivated.deactivation).toMatchObject({ by: OWNER, reason: 'Deactivated' });
  });
});

describe('roles per operation', () => {
  it('payment information (cards, billing contact, VAT number) needs Billing information, not Account', async () => {
    const member = await signIn(MEMBER, 'acme');
    const billingInfo = () =>
      member.api.GET('/account/get-billing-info/{domainName}', { params: { path: acme } });
    expect(await status(billingInfo())).toBe(403);
    setMemberRoles(['BillingInformation']);
    expect(await status(billingInfo())).toBe(200);
  });

  it('an invitation grants at most the inviter’s roles; the owner may grant any', async () => {
    setMemberRoles(['UserManagement']);
    const member = await signIn(MEMBER, 'acme');
    const invite = (b: Browser, email: string, roles: Role[]) =>
      b.api.POST('/users/invite/{domainName}', { params: { path: acme }, body: { email, roles } });
    const beyond = await invite(member, 'new@example.com', ['Billing', 'BillingInformation', 'ApiAccess']);
    expect(beyond.response.status).toBe(422);
    expect((beyond.error as unknown as { errors: Record<string, string[]> }).errors.roles).toEqual([
      'includes roles you don’t have: Billing, BillingInformation, ApiAccess',
    ]);
    expect(await status(invite(member, 'new@example.com', ['UserManagement']))).toBe(201);
    const owner = await signIn(OWNER, 'acme');
    expect(
      await status(invite(owner, 'other@example.com', ['Billing', 'BillingInformation', 'ApiAccess'])),
    ).toBe(201);
  });
});
