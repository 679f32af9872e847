// When the API key's budget is used up (429): a wait of a few seconds is waited out and the call made
// once more; a longer one is reported, in words, with exit 1. The fake cloud runs with a budget of 2
// calls a minute per key, so the tests need not make 120. Other failures (injected faults): a read is
// made once more, a change never.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { inWords, MAX_RETRY_WAIT_SECONDS } from '../src/rate-limit.js';
import { dbcloud, type FakeCloud, KEYS, startFakeCloud } from './harness.js';

let cloud: FakeCloud;
beforeAll(async () => {
  cloud = await startFakeCloud(['--api-key-budget', '2']);
});
afterAll(() => cloud?.stop());
beforeEach(() => cloud.reset());

const origin = () => new URL(cloud.url).origin;

/** Uses up the key's budget with calls of our own; answers the seconds left in its window. */
async function exhaustBudget(): Promise<number> {
  let reset = 0;
  for (let call = 0; call < 2; call += 1) {
    const response = await fetch(`${cloud.url}/products/get-products/acme`, {
      headers: { Authorization: `Bearer ${KEYS.acme}` },
    });
    expect(response.status).toBe(200);
    reset = Number(/;t=(\d+)/.exec(response.headers.get('ratelimit') ?? '')?.[1]);
  }
  return reset;
}

/** Moves the fake clock forward (the budget's windows are in fake time). */
async function advanceSeconds(seconds: number): Promise<void> {
  const response = await fetch(`${origin()}/__fake/clock`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ advanceMinutes: seconds / 60 }),
  });
  expect(response.status).toBe(200);
}

describe('a used-up API key budget (429)', () => {
  it('says when to try again, in words, and exits 1', async () => {
    await exhaustBudget();
    const { code, stdout, stderr } = await dbcloud(cloud, ['products', 'list']);
    expect(code).toBe(1);
    expect(stdout).toBe('');
    expect(stderr).toMatch(/^Error: Too many requests \(429\)\n/);
    expect(stderr).toContain(
      'This API key has made 2 calls in 60 seconds, its limit. Please wait a moment and try again.',
    );
    expect(stderr).toMatch(/\nTry again in (\d{2} seconds|1 minute)\.\nRequest id: req_[0-9a-f]{32}\n$/);
  });

  it('gives the seconds to wait as `retryAfter` in the problem with --json', async () => {
    await exhaustBudget();
    const { code, stderr } = await dbcloud(cloud, ['products', 'list', '--json']);
    expect(code).toBe(1);
    const problem = JSON.parse(stderr) as { status: number; retryAfter: number; requestId: string };
    expect(problem.status).toBe(429);
    expect(problem.requestId).toMatch(/^req_[0-9a-f]{32}$/);
    expect(problem.retryAfter).toBeGreaterThan(MAX_RETRY_WAIT_SECONDS);
    expect(problem.retryAfter).toBeLessThanOrEqual(60);
  });

  it('waits out a short Retry-After and tries once more', async () => {
    const reset = await exhaustBudget();
    // Leave about two seconds of the window.
    await advanceSeconds(reset - 2);
    const { code, stdout, stderr } = await dbcloud(cloud, ['products', 'list']);
    expect(stderr).toMatch(/^Too many requests: trying again in [1-3] seconds?\.\n$/);
    expect(code).toBe(0);
    expect(stdout).toContain('prd-orders-eu');
  });
});

/** Injects a fault into the fake cloud (POST /__fake/faults). */
async function inject(fault: Record<string, unknown>): Promise<void> {
  const response = await fetch(`${origin()}/__fake/faults`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(fault),
  });
  expect(response.status).toBe(201);
}

describe('a short 429 on a change', () => {
  it('is waited out and the change made once more', async () => {
    await inject({ match: { operationId: 'restartNode' }, status: 429, retryAfter: 1, times: 1 });
    const { code, stderr } = await dbcloud(cloud, [
      'products',
      'restart-node',
      'prd-orders-eu',
      'A',
      '--yes',
    ]);
    expect(stderr).toBe('Too many requests: trying again in 1 second.\n');
    expect(code).toBe(0);
  });
});

describe('other failures', () => {
  afterEach(() => fetch(`${origin()}/__fake/faults`, { method: 'DELETE' }));

  it('a read answered 503 is made once more, silently', async () => {
    await inject({ match: { operationId: 'getProducts' }, status: 503, times: 1 });
    const { code, stdout, stderr } = await dbcloud(cloud, ['products', 'list']);
    expect(stderr).toBe('');
    expect(code).toBe(0);
    expect(stdout).toContain('prd-orders-eu');
  });

  it('a read whose connection drops twice fails, saying the API did not answer', async () => {
    await inject({ match: { operationId: 'getProducts' }, networkError: true, times: 2 });
    const { code, stderr } = await dbcloud(cloud, ['products', 'list']);
    expect(code).toBe(1);
    expect(stderr).toMatch(
      /^Error: The server could not be reached \(no answer from http:\/\/127\.0\.0\.1:\d+\/api\/v1\)\n/,
    );
  });

  it('a change answered 503 is not sent twice (it may have been done)', async () => {
    await inject({ match: { operationId: 'restartNode' }, status: 503, times: 1 });
    const { code, stderr } = await dbcloud(cloud, [
      'products',
      'restart-node',
      'prd-orders-eu',
      'A',
      '--yes',
    ]);
    expect(code).toBe(1);
    expect(stderr).toMatch(/^Error: Something went wrong on our side \(503\)\n/);
  });
});

describe('inWords', () => {
  it('says a wait the way a person would', () => {
    expect(inWords(1)).toBe('1 second');
    expect(inWords(45)).toBe('45 seconds');
    expect(inWords(60)).toBe('1 minute');
    expect(inWords(61)).toBe('2 minutes');
    expect(inWords(3000)).toBe('50 minutes');
    expect(inWords(3600)).toBe('1 hour');
    expect(inWords(86_400 - 1)).toBe('24 hours');
    expect(inWords(3900)).toBe('1 hour and 5 minutes');
  });
});
