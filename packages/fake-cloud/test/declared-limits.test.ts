// Every rate limit the contract declares, walked at the contract's own numbers. The call budgets
// (`x-call-budgets`, the SDK's CALL_BUDGETS) and the operations' own limits (`x-rate-limits`,
// OPERATION_RATE_LIMITS) are read from the generated lists, and each is driven to its limit: the first
// `limit` counted calls are not refused, the next answers 429 naming that policy first (`r=0`, `t` equal
// to `Retry-After`, `RateLimit-Policy` with its `q` and `w`, problem+json in words), one second before
// `Retry-After` has passed the call is still refused, once it has passed the same call is not, and another
// partition (another key, account, client, e-mail, recipient) is not affected meanwhile.
//
// A limit is driven by the entry of DRIVERS named after its policy. A policy the contract declares with no
// driver fails here (and fails to typecheck), as does a driver for a policy the contract does not declare:
// a limit added later cannot go untested.
import {
  type ApiClient,
  CALL_BUDGETS,
  type CallBudgetPolicy,
  createApiClient,
  OPERATION_RATE_LIMITS,
  type OperationId,
  type OperationRateLimitPolicy,
  operations,
  type RateLimitPartition,
  type RateLimitPolicy,
  withTenant,
} from '@dbcloud/api-client';
import { getResponse, matchRequestUrl, type RequestHandler } from 'msw';
import * as OTPAuth from 'otpauth';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MARKETPLACE_TOKENS } from '../src/areas/marketplace/index.js';
import { createFakeCloud, DEMO_API_KEY_SECRETS, INVITATION_LINKS } from '../src/index.js';

const ORIGIN = 'http://portal.test';
/** The fake world's start: tests never depend on today's date. */
const START = Date.parse('2027-01-01T00:20:00Z');
const DAY_MS = 86_400_000;

/** The client whose partition a test fills, and another one (X-Forwarded-For, believed from `local`). */
const CLIENT = '203.0.113.10';
const OTHER_CLIENT = '203.0.113.20';
/** Where users sign in from: signing in never counts against the client a test fills. */
const HOME_CLIENT = '203.0.113.30';

const CI_KEY = DEMO_API_KEY_SECRETS.key_7f3a9c2e1b4d;
const TERRAFORM_KEY = DEMO_API_KEY_SECRETS.key_2b8d4f6a0c1e;
const GLOBEX_KEY = DEMO_API_KEY_SECRETS.key_5d7f9b1c3e2a;
const OWNER = 'owner@demo.dbcloud.dev';

// The contract's default budgets (no `callBudgets` option). Requests in process come from `local`;
// trusting it as a proxy lets a test name its client in X-Forwarded-For, so that two clients can be
// told apart.
const cloud = createFakeCloud({ publicOrigin: ORIGIN, trustedProxies: ['local'] });

// Real time stands still (only Date is faked), so the fake clock moves only when a test moves it.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(START);
  cloud.reset('default', undefined, START);
});
afterEach(() => {
  vi.useRealTimers();
});

/** Moves the fake clock forward (as `POST /__fake/clock` does). */
const advanceSeconds = (seconds: number) => cloud.world().clock.advance(seconds / 60);

// ---- calls in process -----------------------------------------------------------------------------

/** An answer, with the contract operation its request was for. */
interface Answer {
  readonly status: number;
  readonly headers: Headers;
  readonly body: unknown;
  readonly operationId: OperationId | undefined;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^$()|[\]\\]/g, '\\$&');
const TEMPLATES = operations.map((op) => ({
  operationId: op.operationId,
  method: op.method.toUpperCase(),
  pattern: new RegExp(`^${escapeRegExp(op.path).replace(/\\?\{[^}]+\\?\}/g, '[^/]+')}$`),
  placeholders: op.path.split('{').length - 1,
}));

/** The operation of a request: the matching contract path with the fewest placeholders. */
function operationOf(request: Request): OperationId | undefined {
  const path = new URL(request.url).pathname.replace(/^\/api\/v1/, '');
  return TEMPLATES.filter((t) => t.method === request.method && t.pattern.test(path)).sort(
    (a, b) => a.placeholders - b.placeholders,
  )[0]?.operationId;
}

const answered = new WeakMap<Response, OperationId | undefined>();

