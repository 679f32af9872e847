// A create whose answer is lost: the operation ran on the server, the connection dropped before its
// answer arrived. The SDK sent the create with an Idempotency-Key and tries it again with the same key,
// and the server answers the first answer again instead of creating a second product.
import { describe, expect, it } from 'vitest';
import { type RetryEvent, unwrap } from '../src/index.js';
import { planCreate } from '../src/products/index.js';
import { inject, recordingClient, useFakeCloud } from './fake-cloud.js';

useFakeCloud();

const quick = { maxDelayMs: 20 };
const acme = { params: { path: { domainName: 'acme' } } };

async function createRequest(api: ReturnType<typeof recordingClient>['api'], subdomainName: string) {
  const context = await unwrap(api.GET('/products/create/context/{domainName}', acme));
  const planned = planCreate(context, 'acme', { name: 'Orders replica', subdomainName });
  if (!planned.ok) throw new Error(planned.problems.join(' '));
  const [request] = planned.plan.requests;
  if (request?.operationId !== 'createProduct') throw new Error('no create request in the plan');
  return request.body;
}

const productsNamed = async (api: ReturnType<typeof recordingClient>['api'], subdomainName: string) =>
  (await unwrap(api.GET('/products/get-products/{domainName}', acme))).filter(
    (product) => product.subdomainName === subdomainName,
  );

describe('a create whose answer is lost', () => {
  it('is tried again with the same key: one product, not two, and the first answer', async () => {
    const retries: RetryEvent[] = [];
    const { api, sent } = recordingClient({ retry: { ...quick, onRetry: (retry) => retries.push(retry) } });
    const body = await createRequest(api, 'orders-replica');
    await inject({ match: { operationId: 'createProduct' }, dropAnswer: true, times: 1 });

    const created = await unwrap(api.POST('/products/create', { body }));

    const creates = sent.filter((request) => request.method === 'POST');
    expect(creates).toHaveLength(2);
    // Tried again because the connection dropped (no answer), not because of an error status.
    expect(retries.map((retry) => retry.response?.status)).toEqual([undefined]);
    const keys = creates.map((request) => request.headers.get('Idempotency-Key'));
    expect(keys[0]).toMatch(/\S/);
    expect(keys[1]).toBe(keys[0]);
    const products = await productsNamed(api, 'orders-replica');
    expect(products.map((product) => product.productId)).toEqual([created.productId]);
  });

  it('without retries, fails as a lost connection although the product was made: the key makes a resend safe', async () => {
    const { api, sent } = recordingClient({ retry: false });
    const body = await createRequest(api, 'orders-copy');
    await inject({ match: { operationId: 'createProduct' }, dropAnswer: true, times: 1 });
    await expect(unwrap(api.POST('/products/create', { body }))).rejects.toMatchObject({ status: 0 });
    expect(await productsNamed(api, 'orders-copy')).toHaveLength(1);

    // The same request sent again by hand with the first key: the first answer, no second product.
    const key = sent.filter((request) => request.method === 'POST')[0]?.headers.get('Idempotency-Key') ?? '';
    const { data, response } = await api.POST('/products/create', {
      body,
      params: { header: { 'Idempotency-Key': key } },
    });
    expect(response.headers.get('Idempotent-Replayed')).toBe('true');
    expect(await productsNamed(api, 'orders-copy')).toEqual([
      expect.objectContaining({ productId: data?.productId }),
    ]);
  });
});
