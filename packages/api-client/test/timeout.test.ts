// Timeouts against the fake cloud's delayed answers (a fault's delayMs): a call given up at its timeout
// is an ApiError that says so (`isTimeout`); the timer starts when the call is made; a caller's own
// abort stays an abort. The delays are far longer than the timeouts, so no test depends on the machine's
// speed.
import { describe, expect, it } from 'vitest';
import { ApiError, unwrap } from '../src/index.js';
import { inject, recordingClient, useFakeCloud } from './fake-cloud.js';

useFakeCloud();

type Api = ReturnType<typeof recordingClient>['api'];
const listProducts = (api: Api, init: { timeoutMs?: number | false; signal?: AbortSignal } = {}) =>
  unwrap(
    api.GET('/products/get-products/{domainName}', { params: { path: { domainName: 'acme' } }, ...init }),
  );

const slowAnswer = (delayMs: number) => inject({ match: { operationId: 'getProducts' }, delayMs, times: 1 });

async function failure(call: Promise<unknown>): Promise<ApiError> {
  const error = await call.catch((caught: unknown) => caught);
  if (error instanceof ApiError) return error;
  throw new Error(`expected an ApiError, got ${String(error)}`);
}

describe('a call slower than its timeout', () => {
  it('fails with an ApiError that says it timed out (timeoutMs on the call)', async () => {
    await slowAnswer(10_000);
    const { api } = recordingClient();
    const started = performance.now();
    const error = await failure(listProducts(api, { timeoutMs: 200 }));
    expect(performance.now() - started).toBeLessThan(5000);
    expect(error).toMatchObject({
      status: 0,
      isTimeout: true,
      isNetworkError: false,
      message: 'The request timed out after 0.2 seconds.',
      operation: { operationId: 'getProducts', method: 'GET' },
    });
    expect(error.problem.title).toBe('The service did not answer in time');
    expect(error.response).toBeUndefined();
  });

  it('fails the same way with the client’s default timeout', async () => {
    await slowAnswer(10_000);
    const { api } = recordingClient({ timeoutMs: 1000 });
    const error = await failure(listProducts(api));
    expect(error).toMatchObject({ isTimeout: true, message: 'The request timed out after 1 second.' });
  });

  it('is not tried again, even when safe to repeat', async () => {
    await slowAnswer(10_000);
    const { api, sent } = recordingClient({ timeoutMs: 200, retry: { maxDelayMs: 20 } });
    await expect(listProducts(api)).rejects.toMatchObject({ isTimeout: true });
    expect(sent).toHaveLength(1);
  });
});

describe('the timeout', () => {
  it('of a call overrides the client’s', async () => {
    await slowAnswer(300);
    const { api } = recordingClient({ timeoutMs: 100 });
    await expect(listProducts(api, { timeoutMs: 5000 })).resolves.toBeInstanceOf(Array);
  });

  it('can be turned off for a call (false)', async () => {
    await slowAnswer(300);
    const { api } = recordingClient({ timeoutMs: 100 });
    await expect(listProducts(api, { timeoutMs: false })).resolves.toBeInstanceOf(Array);
  });

  it('starts when the call is made, not when the client was', async () => {
    const { api } = recordingClient({ timeoutMs: 1000 });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await slowAnswer(50);
    await expect(listProducts(api)).resolves.toBeInstanceOf(Array);
  });

  it('leaves no timer behind once the call is answered', async () => {
    const { api } = recordingClient({ timeoutMs: 100 });
    await listProducts(api);
    // A timer left running would abort nothing, but would keep a Node process alive until it fired.
    await new Promise((resolve) => setTimeout(resolve, 200));
    await expect(listProducts(api)).resolves.toBeInstanceOf(Array);
  });
});

describe('the caller’s own signal', () => {
  it('still aborts the call: its abort is rethrown, not made a timeout', async () => {
    await slowAnswer(10_000);
    const { api } = recordingClient({ timeoutMs: 5000 });
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 100);
    await expect(listProducts(api, { signal: controller.signal })).rejects.toMatchObject({
      name: 'AbortError',
    });
  });

  it('with a reason of its own, rethrows that reason (the call itself; unwrap makes it an ApiError)', async () => {
    await slowAnswer(10_000);
    const { api } = recordingClient();
    const controller = new AbortController();
    const reason = new Error('the user left the page');
    setTimeout(() => controller.abort(reason), 100);
    await expect(
      api.GET('/products/get-products/{domainName}', {
        params: { path: { domainName: 'acme' } },
        signal: controller.signal,
      }),
    ).rejects.toBe(reason);
  });

  it('already aborted: the request reaches fetch aborted, so it is never sent', async () => {
    const { api, sent } = recordingClient();
    const controller = new AbortController();
    controller.abort();
    await expect(listProducts(api, { signal: controller.signal })).rejects.toMatchObject({
      name: 'AbortError',
    });
    expect(sent.map((request) => request.signal.aborted)).toEqual([true]);
  });
});