// msw tries its handlers (one per operation) in turn until one matches; a call here goes straight to
// the handlers whose method and path match its own (msw's own URL match), which halves the time of a
// call: the file makes thousands.
const routes = new Map<string, RequestHandler[]>();
function handlersFor(request: Request): RequestHandler[] {
  const url = new URL(request.url);
  const route = `${request.method} ${url.pathname}`;
  let handlers = routes.get(route);
  if (!handlers) {
    handlers = cloud.handlers.filter((handler) => {
      const { method, path } = handler.info as { method?: unknown; path?: unknown };
      return method === request.method && typeof path === 'string' && matchRequestUrl(url, path).matches;
    });
    if (handlers.length === 0) handlers = cloud.handlers;
    routes.set(route, handlers);
  }
  return handlers;
}

interface CallerOptions {
  /** An API key's secret: the SDK then sends it instead of cookies and X-Requested-With. */
  readonly apiKey?: string;
  /** The client address the request comes from. */
  readonly client?: string;
  /** The account sent as X-Tenant-ID when a call's path names none. */
  readonly tenant?: string;
  /** The cookie jar (a browser's own by default). */
  readonly cookies?: Map<string, string>;
}

/** The SDK over the fake cloud's handlers, as a browser (with its own cookie jar) or a program with a key. */
function caller({ apiKey, client = CLIENT, tenant, cookies = new Map() }: CallerOptions = {}): ApiClient {
  const send = async (request: Request): Promise<Response> => {
    const headers = new Headers(request.headers);
    headers.set('X-Forwarded-For', client);
    if (!apiKey) {
      if (cookies.size > 0) headers.set('Cookie', [...cookies].map(([k, v]) => `${k}=${v}`).join('; '));
      if (request.method !== 'GET') headers.set('Origin', ORIGIN);
    }
    const sent = new Request(request, { headers });
    const response = await getResponse(handlersFor(sent), sent);
    if (!response) throw new Error(`no handler for ${request.method} ${request.url}`);
    for (const setCookie of response.headers.getSetCookie()) {
      const [pair = ''] = setCookie.split(';');
      const index = pair.indexOf('=');
      const value = pair.slice(index + 1).trim();
      if (value === '' || /max-age=0/i.test(setCookie)) cookies.delete(pair.slice(0, index).trim());
      else cookies.set(pair.slice(0, index).trim(), value);
    }
    answered.set(response, operationOf(sent));
    return response;
  };
  // Each call made once (no retries after a 429): the test checks what the server answers.
  return createApiClient({
    baseUrl: `${ORIGIN}/api/v1`,
    apiKey,
    getTenantId: () => tenant,
    fetch: send,
    retry: false,
  });
}

/** An SDK call's answer: its status, headers, body (data or problem) and operation. */
async function answer(
  call: Promise<{ response: Response; data?: unknown; error?: unknown }>,
): Promise<Answer> {
  const { response, data, error } = await call;
  return {
    status: response.status,
    headers: response.headers,
    body: error ?? data,
    operationId: answered.get(response),
  };
}

/** A successful SDK call's data. */
async function ok<T>(call: Promise<{ response: Response; data?: T; error?: unknown }>): Promise<T> {
  const { response, data, error } = await call;
  if (!response.ok || data === undefined) {
    throw new Error(`${response.status} ${response.url}: ${JSON.stringify(error)}`);
  }
  return data;
}

/** What an answer was, in a failed expectation's message. */
const described = (a: Answer) => `${a.operationId} answered ${a.status}: ${JSON.stringify(a.body)}`;

/** The token of the last sign-in link mailed to `email`. */
function mailedToken(email: string): string {
  const mail = cloud.world().mailbox.findLast((candidate) => candidate.to === email);
  if (!mail) throw new Error(`no sign-in mail for ${email}`);
  return new URL(mail.link).searchParams.get('token') ?? '';
}

/**
 * Signs `email` in with a mailed link (from HOME_CLIENT): a browser with its session, calling from
 * CLIENT, for `tenant`.
 */
async function signIn(email: string, tenant?: string): Promise<ApiClient> {
  const cookies = new Map<string, string>();
  const home = caller({ client: HOME_CLIENT, cookies });
  await ok(home.POST('/login', { body: { email } }));
  const opened = await ok(home.GET('/login/link', { params: { query: { token: mailedToken(email) } } }));
  expect(opened.stage).toBe('Authenticated');
  return caller({ tenant, cookies });
}

