// Idempotency keys: a create or a charge sent again with its key answers its first answer and does
// nothing more; the key with another request, operation or caller is a 422; a key is remembered 24
// hours of the fake clock. Through the SDK, as programs call: it sends a new key on each call unless the
// call gives one.
import { type ApiClient, type ApiError, type CreateSupportRequest, unwrap } from '@dbcloud/api-client';
import { describe, expect, it } from 'vitest';
import { claimIdempotencyKey, type IdempotencyRecords } from '../src/core/idempotency.js';
import { DEMO_API_KEY_SECRETS } from '../src/index.js';
import { type Browser, NEW_SEARCH_PRODUCT, ORIGIN, signIn, useFakeCloud } from './harness.js';

const cloud = useFakeCloud();

const KEY = '3b6f0e2a-9c41-4d7e-8a15-6f2c0b9d4e71';
const OTHER_KEY = 'c0ffee00-1234-4abc-9def-0123456789ab';
const REQUEST_ID = /^req_[0-9a-f]{32}$/;

const supportRequest: CreateSupportRequest = {
  domainName: 'acme',
  kind: 'general',
  severity: 'Normal',
  responseTime: 'P1D',
  title: 'Invoices',
  message: 'Where do I find last year’s invoices?',
};

const owner = () => signIn('owner@demo.dbcloud.dev', 'acme');

const createProduct = (api: ApiClient, key?: string, body = NEW_SEARCH_PRODUCT) =>
  api.POST('/products/create', { body, ...(key ? { params: { header: { 'Idempotency-Key': key } } } : {}) });

const openSupportRequest = (api: ApiClient, key?: string, body = supportRequest) =>
  api.POST('/support/request', { body, ...(key ? { params: { header: { 'Idempotency-Key': key } } } : {}) });

const products = async (b: Browser) =>
  (
    await unwrap(
      b.api.GET('/products/get-products/{domainName}', { params: { path: { domainName: 'acme' } } }),
    )
  ).map((product) => product.productId);

const advanceMinutes = (b: Browser, minutes: number) =>
  b.fetch('/__fake/clock', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ advanceMinutes: minutes }),
  });

const failure = async (call: Promise<unknown>) =>
  (await call.then(
    () => {
      throw new Error('the call did not fail');
    },
    (error: unknown) => error,
  )) as ApiError;

describe('the same request with the same key', () => {
  it('creates one product: the second sending answers the first answer, marked as a replay', async () => {
    const b = await owner();
    const before = await products(b);
    const first = await createProduct(b.api, KEY);
    const again = await createProduct(b.api, KEY);
    expect(first.response.status).toBe(201);
    expect(again.response.status).toBe(201);
    expect(again.data).toEqual(first.data);
    expect(first.response.headers.get('Idempotent-Replayed')).toBeNull();
    expect(again.response.headers.get('Idempotent-Replayed')).toBe('true');
    // Each answer is a request of its own: its own id, the call budget counted.
    expect(again.response.headers.get('X-Request-Id')).toMatch(REQUEST_ID);
    expect(again.response.headers.get('X-Request-Id')).not.toBe(first.response.headers.get('X-Request-Id'));
    expect(again.response.headers.get('RateLimit')).toMatch(/^"client";r=\d+;t=\d+$/);
    expect(await products(b)).toEqual(expect.arrayContaining([...before, 'prd-search-eu']));
    expect((await products(b)).length).toBe(before.length + 1);
  });

  it('is the same request whatever the order of the body’s fields', async () => {
    const b = await owner();
    const first = await unwrap(openSupportRequest(b.api, KEY));
    const reordered = Object.fromEntries(Object.entries(supportRequest).reverse()) as CreateSupportRequest;
    const again = await openSupportRequest(b.api, KEY, reordered);
    expect(again.response.headers.get('Idempotent-Replayed')).toBe('true');
    expect(again.data).toEqual(first);
  });

  it('replays a refusal of the operation’s rules too, and a charge is never made twice', async () => {
    const b = await owner();
    const refused = await failure(
      unwrap(createProduct(b.api, KEY, { ...NEW_SEARCH_PRODUCT, subdomainName: 'reports' })), // taken: 409
    );
    const again = await failure(
      unwrap(createProduct(b.api, KEY, { ...NEW_SEARCH_PRODUCT, subdomainName: 'reports' })),
    );
    expect([refused.status, again.status]).toEqual([409, 409]);
    expect(again.problem).toEqual(refused.problem);
    expect(again.response?.headers.get('Idempotent-Replayed')).toBe('true');

    const acme = { params: { path: { domainName: 'acme' }, header: { 'Idempotency-Key': OTHER_KEY } } };
    const paid = await b.api.POST('/billing/charge-up-to-previous-billing-period/{domainName}', acme);
    const repeated = await b.api.POST('/billing/charge-up-to-previous-billing-period/{domainName}', acme);
    expect(paid.response.status).toBe(200);
    expect(repeated.response.status).toBe(200);
    expect(repeated.data).toEqual(paid.data);
    expect(repeated.response.headers.get('Idempotent-Replayed')).toBe('true');
    // Paid once: a charge with a new key finds nothing to pay.
    const payNow = await unwrap(
      b.api.GET('/billing/pay-now/{domainName}', { params: { path: { domainName: 'acme' } } }),
    );
    expect(payNow.status).toBe('nothingDue');
  });

  it('is a GET’s too: one backup link, its answer again', async () => {
    const b = await owner();
    const list = (prefix: string) =>
      unwrap(
        b.api.GET('/backup/list-directory/{domainName}', {
          params: { path: { domainName: 'acme' }, query: { productId: 'prd-orders-eu', prefix } },
        }),
      );
    const day = (await list('orders/')).folders[0]?.path ?? '';
    const file = (await list(day)).files[0];
    const link = () =>
      b.api.GET('/backup/link/{domainName}', {
        params: {
          path: { domainName: 'acme' },
          query: {
            productId: 'prd-orders-eu',
            databaseName: file?.databaseName ?? '',
            innerPath: file?.innerPath ?? '',
            durationInHours: 4,
          },
          header: { 'Idempotency-Key': KEY },
        },
      });
    const count = async () =>
      (
        await unwrap(
          b.api.GET('/backup/links-info/{domainName}', { params: { path: { domainName: 'acme' } } }),
        )
      ).count;
    const before = await count();
    const first = await link();
    const again = await link();
    expect(first.response.status).toBe(200);
    expect(again.data).toEqual(first.data);
    expect(again.response.headers.get('Idempotent-Replayed')).toBe('true');
    expect(await count()).toBe(before + 1);
  });
});

