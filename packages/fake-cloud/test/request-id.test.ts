// Every answer of the API names its request (`X-Request-Id`): successes, refusals, 429s and injected
// failures alike, a new id each time, never one the request chose.
import { getResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createFakeCloud, DEMO_API_KEY_SECRETS, type FakeCloudOptions } from '../src/index.js';

const ORIGIN = 'http://portal.test';
const CI_KEY = DEMO_API_KEY_SECRETS.key_7f3a9c2e1b4d;
const REQUEST_ID = /^req_[0-9a-f]{32}$/;

function cloudWith(options: FakeCloudOptions = {}) {
  const cloud = createFakeCloud(options);
  const send = async (path: string, init: RequestInit = {}) => {
    const response = await getResponse(cloud.handlers, new Request(`${ORIGIN}${path}`, init));
    if (!response) throw new Error(`no handler for ${path}`);
    return response;
  };
  return { cloud, send };
}

const withKey = (headers: Record<string, string> = {}): RequestInit => ({
  headers: { Authorization: `Bearer ${CI_KEY}`, ...headers },
});

describe('X-Request-Id', () => {
  it('is on every answer, errors included, and new each time', async () => {
    const { send } = cloudWith();
    const answers = [
      await send('/api/v1/products/get-products/acme', withKey()), // 200
      await send('/api/v1/backup/list-directory/acme', withKey()), // 400: no productId
      await send('/api/v1/products/get-products/acme'), // 401: no session
      await send('/api/v1/products/get-products/globex', withKey()), // 403: another account
      await send('/api/v1/products/get/acme/prd-missing', withKey()), // 404
      await send('/api/v1/configuration'), // 200, public
    ];
    expect(answers.map((answer) => answer.status)).toEqual([200, 400, 401, 403, 404, 200]);
    const ids = answers.map((answer) => answer.headers.get('X-Request-Id'));
    for (const id of ids) expect(id).toMatch(REQUEST_ID);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('is on a 429 and on an injected failure', async () => {
    const { cloud, send } = cloudWith({
      callBudgets: { client: { policy: 'client', limit: 1, windowSeconds: 60 } },
    });
    expect((await send('/api/v1/configuration')).status).toBe(200);
    const limited = await send('/api/v1/configuration');
    expect(limited.status).toBe(429);
    expect(limited.headers.get('X-Request-Id')).toMatch(REQUEST_ID);

    cloud.world().faults.push({ id: 1, match: { operationId: 'getProducts' }, status: 503 });
    const injected = await send('/api/v1/products/get-products/acme', withKey());
    expect(injected.status).toBe(503);
    expect(injected.headers.get('X-Request-Id')).toMatch(REQUEST_ID);
  });

  it('is the server’s own: an id the request sends is not echoed', async () => {
    const { send } = cloudWith();
    const answer = await send(
      '/api/v1/products/get-products/acme',
      withKey({ 'X-Request-Id': 'req_0123456789abcdef0123456789abcdef' }),
    );
    expect(answer.status).toBe(200);
    expect(answer.headers.get('X-Request-Id')).toMatch(REQUEST_ID);
    expect(answer.headers.get('X-Request-Id')).not.toBe('req_0123456789abcdef0123456789abcdef');
  });
});