/** The `index`-th of a list that has it. */
function nth<T>(list: readonly T[], index: number): T {
  const item = list[index];
  if (item === undefined) throw new Error(`nothing at ${index} of ${list.length}`);
  return item;
}

const inDays = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString();

/** Creates an API key on an account with a session; answers its secret. */
async function createKey(owner: ApiClient, domainName: string, description: string) {
  const { secret, apiKey } = await ok(
    withTenant(owner, domainName).POST('/api-keys/create', {
      body: { domainName, description, expiresAt: inDays(90) },
    }),
  );
  return { secret, apiKeyId: apiKey.apiKeyId };
}

const products = (api: ApiClient, domainName = 'acme') =>
  answer(api.GET('/products/get-products/{domainName}', { params: { path: { domainName } } }));

// ---- the rate-limit fields ------------------------------------------------------------------------

interface Item {
  readonly name: string;
  readonly params: ReadonlyMap<string, string>;
}

/** The items of a `RateLimit` or `RateLimit-Policy` field (policy names hold no comma or quote). */
function items(field: string | null): Item[] {
  return (field ?? '')
    .split(',')
    .map((member) => member.trim())
    .filter(Boolean)
    .map((member) => {
      const [name = '', ...params] = member.split(';');
      return {
        name: /^"([^"]*)"$/.exec(name.trim())?.[1] ?? `(not a string: ${name})`,
        params: new Map(params.map((param) => param.trim().split('=') as [string, string])),
      };
    });
}

/**
 * Checks that an answer is the 429 of `declared`, used up first: `RateLimit` names it first at `r=0`
 * with `t` equal to `Retry-After`, `RateLimit-Policy` names it first with the contract's `q` and `w`, and
 * the body is a problem in words. Answers `t`.
 */
function expectRefusedBy(refused: Answer, declared: RateLimitPolicy): number {
  expect(refused.status, described(refused)).toBe(429);
  const [first] = items(refused.headers.get('RateLimit'));
  expect(first?.name, `RateLimit: ${refused.headers.get('RateLimit')}`).toBe(declared.policy);
  expect(first?.params.get('r')).toBe('0');
  const t = first?.params.get('t') ?? '';
  expect(t).toMatch(/^[1-9]\d*$/);
  expect(refused.headers.get('Retry-After')).toBe(t);
  const [policy] = items(refused.headers.get('RateLimit-Policy'));
  expect(policy?.name, `RateLimit-Policy: ${refused.headers.get('RateLimit-Policy')}`).toBe(declared.policy);
  expect(policy?.params.get('q')).toBe(String(declared.limit));
  expect(policy?.params.get('w')).toBe(String(declared.windowSeconds));
  expect(refused.headers.get('Content-Type')).toMatch(/^application\/problem\+json\b/);
  expect(refused.body).toMatchObject({ status: 429, detail: expect.stringMatching(/\w+ \w+/) });
  return Number(t);
}

// ---- the drivers ----------------------------------------------------------------------------------

/** How a test makes the calls one declared limit counts. */
interface Drive {
  /**
   * The n-th counted call (from 1) in the partition the test fills. A call refused by the limit changes
   * nothing, so the same n makes the same call again.
   */
  call(n: number): Promise<Answer>;
  /** The status of the n-th call when the limit does not refuse it. */
  status: number | ((n: number) => number);
  /** A call in another partition, and its status: the limit is not reached there. */
  other?: { call(): Promise<Answer>; status: number };
  /**
   * Seconds the driver moved the clock between the first counted call and the refused one (when another
   * limit forbids making them at one instant); the refusal's Retry-After is that much shorter.
   */
  elapsedSeconds?: number;
}

interface Driver {
  /** What the driver's calls are counted per (the contract's `per`): the test checks they agree. */
  readonly per: RateLimitPartition;
  /** Sets up (sign in, keys, a declined card, …) and answers how to call. */
  start(): Promise<Drive>;
}

/** Every policy the contract declares, call budgets first. */
const DECLARED: readonly (RateLimitPolicy & { readonly operations?: readonly OperationId[] })[] = [
  ...CALL_BUDGETS,
  ...OPERATION_RATE_LIMITS,
];

const backupLink = (api: ApiClient, domainName: string, productId: string, databaseName: string) =>
  answer(
    api.GET('/backup/link/{domainName}', {
      params: {
        path: { domainName },
        query: { productId, databaseName, innerPath: '2026-12-31/none.bak', durationInHours: 1 },
      },
    }),
  );

