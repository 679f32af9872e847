// Rate limits: who a request counts for (the socket's address; X-Forwarded-For only from a trusted
// proxy), the call budgets every answer announces (RateLimit, RateLimit-Policy), and the limits of
// sign-in links, backup links and support-contract requests.
import { getResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clientAddressOf, recordPeerAddress } from '../src/core/client-address.js';
import { HttpProblem } from '../src/core/problem.js';
import { spendQuotas } from '../src/core/rate-limit.js';
import type { World } from '../src/core/world.js';
import { createFakeCloud, DEMO_API_KEY_SECRETS, type FakeCloudOptions } from '../src/index.js';
import { type FakeCloudServer, startFakeCloudServer } from '../src/node.js';

const ORIGIN = 'http://portal.test';
const CI_KEY = DEMO_API_KEY_SECRETS.key_7f3a9c2e1b4d;
const OTHER_ACME_KEY = DEMO_API_KEY_SECRETS.key_2b8d4f6a0c1e;
/** The fake world's start: tests never depend on today's date. */
const START = Date.parse('2027-01-01T00:20:00Z');

// Real time stands still (only Date is faked: timers and sockets run), so the fake clock moves only
// when a test advances it and the seconds the headers announce are exact.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(START);
});
afterEach(() => {
  vi.useRealTimers();
});

/** A fake cloud answering in process (msw's handlers without a server), its world at `START`. */
function cloudWith(options: FakeCloudOptions = {}) {
  const cloud = createFakeCloud(options);
  cloud.reset('default', undefined, START);
  const send = async (path: string, init: RequestInit = {}) => {
    const response = await getResponse(cloud.handlers, new Request(`${ORIGIN}${path}`, init));
    if (!response) throw new Error(`no handler for ${path}`);
    return response;
  };
  const advanceSeconds = (seconds: number) => cloud.world().clock.advance(seconds / 60);
  return { cloud, send, advanceSeconds };
}

