// The SDK sends an Idempotency-Key on the operations whose contract declares it (creates and charges),
// a new one on each call unless the call gives its own, and on no other operation.
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import contract from '../openapi.json' with { type: 'json' };
import { IDEMPOTENT_OPERATIONS } from '../src/generated/idempotency.js';
import { IDEMPOTENT_GET_PATHS } from '../src/generated/idempotency-gets.js';
import { idempotentOperationOf } from '../src/idempotency-keys.js';
import { createApiClient, operations, withTenant } from '../src/index.js';
import { examples } from '../src/msw.js';

const baseUrl = 'http://portal.test/api/v1';
const seen: Request[] = [];
const server = setupServer(
  http.all(`${baseUrl}/*`, ({ request }) => {
    seen.push(request.clone());
    return HttpResponse.json({});
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  seen.length = 0;
});
afterAll(() => server.close());

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const api = createApiClient({ baseUrl, getTenantId: () => 'acme' });
type AnyRequest = (method: string, path: string, init: Record<string, unknown>) => Promise<unknown>;
const request = api.request as unknown as AnyRequest;

/** Calls an operation with the contract's example request; answers the request as it was sent. */
async function send(operationId: string, extra: Record<string, unknown> = {}): Promise<Request> {
  const op = operations.find((candidate) => candidate.operationId === operationId);
  if (!op) throw new Error(`no operation ${operationId}`);
  const { request: example } = examples[op.operationId];
  seen.length = 0;
  await request(op.method.toUpperCase(), op.path, {
    params: { path: example.path, query: example.query, ...(extra.params as object) },
    ...(example.body === undefined ? {} : { body: example.body }),
    ...(extra.headers ? { headers: extra.headers } : {}),
  });
  const [sent] = seen;
  if (!sent) throw new Error(`${operationId} sent nothing`);
  return sent;
}

type Json = Record<string, unknown>;
const declaring = Object.entries(
  (contract as unknown as { paths: Record<string, Record<string, Json>> }).paths,
)
  .flatMap(([, item]) => Object.values(item))
  .filter((op) =>
    ((op.parameters ?? []) as Json[]).some((p) => p.in === 'header' && p.name === 'Idempotency-Key'),
  )
  .map((op) => String(op.operationId))
  .sort();

describe('Idempotency-Key', () => {
  it('is declared by the operations that create or charge, and the generated table lists exactly them', () => {
    expect(declaring).toEqual(
      [
        'addAdditionalNode',
        'chargeUpToPreviousBillingPeriod',
        'createApiKey',
        'createProduct',
        'createSupportRequest',
        'getBackupLink',
        'inviteUser',
        'requestSupportContract',
      ].sort(),
    );
    expect(Object.values(IDEMPOTENT_OPERATIONS).sort()).toEqual(declaring);
    expect(IDEMPOTENT_GET_PATHS).toEqual(['/backup/link/{domainName}']);
    for (const op of operations) {
      const listed = idempotentOperationOf(op.method, op.path);
      expect(listed, op.operationId).toBe(declaring.includes(op.operationId) ? op.operationId : undefined);
    }
  });

  it.each(operations.map((op) => [op.operationId, declaring.includes(op.operationId)] as const))(
    '%s carries a key: %s',
    async (operationId, declared) => {
      const sent = await send(operationId);
      if (declared) expect(sent.headers.get('Idempotency-Key')).toMatch(UUID);
      else expect(sent.headers.has('Idempotency-Key')).toBe(false);
    },
  );

  it('is new on each call', async () => {
    const keys = new Set<string | null>();
    for (let n = 0; n < 5; n += 1) keys.add((await send('createProduct')).headers.get('Idempotency-Key'));
    expect(keys.size).toBe(5);
  });

  it('is the caller’s when the call gives one, as a typed parameter or a header', async () => {
    const given = 'retry-of-order-42';
    const typed = await send('createProduct', { params: { header: { 'Idempotency-Key': given } } });
    expect(typed.headers.get('Idempotency-Key')).toBe(given);
    const header = await send('chargeUpToPreviousBillingPeriod', { headers: { 'Idempotency-Key': given } });
    expect(header.headers.get('Idempotency-Key')).toBe(given);
    // The typed parameter, as TypeScript sees it.
    seen.length = 0;
    await api.POST('/support/request', {
      params: { header: { 'Idempotency-Key': given } },
      body: examples.createSupportRequest.request.body as never,
    });
    expect(seen[0]?.headers.get('Idempotency-Key')).toBe(given);
  });

  it('is sent through a withTenant view and with an API key too', async () => {
    seen.length = 0;
    await withTenant(api, 'acme').POST('/support/request', {
      body: examples.createSupportRequest.request.body as never,
    });
    expect(seen[0]?.headers.get('Idempotency-Key')).toMatch(UUID);
    const keyed = createApiClient({ baseUrl, apiKey: 'dbc_Xq7Lm2Vb9Tn4Rk8Pz1Wc6Hd3Fj5Gs0Ya2Ue7Io9K' });
    seen.length = 0;
    await keyed.GET('/backup/link/{domainName}', {
      params: {
        path: { domainName: 'acme' },
        query: { productId: 'prd-orders-eu', databaseName: 'orders', innerPath: 'a/b', durationInHours: 1 },
      },
    });
    expect(seen[0]?.headers.get('Idempotency-Key')).toMatch(UUID);
  });
});