const supportRequest = (api: ApiClient, domainName: string, responseTime: string) =>
  answer(
    api.POST('/support/request', {
      body: {
        domainName,
        kind: 'general',
        severity: 'Minor',
        responseTime,
        title: 'Something is off',
        message: 'Please have a look.',
      },
    }),
  );

const supportContract = (api: ApiClient, domainName: string) =>
  answer(
    api.POST('/support/support-contract-request', {
      body: {
        domainName,
        plan: 'Enterprise',
        contactName: 'Olivia Owner',
        contactEmail: OWNER,
        message: 'We would like faster answers.',
      },
    }),
  );

const invite = (owner: ApiClient, domainName: string, email: string) =>
  answer(
    owner.POST('/users/invite/{domainName}', {
      params: { path: { domainName } },
      body: { email, roles: ['Products'] },
    }),
  );

const cancelInvitation = (owner: ApiClient, domainName: string, email: string) =>
  ok(
    owner.POST('/users/cancel-invitation/{domainName}', {
      params: { path: { domainName } },
      body: { email },
    }),
  );

/** A sign-in token of the right shape that was never issued. */
const unknownToken = (n: number) => `never-issued-${n}`.padEnd(32, 'x');

const DRIVERS = {
  'api-key': {
    per: 'key',
    async start() {
      const ci = caller({ apiKey: CI_KEY });
      const terraform = caller({ apiKey: TERRAFORM_KEY });
      return {
        status: 200,
        call: () => products(ci),
        other: { status: 200, call: () => products(terraform) },
      };
    },
  },

  account: {
    per: 'account',
    async start() {
      // Six keys of acme take turns: 100 calls each fill the account's 600 while no key nears its 120.
      const owner = await signIn(OWNER, 'acme');
      const secrets: string[] = [CI_KEY, TERRAFORM_KEY];
      for (let n = 1; n <= 4; n += 1) secrets.push((await createKey(owner, 'acme', `Worker ${n}`)).secret);
      const keys = secrets.map((apiKey) => caller({ apiKey }));
      const globex = caller({ apiKey: GLOBEX_KEY });
      return {
        status: 200,
        call: (n) => products(nth(keys, (n - 1) % keys.length)),
        other: { status: 200, call: () => products(globex, 'globex') },
      };
    },
  },

  client: {
    per: 'client',
    async start() {
      // Calls without a valid key: anonymous ones, a signed-in user's, and ones with an unknown key.
      const anonymous = caller();
      const signedIn = await signIn(OWNER, 'acme');
      const unknownKey = caller({ apiKey: 'dbc_NotAKeyOfAnyAccount000000000000000000' });
      return {
        status: (n) => (n % 3 === 0 ? 401 : 200),
        call: (n) =>
          n % 3 === 0
            ? products(unknownKey)
            : n % 3 === 1
              ? answer(anonymous.GET('/configuration'))
              : products(signedIn),
        other: { status: 200, call: () => answer(caller({ client: OTHER_CLIENT }).GET('/configuration')) },
      };
    },
  },

  login: {
    per: 'email',
    async start() {
      const anonymous = caller();
      // One address however it is written; one without a login counts as well.
      return {
        status: 200,
        call: (n) =>
          answer(anonymous.POST('/login', { body: { email: n % 2 ? OWNER : OWNER.toUpperCase() } })),
        other: {
          status: 200,
          call: () => answer(anonymous.POST('/login', { body: { email: 'no-login-yet@initech.test' } })),
        },
      };
    },
  },

  'login-link': {
    per: 'client',
    async start() {
      // Failed attempts: a used token, an expired one, one never issued.
      const anonymous = caller();
      await ok(anonymous.POST('/login', { body: { email: OWNER } }));
      await ok(anonymous.POST('/login', { body: { email: 'member@demo.dbcloud.dev' } }));
      const used = mailedToken(OWNER);
      const expired = mailedToken('member@demo.dbcloud.dev');
      await ok(caller().GET('/login/link', { params: { query: { token: used } } }));
      advanceSeconds(16 * 60);
      const open = (api: ApiClient, token: string) =>
        answer(api.GET('/login/link', { params: { query: { token } } }));
      return {
        status: (n) => (n % 3 === 0 ? 404 : 422),
        call: (n) => open(anonymous, n % 3 === 1 ? used : n % 3 === 2 ? expired : unknownToken(n)),
        other: { status: 404, call: () => open(caller({ client: OTHER_CLIENT }), unknownToken(0)) },
      };
    },
  },

  'sign-up': {
    per: 'client',
    async start() {
      const signUp = (api: ApiClient, n: number) =>
        answer(
          api.POST('/users/create', {
            body: {
              email: `new${n}@initech.test`,
              domainName: n % 2 ? `initech${n}` : 'acme',
              accountType: 'Regular',
              acceptTerms: true,
            },
          }),
        );
      const anonymous = caller();
      // Every attempt counts, a taken domain name's too.
      return {
        status: (n) => (n % 2 ? 201 : 409),
        call: (n) => signUp(anonymous, n),
        other: { status: 201, call: () => signUp(caller({ client: OTHER_CLIENT }), 99) },
      };
    },
  },

  promo: {
    per: 'client',
    async start() {
      const promoCode = (api: ApiClient, code: string) =>
        answer(api.GET('/users/create/promo-code/description', { params: { query: { promoCode: code } } }));
      const anonymous = caller();
      return {
        status: (n) => (n % 2 ? 200 : 404),
        call: (n) => promoCode(anonymous, n % 2 ? 'WELCOME50' : `NOPE${n}`),
        other: { status: 200, call: () => promoCode(caller({ client: OTHER_CLIENT }), 'welcome50') },
      };
    },
  },

  'email-check': {
    per: 'client',
    async start() {
      const check = (api: ApiClient, email: string) =>
        answer(api.POST('/users/is-email-already-used', { body: { email } }));
      const anonymous = caller();
      return {
        status: 200,
        call: (n) => check(anonymous, n % 2 ? OWNER : `someone${n}@initech.test`),
        other: { status: 200, call: () => check(caller({ client: OTHER_CLIENT }), OWNER) },
      };
    },
  },

  invitations: {
    per: 'account',
    async start() {
      const owner = await signIn(OWNER, 'acme');
      // Every other invitation is cancelled at once: it still counts.
      return {
        status: 201,
        async call(n) {
          const email = `guest${n}@initech.test`;
          const sent = await invite(owner, 'acme', email);
          if (sent.status === 201 && n % 2 === 0) await cancelInvitation(owner, 'acme', email);
          return sent;
        },
        other: { status: 201, call: () => invite(owner, 'acme-health', 'guest1@initech.test') },
      };
    },
  },

  'invitation-recipient': {
    per: 'recipient',
    async start() {
      const owner = await signIn(OWNER, 'acme');
      const recipient = 'wanderer@initech.test';
      // One address invited by two accounts in turn, each invitation cancelled (it still counts).
      return {
        status: 201,
        async call(n) {
          const domainName = n % 2 ? 'acme' : 'acme-health';
          const sent = await invite(owner, domainName, recipient);
          if (sent.status === 201) await cancelInvitation(owner, domainName, recipient);
          return sent;
        },
        other: { status: 201, call: () => invite(owner, 'acme', 'homebody@initech.test') },
      };
    },
  },

  'invitation-info': {
    per: 'client',
    async start() {
      const info = (api: ApiClient, link: string) =>
        answer(api.GET('/invitation-info', { params: { query: { link } } }));
      const anonymous = caller();
      return {
        status: (n) => (n % 2 ? 200 : 404),
        call: (n) => info(anonymous, n % 2 ? INVITATION_LINKS.newUser : `no-such-invitation-${n}`),
        other: { status: 200, call: () => info(caller({ client: OTHER_CLIENT }), INVITATION_LINKS.newUser) },
      };
    },
  },

  'invitation-create': {
    per: 'client',
    async start() {
      const create = (api: ApiClient, link: string) =>
        answer(
          api.POST('/users/create-via-invitation', {
            body: { link, name: 'Ivy Invitee', acceptTerms: true },
          }),
        );
      const anonymous = caller();
      // Links guessed from one client; another client still accepts its real invitation.
      return {
        status: 404,
        call: (n) => create(anonymous, `guessed-invitation-${n}`),
        other: {
          status: 201,
          call: () => create(caller({ client: OTHER_CLIENT }), INVITATION_LINKS.newUser),
        },
      };
    },
  },

  'api-key-creation': {
    per: 'account',
    async start() {
      const owner = await signIn(OWNER, 'acme');
      const create = (domainName: string, description: string) =>
        answer(
          withTenant(owner, domainName).POST('/api-keys/create', {
            body: { domainName, description, expiresAt: inDays(90) },
          }),
        );
      // Every other key is deactivated at once: that gives nothing back.
      return {
        status: 201,
        async call(n) {
          const created = await create('acme', `Key ${n}`);
          const { apiKey } = (created.body ?? {}) as { apiKey?: { apiKeyId: string } };
          if (created.status === 201 && apiKey && n % 2 === 0) {
            await ok(
              owner.POST('/api-keys/deactivate/{domainName}/{apiKeyId}', {
                params: { path: { domainName: 'acme', apiKeyId: apiKey.apiKeyId } },
              }),
            );
          }
          return created;
        },
        other: { status: 201, call: () => create('acme-health', 'Compliance export 2') },
      };
    },
  },

  'backup-links': {
    per: 'account',
    async start() {
      // The account's key and its owner's session alike; links refused (no such file) count too.
      const key = caller({ apiKey: CI_KEY });
      const owner = await signIn(OWNER, 'acme');
      return {
        status: 404,
        call: (n) => backupLink(n % 2 ? key : owner, 'acme', 'prd-orders-eu', 'orders'),
        other: {
          status: 404,
          call: () => backupLink(caller({ apiKey: GLOBEX_KEY }), 'globex', 'prd-catalog-eu', 'catalog'),
        },
      };
    },
  },

  'pay-now': {
    per: 'account',
    async start() {
      // A card that declines charges: after a declined charge, the next try waits.
      const owner = await signIn(OWNER, 'acme');
      await ok(
        owner.POST('/payment-info/add-credit-card/{domainName}', {
          params: { path: { domainName: 'acme' } },
          body: { pfToken: 'tok-declining-0341', last4Digits: '0341', ccType: 'Visa', makeActive: true },
        }),
      );
      const charge = (domainName: string) =>
        answer(
          owner.POST('/billing/charge-up-to-previous-billing-period/{domainName}', {
            params: { path: { domainName } },
          }),
        );
      return {
        // Declined (counted); acme-health owes nothing, and no cooldown stops it from saying so.
        status: 422,
        call: () => charge('acme'),
        other: { status: 422, call: () => charge('acme-health') },
      };
    },
  },

  'support-request': {
    per: 'account',
    async start() {
      const key = caller({ apiKey: CI_KEY });
      const owner = await signIn(OWNER, 'acme');
      return {
        status: 201,
        call: (n) => supportRequest(n % 2 ? key : owner, 'acme', 'P3D'),
        // globex has the Enterprise plan: a minor request is answered within 8 hours.
        other: { status: 201, call: () => supportRequest(caller({ apiKey: GLOBEX_KEY }), 'globex', 'PT8H') },
      };
    },
  },

  'support-contract': {
    per: 'account',
    async start() {
      const key = caller({ apiKey: CI_KEY });
      const owner = await signIn(OWNER, 'acme');
      return {
        status: 201,
        call: (n) => supportContract(n % 2 ? key : owner, 'acme'),
        other: { status: 201, call: () => supportContract(withTenant(owner, 'acme-health'), 'acme-health') },
      };
    },
  },

  'login-day': {
    per: 'email',
    async start() {
      // The 15-minute limit (5) is checked first and a refusal counts nowhere, so the day's 10 are spread
      // over three quarters of an hour: the clock moves 15 minutes before the 6th and the 11th.
      const anonymous = caller();
      const moved = new Set<number>();
      return {
        status: 200,
        elapsedSeconds: 1800,
        call(n) {
          if ((n === 6 || n === 11) && !moved.has(n)) {
            moved.add(n);
            advanceSeconds(900);
          }
          return answer(anonymous.POST('/login', { body: { email: n % 2 ? OWNER : OWNER.toUpperCase() } }));
        },
        other: {
          status: 200,
          call: () => answer(anonymous.POST('/login', { body: { email: 'no-login-yet@initech.test' } })),
        },
      };
    },
  },

  'two-factor-code': {
    per: 'user',
    async start() {
      // Codes to turn two-factor on and off count together, right or wrong: the owner turns it on with a
      // right code, then sends wrong codes to turn it off.
      const owner = await signIn(OWNER);
      const { secret } = await ok(owner.GET('/2fa/generate-code'));
      const rightCode = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), digits: 6 }).generate();
      const member = await signIn('member@demo.dbcloud.dev');
      await ok(member.GET('/2fa/generate-code'));
      return {
        status: (n) => (n === 1 ? 200 : 422),
        call: (n) =>
          n === 1
            ? answer(owner.POST('/2fa/verify-app-code', { body: { code: rightCode } }))
            : answer(owner.POST('/2fa/disable', { body: { code: '000000' } })),
        other: {
          status: 422,
          call: () => answer(member.POST('/2fa/verify-app-code', { body: { code: '000000' } })),
        },
      };
    },
  },

  marketplace: {
    per: 'client',
    async start() {
      // Registrations of either marketplace, in turn: the seeded tokens (eleven) are just enough.
      const { azure, aws } = MARKETPLACE_TOKENS;
      const tokens = azure.flatMap((token, index) => [
        { marketplace: 'azure' as const, token },
        ...(aws[index] ? [{ marketplace: 'aws' as const, token: aws[index] }] : []),
      ]);
      // The fake AWS Marketplace issues one more token, for another client.
      const world = cloud.world();
      const template = world.marketplace.tokens.get(aws[0]);
      if (!template) throw new Error('no seeded AWS token');
      const extra = 'aws-8e4a7bc6259d';
      world.marketplace.tokens.set(extra, { ...template, token: extra, subscriptionId: `awscust-${extra}` });
      const register = (api: ApiClient, marketplace: 'azure' | 'aws', token: string, n: number) => {
        const who = { email: `it${n}@fabrikam.example`, domainName: `fabrikam-${n}` };
        return answer(
          marketplace === 'azure'
            ? api.POST('/azure-marketplace/register-subscription', {
                body: { marketplaceToken: token, accountType: 'Regular', acceptTerms: true, ...who },
              })
            : api.POST('/aws-marketplace/register-customer', {
                body: { registrationToken: token, accountType: 'Regular', acceptTerms: true, ...who },
              }),
        );
      };
      const anonymous = caller();
      return {
        status: 201,
        call(n) {
          const next = tokens[n - 1];
          if (!next) throw new Error(`no marketplace token left for registration ${n}`);
          return register(anonymous, next.marketplace, next.token, n);
        },
        other: { status: 201, call: () => register(caller({ client: OTHER_CLIENT }), 'aws', extra, 99) },
      };
    },
  },
} satisfies Record<CallBudgetPolicy | OperationRateLimitPolicy, Driver>;