const json = { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' };

const signUp = (n: number, forwardedFor?: string): RequestInit => ({
  method: 'POST',
  headers: { ...json, ...(forwardedFor ? { 'X-Forwarded-For': forwardedFor } : {}) },
  body: JSON.stringify({
    email: `new${n}@initech.test`,
    domainName: `initech${n}`,
    accountType: 'Regular',
    acceptTerms: true,
  }),
});

const withKey = (key: string = CI_KEY): RequestInit => ({ headers: { Authorization: `Bearer ${key}` } });

describe('the client address', () => {
  const request = (forwardedFor?: string) =>
    new Request(`${ORIGIN}/api/v1/configuration`, {
      headers: forwardedFor ? { 'X-Forwarded-For': forwardedFor } : {},
    });

  it('is the socket’s address, whatever X-Forwarded-For says, unless the socket is a trusted proxy', () => {
    const fromClient = request('203.0.113.9');
    recordPeerAddress(fromClient, '::ffff:198.51.100.7');
    expect(clientAddressOf(fromClient, new Set())).toBe('198.51.100.7');
    expect(clientAddressOf(fromClient, new Set(['10.0.0.2']))).toBe('198.51.100.7');

    const fromProxy = request('203.0.113.9');
    recordPeerAddress(fromProxy, '10.0.0.2');
    expect(clientAddressOf(fromProxy, new Set(['10.0.0.2']))).toBe('203.0.113.9');
  });

  it('reads X-Forwarded-For from the right: addresses a client wrote left of the proxies are not believed', () => {
    const chained = request('1.1.1.1, 203.0.113.9, 10.0.0.1');
    recordPeerAddress(chained, '10.0.0.2');
    expect(clientAddressOf(chained, new Set(['10.0.0.1', '10.0.0.2']))).toBe('203.0.113.9');
    const garbage = request('not-an-address, 10.0.0.1');
    recordPeerAddress(garbage, '10.0.0.2');
    expect(clientAddressOf(garbage, new Set(['10.0.0.1', '10.0.0.2']))).toBe('10.0.0.1');
    const none = request();
    recordPeerAddress(none, '10.0.0.2');
    expect(clientAddressOf(none, new Set(['10.0.0.2']))).toBe('10.0.0.2');
  });

  it('is `local` for a request that came through no socket (msw in process)', () => {
    expect(clientAddressOf(request('203.0.113.9'), new Set())).toBe('local');
    expect(clientAddressOf(request('203.0.113.9'), new Set(['local']))).toBe('203.0.113.9');
  });
});

describe('sign-up limit per client', () => {
  it('is not bypassed by a new X-Forwarded-For on each request (in process)', async () => {
    const { send } = cloudWith();
    for (let n = 1; n <= 5; n += 1) {
      expect((await send('/api/v1/users/create', signUp(n, `203.0.113.${n}`))).status).toBe(201);
    }
    const sixth = await send('/api/v1/users/create', signUp(6, '203.0.113.6'));
    expect(sixth.status).toBe(429);
    expect(sixth.headers.get('retry-after')).toMatch(/^\d+$/);
  });

  it('counts each client behind a trusted proxy on its own', async () => {
    const { send } = cloudWith({ trustedProxies: ['local'] });
    for (let n = 1; n <= 5; n += 1) {
      expect((await send('/api/v1/users/create', signUp(n, '203.0.113.1'))).status).toBe(201);
    }
    expect((await send('/api/v1/users/create', signUp(6, '203.0.113.1'))).status).toBe(429);
    expect((await send('/api/v1/users/create', signUp(7, '203.0.113.2'))).status).toBe(201);
  });

  describe('over HTTP (the standalone server)', () => {
    let server: FakeCloudServer | undefined;
    afterEach(async () => {
      await server?.close();
      server = undefined;
    });
    const post = (url: string, n: number, forwardedFor: string) =>
      fetch(`${url}/api/v1/users/create`, signUp(n, forwardedFor));

    it('ignores X-Forwarded-For from a peer that is not a trusted proxy (the default: none)', async () => {
      server = await startFakeCloudServer({ port: 0 });
      for (let n = 1; n <= 5; n += 1) expect((await post(server.url, n, `203.0.113.${n}`)).status).toBe(201);
      expect((await post(server.url, 6, '203.0.113.6')).status).toBe(429);
    });

    it('believes X-Forwarded-For from a configured trusted proxy', async () => {
      server = await startFakeCloudServer({ port: 0, trustedProxies: ['127.0.0.1'] });
      for (let n = 1; n <= 6; n += 1) expect((await post(server.url, n, `203.0.113.${n}`)).status).toBe(201);
    });
  });
});

describe('the API key budget', () => {
  it('is 120 calls a minute per key: the 121st answers 429 problem+json with Retry-After', async () => {
    const { send, advanceSeconds } = cloudWith();
    for (let n = 1; n <= 120; n += 1) {
      const response = await send('/api/v1/products/get-products/acme', withKey());
      expect(response.status).toBe(200);
      if (n === 1) {
        expect(response.headers.get('ratelimit-policy')).toBe('"api-key";q=120;w=60, "account";q=600;w=60');
        expect(response.headers.get('ratelimit')).toBe('"api-key";r=119;t=60, "account";r=599;t=60');
      }
    }
    advanceSeconds(23);
    const refused = await send('/api/v1/products/get-products/acme', withKey());
    expect(refused.status).toBe(429);
    expect(refused.headers.get('content-type')).toBe('application/problem+json');
    expect(refused.headers.get('retry-after')).toBe('37');
    expect(refused.headers.get('ratelimit')).toBe('"api-key";r=0;t=37, "account";r=480;t=37');
    expect(refused.headers.get('ratelimit-policy')).toBe('"api-key";q=120;w=60, "account";q=600;w=60');
    expect(await refused.json()).toMatchObject({ status: 429, title: 'Too many requests' });

    // Another key of the same account has a budget of its own; the window's end refills this one.
    expect((await send('/api/v1/products/get-products/acme', withKey(OTHER_ACME_KEY))).status).toBe(200);
    advanceSeconds(37);
    const again = await send('/api/v1/products/get-products/acme', withKey());
    expect(again.status).toBe(200);
    // The other key's call still counts for the account.
    expect(again.headers.get('ratelimit')).toBe('"api-key";r=119;t=60, "account";r=598;t=23');
  });

  it('takes its size from the options, and announces it on every key-authenticated answer, errors included', async () => {
    const { send } = cloudWith({
      callBudgets: { apiKey: { policy: 'api-key', limit: 3, windowSeconds: 60 } },
    });
    const notFound = await send('/api/v1/products/get/acme/prd-missing', withKey());
    expect(notFound.status).toBe(404);
    expect(notFound.headers.get('ratelimit')).toBe('"api-key";r=2;t=60, "account";r=599;t=60');
    const refused = await send('/api/v1/profile/configuration', withKey());
    expect(refused.status).toBe(403);
    expect(refused.headers.get('ratelimit')).toBe('"api-key";r=1;t=60, "account";r=598;t=60');
    const invalid = await send('/api/v1/backup/list-directory/acme', withKey());
    expect(invalid.status).toBe(400);
    expect(invalid.headers.get('ratelimit')).toBe('"api-key";r=0;t=60, "account";r=597;t=60');
    expect((await send('/api/v1/products/get-products/acme', withKey())).status).toBe(429);
  });

  it('leaves calls without a valid key to the client’s budget (600 a minute)', async () => {
    const { send } = cloudWith({
      callBudgets: { client: { policy: 'client', limit: 2, windowSeconds: 60 } },
    });
    const configuration = await send('/api/v1/configuration');
    expect(configuration.headers.get('ratelimit-policy')).toBe('"client";q=2;w=60');
    expect(configuration.headers.get('ratelimit')).toBe('"client";r=1;t=60');
    const unknownKey = await send('/api/v1/products/get-products/acme', withKey('dbc_NotAKey'));
    expect(unknownKey.status).toBe(401);
    expect(unknownKey.headers.get('ratelimit')).toBe('"client";r=0;t=60');
    const refused = await send('/api/v1/configuration');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('60');
    // A valid key is counted on its own budget.
    expect((await send('/api/v1/products/get-products/acme', withKey())).status).toBe(200);
  });
});

describe('per-account limits', () => {
  const linkQuery = new URLSearchParams({
    productId: 'prd-orders-eu',
    databaseName: 'orders',
    innerPath: '2026-12-31/none.bak',
    durationInHours: '1',
  });

  it('allows 100 backup links an hour per account, then 429 with Retry-After (counting refused ones)', async () => {
    const { send, advanceSeconds } = cloudWith();
    for (let n = 1; n <= 100; n += 1) {
      const response = await send(`/api/v1/backup/link/acme?${linkQuery}`, withKey());
      expect(response.status).toBe(404);
    }
    advanceSeconds(600);
    const refused = await send(`/api/v1/backup/link/acme?${linkQuery}`, withKey());
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('3000');
    expect(refused.headers.get('ratelimit')).toBe(
      '"backup-links";r=0;t=3000, "api-key";r=119;t=60, "account";r=599;t=60',
    );
    expect(refused.headers.get('ratelimit-policy')).toBe(
      '"backup-links";q=100;w=3600, "api-key";q=120;w=60, "account";q=600;w=60',
    );
    // Another account has its own count.
    const globex = await send(
      `/api/v1/backup/link/globex?${new URLSearchParams({ ...Object.fromEntries(linkQuery), productId: 'prd-catalog-eu' })}`,
      withKey(DEMO_API_KEY_SECRETS.key_5d7f9b1c3e2a),
    );
    expect(globex.status).not.toBe(429);
  });

  it('allows 5 support-contract requests a day per account, then 429', async () => {
    const { send } = cloudWith();
    const ask = () =>
      send('/api/v1/support/support-contract-request', {
        method: 'POST',
        headers: { Authorization: `Bearer ${CI_KEY}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({
          domainName: 'acme',
          plan: 'Enterprise',
          contactName: 'Olivia Owner',
          contactEmail: 'owner@demo.dbcloud.dev',
          message: 'We would like faster answers.',
        }),
      });
    for (let n = 1; n <= 5; n += 1) expect((await ask()).status).toBe(201);
    const refused = await ask();
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(86_000);
  });
});

describe('the account budget', () => {
  const small = {
    callBudgets: {
      apiKey: { policy: 'api-key', limit: 3, windowSeconds: 60 },
      account: { policy: 'account', limit: 5, windowSeconds: 60 },
    },
  };

  it('counts every key of an account together: more keys never mean more calls', async () => {
    const { send, advanceSeconds } = cloudWith(small);
    for (let n = 1; n <= 3; n += 1) {
      expect((await send('/api/v1/products/get-products/acme', withKey())).status).toBe(200);
    }
    const keyUsedUp = await send('/api/v1/products/get-products/acme', withKey());
    expect(keyUsedUp.status).toBe(429);
    expect(keyUsedUp.headers.get('ratelimit')).toBe('"api-key";r=0;t=60, "account";r=2;t=60');

    advanceSeconds(10);
    const other = () => send('/api/v1/products/get-products/acme', withKey(OTHER_ACME_KEY));
    const second = await other();
    expect(second.headers.get('ratelimit')).toBe('"account";r=1;t=50, "api-key";r=2;t=60');
    expect((await other()).status).toBe(200);
    const accountUsedUp = await other();
    expect(accountUsedUp.status).toBe(429);
    expect(accountUsedUp.headers.get('ratelimit')).toBe('"account";r=0;t=50, "api-key";r=1;t=60');
    expect(accountUsedUp.headers.get('retry-after')).toBe('50');
    expect(accountUsedUp.headers.get('ratelimit-policy')).toBe('"account";q=5;w=60, "api-key";q=3;w=60');
    expect((await accountUsedUp.json()).detail).toMatch(/API keys of acme have made 5 calls/);

    // Refused calls count nowhere; another account's keys have their own budget.
    const globex = await send(
      '/api/v1/products/get-products/globex',
      withKey(DEMO_API_KEY_SECRETS.key_5d7f9b1c3e2a),
    );
    expect(globex.status).toBe(200);
    advanceSeconds(50);
    expect((await other()).status).toBe(200);
  });
});

describe('a sliding window', () => {
  const quota = { policy: 'api-key', limit: 120, windowSeconds: 60 };
  const fire = (world: World, at: number, times: number) => {
    let accepted = 0;
    for (let n = 0; n < times; n += 1) {
      try {
        spendQuotas(world, [{ quota, partition: 'k', detail: 'used up' }], at);
        accepted += 1;
      } catch (error) {
        expect(error).toBeInstanceOf(HttpProblem);
      }
    }
    return accepted;
  };
  const emptyWorld = () => ({ quotaLog: new Map() }) as unknown as World;

  it('lets no burst through at a window’s edge: 120 calls just before and just after a minute mark', () => {
    const world = emptyWorld();
    expect(fire(world, START + 59_900, 200)).toBe(120);
    expect(fire(world, START + 60_100, 200)).toBe(0);
    // A call is counted until it is 60 seconds old, not a millisecond longer.
    expect(fire(world, START + 59_900 + 59_999, 1)).toBe(0);
    expect(fire(world, START + 59_900 + 60_000, 200)).toBe(120);
  });

  it('never holds more than the budget in any 60 seconds, whatever the pattern of calls', () => {
    const world = emptyWorld();
    const accepted: number[] = [];
    let seed = 7;
    const random = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed / 2_147_483_648;
    };
    let at = START;
    for (let n = 0; n < 5000; n += 1) {
      at += Math.floor(random() * (random() < 0.1 ? 20_000 : 300));
      if (fire(world, at, 1) === 1) accepted.push(at);
    }
    expect(accepted.length).toBeGreaterThan(600);
    for (let first = 0; first < accepted.length; first += 1) {
      let inWindow = 0;
      for (
        let n = first;
        n < accepted.length && (accepted[n] ?? 0) - (accepted[first] ?? 0) < 60_000;
        n += 1
      ) {
        inWindow += 1;
      }
      expect(inWindow).toBeLessThanOrEqual(120);
    }
  });

  it('answers Retry-After equal to the refused policy’s t, after which the call is accepted', () => {
    const world = emptyWorld();
    fire(world, START, 60);
    fire(world, START + 30_000, 60);
    try {
      spendQuotas(world, [{ quota, partition: 'k', detail: 'used up' }], START + 45_500);
      expect.unreachable();
    } catch (error) {
      const headers = (error as HttpProblem).options.headers ?? {};
      expect(headers['Retry-After']).toBe('15');
      expect(headers.RateLimit).toBe('"api-key";r=0;t=15');
    }
    expect(fire(world, START + 45_500 + 14_000, 1)).toBe(0);
    expect(fire(world, START + 45_500 + 15_000, 1)).toBe(1);
  });
});

describe('sign-in links per address', () => {
  const requestLink = (email: string) => ({
    method: 'POST',
    headers: json,
    body: JSON.stringify({ email }),
  });

  it('are 5 per 15 minutes and 10 a day, answered alike whether or not the address has a login', async () => {
    const { cloud, send, advanceSeconds } = cloudWith();
    const answers: Record<string, { status: number; retryAfter: string | null; policy: string }[]> = {};
    for (const email of ['owner@demo.dbcloud.dev', 'stranger@example.com']) {
      const seen: (typeof answers)[string] = [];
      const ask = async () => {
        const response = await send('/api/v1/login', requestLink(email));
        const [policy = ''] = (response.headers.get('ratelimit') ?? '').split(', ');
        seen.push({ status: response.status, retryAfter: response.headers.get('retry-after'), policy });
        return response;
      };
      for (let n = 1; n <= 5; n += 1) expect((await ask()).status).toBe(200);
      // The 6th within 15 minutes: the 15-minute limit, used up until the first leaves its window.
      advanceSeconds(60);
      const sixth = await ask();
      expect(sixth.status).toBe(429);
      expect(sixth.headers.get('retry-after')).toBe('840');
      expect(sixth.headers.get('ratelimit')).toMatch(/^"login";r=0;t=840(, |$)/);
      expect(sixth.headers.get('ratelimit-policy')).toMatch(/^"login";q=5;w=900(, |$)/);
      advanceSeconds(840);
      for (let n = 6; n <= 10; n += 1) expect((await ask()).status).toBe(200);
      // The 11th within a day, in another 15 minutes: the daily cap, until the first leaves its day.
      advanceSeconds(900);
      const eleventh = await ask();
      expect(eleventh.status).toBe(429);
      expect(eleventh.headers.get('content-type')).toBe('application/problem+json');
      const waitSeconds = 86_400 - 1_800;
      expect(eleventh.headers.get('retry-after')).toBe(String(waitSeconds));
      expect(eleventh.headers.get('ratelimit')).toMatch(
        new RegExp(`^"login-day";r=0;t=${waitSeconds}(, |$)`),
      );
      expect(eleventh.headers.get('ratelimit-policy')).toMatch(/^"login-day";q=10;w=86400(, |$)/);
      advanceSeconds(waitSeconds);
      expect((await ask()).status).toBe(200);
      answers[email] = seen;
      // The other address starts where this one started.
      cloud.reset('default', undefined, START);
    }
    // The answers never tell whether an address has a login.
    expect(answers['stranger@example.com']).toEqual(answers['owner@demo.dbcloud.dev']);
  });
});