describe('the same key for something else: 422', () => {
  it('with another body, nothing is created', async () => {
    const b = await owner();
    await unwrap(createProduct(b.api, KEY));
    const other = await failure(
      unwrap(createProduct(b.api, KEY, { ...NEW_SEARCH_PRODUCT, subdomainName: 'ledger2' })),
    );
    expect(other.status).toBe(422);
    expect(other.problem).toMatchObject({
      type: 'https://dbcloud.dev/problems/idempotency-key-reused',
      errors: { 'Idempotency-Key': ['was used for another request (other parameters or body)'] },
    });
    expect(other.problem.detail).toContain(KEY);
    expect(await products(b)).not.toContain('prd-ledger2-eu');
  });

  it('on another operation', async () => {
    const b = await owner();
    await unwrap(createProduct(b.api, KEY));
    const other = await failure(unwrap(openSupportRequest(b.api, KEY)));
    expect(other.status).toBe(422);
    expect(other.problem.errors?.['Idempotency-Key']).toEqual([
      'was used for another operation (createProduct)',
    ]);
  });

  it('from another caller of the account: an answer (a new key’s secret, say) goes back to its caller only', async () => {
    const b = await owner();
    const expiresAt = new Date(Date.now() + 30 * 24 * 3_600_000).toISOString();
    const request = { domainName: 'acme', description: 'Nightly export', expiresAt };
    const make = () =>
      b.api.POST('/api-keys/create', { params: { header: { 'Idempotency-Key': KEY } }, body: request });
    const created = await make();
    expect(created.response.status).toBe(201);
    // The same request again: the same key and secret, not a second key.
    const again = await make();
    expect(again.response.headers.get('Idempotent-Replayed')).toBe('true');
    expect(again.data).toEqual(created.data);
    // acme's API key opens a support request with a key; the owner's session may not use that key.
    const program = await b.fetch(`${ORIGIN}/api/v1/support/request`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${DEMO_API_KEY_SECRETS.key_7f3a9c2e1b4d}`,
        'Content-Type': 'application/json',
        'Idempotency-Key': OTHER_KEY,
      },
      body: JSON.stringify(supportRequest),
    });
    expect(program.status).toBe(201);
    const otherCaller = await failure(unwrap(openSupportRequest(b.api, OTHER_KEY)));
    expect(otherCaller.status).toBe(422);
    expect(otherCaller.problem.errors?.['Idempotency-Key']).toEqual(['was used by another user or API key']);
  });
});

describe('how long a key is remembered', () => {
  it('24 hours of the fake clock: then the same request runs again', async () => {
    const b = await owner();
    const first = await unwrap(openSupportRequest(b.api, KEY));
    await advanceMinutes(b, 24 * 60 - 1);
    const replayed = await openSupportRequest(b.api, KEY);
    expect(replayed.response.headers.get('Idempotent-Replayed')).toBe('true');
    expect(replayed.data).toEqual(first);
    await advanceMinutes(b, 2);
    const anew = await openSupportRequest(b.api, KEY);
    expect(anew.response.status).toBe(201);
    expect(anew.response.headers.get('Idempotent-Replayed')).toBeNull();
    expect(anew.data?.requestId).not.toBe(first.requestId);
  });

  it('not at all after a 429, or a request refused before it ran: the key stays free for the retry', async () => {
    const b = await owner();
    // Refused by the contract (400): nothing kept, the corrected request runs with the same key.
    const invalid = await failure(unwrap(openSupportRequest(b.api, KEY, { ...supportRequest, title: '' })));
    expect(invalid.status).toBe(400);
    expect((await openSupportRequest(b.api, KEY)).response.status).toBe(201);
    // The operation's own limit (5 support-contract requests a day): its 429 is not kept.
    const ask = (key: string) =>
      b.api.POST('/support/support-contract-request', {
        params: { header: { 'Idempotency-Key': key } },
        body: {
          domainName: 'acme',
          plan: 'Enterprise',
          contactName: 'Olivia Owner',
          contactEmail: 'owner@demo.dbcloud.dev',
          message: 'We would like faster answers.',
        },
      });
    for (let n = 0; n < 5; n += 1) expect((await ask(`k-${n}`)).response.status).toBe(201);
    expect((await ask('k-limited')).response.status).toBe(429);
    const keys = [...cloud.world().idempotency.keys()].map((id) => id.split('\n')[1]);
    expect(keys).toEqual(expect.arrayContaining([KEY, 'k-0', 'k-4']));
    expect(keys).not.toContain('k-limited');
  });
});

describe('the header itself', () => {
  it.each([
    ['empty', ''],
    ['over 255 characters', 'k'.repeat(256)],
    ['with a space', 'two words'],
    ['not ASCII', 'clé'],
  ])('is refused with 400 when %s, naming it', async (_, value) => {
    const b = await owner();
    const answer = await b.fetch('/api/v1/support/request', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'X-Requested-With': 'XMLHttpRequest',
        'X-Tenant-ID': 'acme',
        'Idempotency-Key': value,
      },
      body: JSON.stringify(supportRequest),
    });
    expect(answer.status).toBe(400);
    const problem = (await answer.json()) as { errors: Record<string, string[]> };
    expect(problem.errors).toHaveProperty(['Idempotency-Key']);
  });

  it('is sent by the SDK with a new key on each call: two calls, two requests', async () => {
    const b = await owner();
    const first = await unwrap(openSupportRequest(b.api));
    const second = await unwrap(openSupportRequest(b.api));
    expect(second.requestId).not.toBe(first.requestId);
  });

  it('is ignored on operations that take none', async () => {
    const b = await owner();
    const answer = await b.api.GET('/configuration', { headers: { 'Idempotency-Key': KEY } });
    expect(answer.response.status).toBe(200);
    expect(cloud.world().idempotency.size).toBe(0);
  });
});

describe('a key whose first request still runs', () => {
  it('answers 409 until the first answer is kept, then replays it', async () => {
    const records: IdempotencyRecords = new Map();
    const request = {
      key: KEY,
      operationId: 'createProduct' as const,
      scope: 'account:acme',
      caller: 'user:owner@demo.dbcloud.dev',
      method: 'POST',
      path: '/api/v1/products/create',
      query: new URLSearchParams(),
      body: { name: 'x' },
    };
    const found = claimIdempotencyKey(records, request, 0);
    if (!('claim' in found)) throw new Error('expected a claim');
    expect(() => claimIdempotencyKey(records, request, 1000)).toThrow(/still being handled/);
    await found.claim.settle(new Response('{"productId":"prd-x"}', { status: 201 }));
    const again = claimIdempotencyKey(records, request, 2000);
    if (!('replay' in again)) throw new Error('expected a replay');
    expect(again.replay.status).toBe(201);
    expect(await again.replay.json()).toEqual({ productId: 'prd-x' });
    // Expired, the key is free again.
    expect('claim' in claimIdempotencyKey(records, request, 24 * 3_600_000 + 1)).toBe(true);
  });
});