const driverOf = (policy: string): Driver | undefined => (DRIVERS as Record<string, Driver>)[policy];

// ---- the walk -------------------------------------------------------------------------------------

describe('the limits the contract declares', () => {
  it('have one driver each, and every driver drives a declared limit', () => {
    const declared = DECLARED.map((limit) => limit.policy);
    expect(new Set(declared).size, `a policy declared twice: ${declared}`).toBe(declared.length);
    expect({
      'declared policies without a driver': declared.filter((policy) => !driverOf(policy)),
      'drivers of policies the contract does not declare': Object.keys(DRIVERS).filter(
        (policy) => !declared.includes(policy),
      ),
    }).toEqual({
      'declared policies without a driver': [],
      'drivers of policies the contract does not declare': [],
    });
  });

  describe.each(DECLARED.map((limit) => [limit.policy, limit] as const))('%s', (policy, declared) => {
    const { limit, windowSeconds, per } = declared;
    it(`allows ${limit} in ${windowSeconds} s per ${per}, then answers 429 naming it until Retry-After has passed`, async () => {
      const driver = driverOf(policy);
      if (!driver)
        throw new Error(`No driver for the policy ${policy} the contract declares: add one to DRIVERS.`);
      expect(driver.per, 'the driver fills the partition the contract counts per').toBe(per);
      const drive = await driver.start();
      const statusOf = (n: number) => (typeof drive.status === 'number' ? drive.status : drive.status(n));

      // 1. The first `limit` counted calls are not refused.
      const called = new Set<OperationId | undefined>();
      for (let n = 1; n <= limit; n += 1) {
        const accepted = await drive.call(n);
        expect(accepted.status, `call ${n} of ${limit}: ${described(accepted)}`).toBe(statusOf(n));
        called.add(accepted.operationId);
      }
      // The calls were the operations the limit is declared on, every one of them.
      if (declared.operations) expect([...called].sort()).toEqual([...declared.operations].sort());

      // 2. The next one is refused, naming this policy first. Every counted call was made at one
      // instant, so the window frees a call exactly `windowSeconds` later.
      const refused = await drive.call(limit + 1);
      const retryAfter = expectRefusedBy(refused, declared);
      expect(retryAfter).toBe(windowSeconds - (drive.elapsedSeconds ?? 0));
      if (declared.operations) expect(declared.operations).toContain(refused.operationId);

      // 4. Another partition is not affected.
      if (drive.other) {
        const other = await drive.other.call();
        expect(other.status, `another ${per}: ${described(other)}`).toBe(drive.other.status);
      }

      // 3. A second before Retry-After has passed the call is still refused; once it has, it is not.
      advanceSeconds(retryAfter - 1);
      const early = await drive.call(limit + 1);
      expect(expectRefusedBy(early, declared)).toBe(1);
      advanceSeconds(1);
      const retried = await drive.call(limit + 1);
      expect(retried.status, `after Retry-After: ${described(retried)}`).toBe(statusOf(limit + 1));
    }, 30_000);
  });
});

