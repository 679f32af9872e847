// What a hostile or careless client sends: duplicated query parameters, `__proto__` keys, bodies of the
// wrong type or size, endless fake worlds, very long paths and control characters. Each answer is a
// problem+json a client can act on (400, 413, 415), never a 500, and never a rule bent.
import { unwrap } from '@dbcloud/api-client';
import { describe, expect, it } from 'vitest';
import { DEMO_API_KEY_SECRETS, MAX_BODY_BYTES, MAX_WORLDS, validateResponse } from '../src/index.js';
import { type Browser, ORIGIN, signIn, useFakeCloud } from './harness.js';

const cloud = useFakeCloud();

const JSON_CALL = { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' };

interface Problem {
  type: string;
  title: string;
  status: number;
  detail: string;
  instance?: string;
  errors?: Record<string, string[]>;
}

/** The fields a problem's `errors` names. */
const fieldsOf = (problem: unknown): string[] => Object.keys((problem as Problem | undefined)?.errors ?? {});

async function problemOf(response: Response): Promise<Problem> {
  expect(response.headers.get('content-type')).toBe('application/problem+json');
  return (await response.json()) as Problem;
}

/** A file of acme's newest orders backup day, for download links. */
async function ordersBackupFile(b: Browser): Promise<string> {
  const list = (prefix: string) =>
    unwrap(
      b.api.GET('/backup/list-directory/{domainName}', {
        params: { path: { domainName: 'acme' }, query: { productId: 'prd-orders-eu', prefix } },
      }),
    );
  const day = (await list('orders/')).folders.at(-1);
  const file = day && (await list(day.path)).files[0];
  if (!file) throw new Error('acme’s orders database has no backup files');
  return file.path.replace(/^orders\//, '');
}

describe('query parameters', () => {
  it('refuses a parameter given twice with a 400 naming it, whichever value comes first', async () => {
    const b = await signIn('owner@demo.dbcloud.dev', 'acme');
    const innerPath = encodeURIComponent(await ordersBackupFile(b));
    const base = `/api/v1/backup/link/acme?productId=prd-orders-eu&databaseName=orders&innerPath=${innerPath}`;
    const before = await unwrap(
      b.api.GET('/backup/links-info/{domainName}', { params: { path: { domainName: 'acme' } } }),
    );
    for (const twice of [
      'durationInHours=100000&durationInHours=1',
      'durationInHours=1&durationInHours=100000',
      'durationInHours=abc&durationInHours=1',
      'durationInHours=4&durationInHours=4',
    ]) {
      const response = await b.fetch(`${base}&${twice}`, { headers: { 'X-Tenant-ID': 'acme' } });
      expect(response.status, twice).toBe(400);
      const problem = await problemOf(response);
      expect(problem.errors).toEqual({ durationInHours: ['is given more than once'] });
      expect(problem.detail).toContain('durationInHours');
    }
    const links = await unwrap(
      b.api.GET('/backup/links-info/{domainName}', { params: { path: { domainName: 'acme' } } }),
    );
    expect(links.count).toBe(before.count);
  });

  it('hands the handler the value it validated', async () => {
    const b = await signIn('owner@demo.dbcloud.dev', 'acme');
    const innerPath = encodeURIComponent(await ordersBackupFile(b));
    const base = `/api/v1/backup/link/acme?productId=prd-orders-eu&databaseName=orders&innerPath=${innerPath}`;
    const clock = (await (await b.fetch('/__fake/clock')).json()) as { now: string };
    const response = await b.fetch(`${base}&durationInHours=+2`, { headers: { 'X-Tenant-ID': 'acme' } });
    expect(response.status).toBe(200);
    const { expiresAt } = (await response.json()) as { expiresAt: string };
    const hours = (Date.parse(expiresAt) - Date.parse(clock.now)) / 3_600_000;
    expect(hours).toBeGreaterThan(1.9);
    expect(hours).toBeLessThanOrEqual(2.1);
  });
});

describe('JSON bodies', () => {
  it('answers 400, never 500, to __proto__ and constructor keys', async () => {
    const b = await signIn('owner@demo.dbcloud.dev', 'acme');
    for (const body of [
      '{"__proto__": {"isAdmin": true}, "productId": "prd-orders-eu"}',
      '{"constructor": {"prototype": {"isAdmin": true}}, "productId": "prd-orders-eu"}',
      '{"productId": "prd-orders-eu", "allowedIps": ["198.51.100.7/32"], "__proto__": []}',
    ]) {
      const response = await b.fetch('/api/v1/products/update-allowed-ips/acme', {
        method: 'POST',
        headers: { ...JSON_CALL, 'X-Tenant-ID': 'acme' },
        body,
      });
      expect(response.status, body).toBe(400);
      const problem = await problemOf(response);
      expect(Object.keys(problem.errors ?? {}), body).toContainEqual(
        expect.stringMatching(/^(__proto__|constructor)$/),
      );
    }
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
  });

  it('refuses a body whose Content-Type is not JSON with 415', async () => {
    const b = await signIn('owner@demo.dbcloud.dev', 'acme');
    const body = JSON.stringify({ email: 'someone@example.com' });
    for (const contentType of [
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      null,
    ]) {
      const headers: Record<string, string> = { 'X-Requested-With': 'XMLHttpRequest' };
      const init: RequestInit = { method: 'POST', headers, body: new TextEncoder().encode(body) };
      if (contentType) headers['Content-Type'] = contentType;
      const response = await b.fetch('/api/v1/users/is-email-already-used', init);
      expect(response.status, String(contentType)).toBe(415);
      const problem = await problemOf(response);
      expect(problem.detail).toContain('application/json');
    }
    for (const contentType of [
      'application/json; charset=utf-8',
      'Application/JSON',
      'application/merge-patch+json',
    ]) {
      const response = await b.fetch('/api/v1/users/is-email-already-used', {
        method: 'POST',
        headers: { 'X-Requested-With': 'XMLHttpRequest', 'Content-Type': contentType },
        body,
      });
      expect(response.status, contentType).toBe(200);
    }
  });

  it('refuses a body over the size cap with 413', async () => {
    const b = await signIn('owner@demo.dbcloud.dev', 'acme');
    const response = await b.fetch('/api/v1/users/is-email-already-used', {
      method: 'POST',
      headers: JSON_CALL,
      body: JSON.stringify({ email: 'someone@example.com', padding: 'x'.repeat(MAX_BODY_BYTES) }),
    });
    expect(response.status).toBe(413);
    expect((await problemOf(response)).detail).toContain('1 MiB');
  });

  it('answers 413 to a body too large sent as a plain string (no Content-Length), with or without a key', async () => {
    const url = `${ORIGIN}/api/v1/products/additional-node/add/acme/prd-orders-eu`;
    const body = JSON.stringify({ productId: 'prd-orders-eu', padding: 'x'.repeat(MAX_BODY_BYTES) });
    const key = `Bearer ${DEMO_API_KEY_SECRETS.key_7f3a9c2e1b4d}`;
    for (const headers of [JSON_CALL, { 'Content-Type': 'application/json', Authorization: key }]) {
      const response = await fetch(url, { method: 'POST', headers, body });
      expect(response.status).toBe(413);
    }
  }, 15_000);
});

describe('problem details', () => {
  it('keeps instance within the contract’s 2,048 characters for a very long path', async () => {
    const b = await signIn('owner@demo.dbcloud.dev', 'acme');
    const productId = 'a'.repeat(5000);
    const response = await b.fetch(`/api/v1/products/get/acme/${productId}`, {
      headers: { 'X-Tenant-ID': 'acme' },
    });
    expect(response.status).toBe(400);
    const problem = await problemOf(response);
    expect(problem.instance?.length).toBeLessThanOrEqual(2048);
    expect(problem.instance).toMatch(/^\/api\/v1\/products\/get\/acme\/a+/);
    expect(validateResponse('getProduct', 400, problem)).toEqual([]);
  });

  it('keeps detail within its bound when a body breaks many rules', async () => {
    const b = await signIn('owner@demo.dbcloud.dev', 'acme');
    const body = Object.fromEntries(Array.from({ length: 2000 }, (_, i) => [`unknownField${i}`, i]));
    const response = await b.fetch('/api/v1/users/is-email-already-used', {
      method: 'POST',
      headers: JSON_CALL,
      body: JSON.stringify(body),
    });
    expect(response.status).toBe(400);
    expect(validateResponse('isEmailAlreadyUsed', 400, await problemOf(response))).toEqual([]);
  });
});

describe('control characters in names', () => {
  it('refuses product names with control characters and keeps the name as it was', async () => {
    const b = await signIn('owner@demo.dbcloud.dev', 'acme');
    for (const name of [
      'Orders\u001b]0;pwned\u0007',
      'Orders\u001b[2J',
      'Or\u0000ders',
      'Orders\r\nX',
      'Orders\u009b2J',
      'Orders\u007f',
    ]) {
      const { error, response } = await b.api.POST('/products/change-product/{domainName}', {
        params: { path: { domainName: 'acme' } },
        body: { productId: 'prd-orders-eu', name },
      });
      expect(response.status, JSON.stringify(name)).toBe(400);
      expect(fieldsOf(error)).toContain('name');
    }
    const product = await unwrap(
      b.api.GET('/products/get/{domainName}/{productId}', {
        params: { path: { domainName: 'acme', productId: 'prd-orders-eu' } },
      }),
    );
    expect(product.displayName).toBe('Orders (EU)');
  });

  it('refuses control characters in API key names and support titles, and allows lines in a message', async () => {
    const b = await signIn('owner@demo.dbcloud.dev', 'acme');
    const key = await b.api.POST('/api-keys/create', {
      body: {
        domainName: 'acme',
        description: 'CI\u001b[31m',
        expiresAt: new Date(Date.now() + 86_400_000 * 30).toISOString(),
      },
    });
    expect(key.response.status).toBe(400);
    expect(fieldsOf(key.error)).toContain('description');
    const request = (title: string, message: string) =>
      b.api.POST('/support/request', {
        body: {
          domainName: 'acme',
          kind: 'general',
          severity: 'Normal',
          responseTime: 'P1D',
          title,
          message,
        },
      });
    const badTitle = await request('Help\nme', 'Something broke.');
    expect(badTitle.response.status).toBe(400);
    expect(fieldsOf(badTitle.error)).toContain('title');
    const badMessage = await request('Help', 'Something \u001b[2J broke.');
    expect(badMessage.response.status).toBe(400);
    expect(fieldsOf(badMessage.error)).toContain('message');
    const fine = await request('Help', 'First line\r\nSecond line\n\tindented');
    expect(fine.error).toBeUndefined();
  });
});

describe('fake worlds', () => {
  const worldCookie = (id: string) => ({ Cookie: `dbcloud_fake_world=${id}` });
  const clockOf = async (id: string) =>
    (
      (await (await fetch('http://portal.test/__fake/clock', { headers: worldCookie(id) })).json()) as {
        now: string;
      }
    ).now;
  const resetAt = (id: string, now: string) =>
    fetch('http://portal.test/__fake/reset', {
      method: 'POST',
      headers: { ...worldCookie(id), 'Content-Type': 'application/json' },
      body: JSON.stringify({ now }),
    });

  it(`keeps at most ${'MAX_WORLDS'} worlds, forgetting the least recently used`, async () => {
    await resetAt('oldest', '2031-01-01T00:00:00Z');
    await resetAt('recent', '2032-01-01T00:00:00Z');
    for (let i = 0; i < MAX_WORLDS; i += 1) {
      await fetch('http://portal.test/api/v1/configuration', { headers: worldCookie(`w${i}`) });
      if (i % 8 === 0) expect((await clockOf('recent')).slice(0, 4)).toBe('2032');
    }
    expect((await clockOf('recent')).slice(0, 4)).toBe('2032');
    // The oldest world was forgotten: the same id now gets a fresh world on the real clock.
    expect((await clockOf('oldest')).slice(0, 4)).not.toBe('2031');
    expect(cloud.worldCount()).toBeLessThanOrEqual(MAX_WORLDS + 1);
  });

  it('ignores a world id that is too long or not a plain word, using the default world', async () => {
    await resetAt('', '2033-01-01T00:00:00Z');
    for (const id of ['x'.repeat(65), 'a b', 'a;b', '%00', 'ü']) {
      expect((await clockOf(encodeURIComponent(id))).slice(0, 4), id).toBe('2033');
    }
    expect((await clockOf('e2e-1234-5-0a1b2c3d')).slice(0, 4)).not.toBe('2033');
  });
});