describe('the account budget against more keys', () => {
  const budget = (policy: string) => {
    const found = CALL_BUDGETS.find((candidate) => candidate.policy === policy);
    if (!found) throw new Error(`The contract declares no call budget ${policy}.`);
    return found;
  };
  const account = budget('account');
  const apiKey = budget('api-key');

  it('gives an owner who makes keys, and swaps one for a new one within the minute, no more calls', async () => {
    const owner = await signIn(OWNER, 'acme');
    const secrets: string[] = [CI_KEY, TERRAFORM_KEY];
    for (let n = 1; n <= 8; n += 1) secrets.push((await createKey(owner, 'acme', `Scraper ${n}`)).secret);
    let keys = secrets.map((secret) => caller({ apiKey: secret }));
    // Ten keys' own budgets would let far more through than the account's.
    expect(keys.length * apiKey.limit).toBeGreaterThan(account.limit);

    /** When each accepted call was made (fake clock). */
    const accepted: number[] = [];
    /** Calls with every key in turn until a whole round is refused; answers the calls accepted. */
    const drain = async () => {
      const before = accepted.length;
      for (let round = 1; ; round += 1) {
        let acceptedThisRound = 0;
        for (const key of keys) {
          const answer = await products(key);
          if (answer.status === 200) {
            acceptedThisRound += 1;
            accepted.push(cloud.world().clock.nowMs());
          } else expectRefusedBy(answer, account);
        }
        if (acceptedThisRound === 0) return accepted.length - before;
        expect(round, 'rounds before the account is used up').toBeLessThan(account.limit);
      }
    };

    // Each key makes a few calls: five sixths of the account's budget.
    const perKey = Math.floor((account.limit * 5) / 6 / keys.length);
    const early = perKey * keys.length;
    for (let round = 1; round <= perKey; round += 1) {
      for (const key of keys) {
        expect((await products(key)).status).toBe(200);
        accepted.push(cloud.world().clock.nowMs());
      }
    }
    // Twenty seconds on, the owner swaps a key for a new one: the account has what is left, not more.
    advanceSeconds(20);
    const swapped = await createKey(owner, 'acme', 'Scraper 9');
    await ok(
      owner.POST('/api-keys/deactivate/{domainName}/{apiKeyId}', {
        params: { path: { domainName: 'acme', apiKeyId: 'key_7f3a9c2e1b4d' } },
      }),
    );
    const deactivated = nth(keys, 0);
    keys = [...keys.slice(1), caller({ apiKey: swapped.secret })];
    expect(await drain()).toBe(account.limit - early);
    expect((await products(deactivated)).status).toBe(401);

    // Until the first calls are a minute old, nothing more; then exactly what left the window.
    advanceSeconds(account.windowSeconds - 21);
    expect(await drain()).toBe(0);
    advanceSeconds(1);
    expect(await drain()).toBe(early);
    advanceSeconds(20);
    expect(await drain()).toBe(account.limit - early);

    // No span of the window's length ever held more than the account's limit.
    for (const [index, from] of accepted.entries()) {
      const inWindow = accepted.slice(index).filter((at) => at - from < account.windowSeconds * 1000);
      expect(inWindow.length).toBeLessThanOrEqual(account.limit);
    }
    expect(accepted).toHaveLength(2 * account.limit);
  }, 30_000);
});
