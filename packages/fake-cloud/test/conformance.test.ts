// The conformance walk: every operation of the contract, called through the real client with a valid
// request (the contract's own request example, in a world where it makes sense), must succeed, and its
// answer must match the contract's response schema. It walks twice: as the portal calls (session
// cookie), and with an API key of the account for every operation the contract lets a key call.
import {
  createApiClient,
  type OperationId,
  type OperationInfo,
  operations,
  unwrap,
} from '@dbcloud/api-client';
import { examples } from '@dbcloud/api-client/msw';
import contract from '@dbcloud/api-client/openapi.json' with { type: 'json' };
import { describe, expect, it } from 'vitest';
import { DEMO_API_KEY_SECRETS, DEMO_RECOVERY_CODES, validateResponse } from '../src/index.js';
import {
  type Browser,
  browser,
  mailbox,
  ORIGIN,
  openSignInLink,
  signIn,
  totp,
  useFakeCloud,
} from './harness.js';

useFakeCloud();

interface Call {
  b: Browser;
  path?: Record<string, unknown>;
  query?: Record<string, unknown>;
  body?: unknown;
}

const partialMfa = async (): Promise<Call> => {
  const b = browser();
  await openSignInLink(b, 'mfa@demo.dbcloud.dev');
  return { b };
};

/** Operations whose example request needs a particular caller or a value only the world knows. */
const SETUP: Partial<Record<OperationId, () => Promise<Call>>> = {
  async openLoginLink() {
    const b = browser();
    await unwrap(b.api.POST('/login', { body: { email: 'owner@demo.dbcloud.dev' } }));
    const mail = (await mailbox('owner@demo.dbcloud.dev')).at(-1);
    return { b, query: { token: new URL(mail?.link ?? '').searchParams.get('token') } };
  },
  loginWithTwoFactorCode: async () => ({
    ...(await partialMfa()),
    body: { code: totp(), rememberBrowser: true },
  }),
  loginWithRecoveryCode: async () => ({ ...(await partialMfa()), body: { code: DEMO_RECOVERY_CODES[0] } }),
  async verifyAuthenticatorCode() {
    const b = await signIn('owner@demo.dbcloud.dev');
    const { secret } = await unwrap(b.api.GET('/2fa/generate-code'));
    return { b, body: { code: totp(secret) } };
  },
  regenerateRecoveryCodes: async () => ({ b: await signIn('mfa@demo.dbcloud.dev') }),
  disableTwoFactor: async () => ({
    b: await signIn('mfa@demo.dbcloud.dev'),
    body: { code: totp(undefined, 1) },
  }),
  confirmInvitation: async () => ({ b: await signIn('mfa@demo.dbcloud.dev', 'acme') }),

  // The examples below name dates; the walk uses dates relative to now (and ids read from the world),
  // so it keeps passing as the calendar moves on.
  // A key asks about itself: with a session there is no key to answer (403).
  getCurrentApiKey: async () => {
    const b = await owner();
    const apiKey = DEMO_API_KEY_SECRETS.key_7f3a9c2e1b4d;
    return { b: { ...b, api: createApiClient({ baseUrl: `${ORIGIN}/api/v1`, apiKey, retry: false }) } };
  },
  createApiKey: async () => ({
    b: await owner(),
    body: { domainName: 'acme', description: 'CI', expiresAt: days(30) },
  }),
  async modifyApiKey() {
    const b = await owner();
    const [key] = await unwrap(
      b.api.GET('/api-keys/{domainName}', { params: { path: { domainName: 'acme' } } }),
    );
    return {
      b,
      body: { domainName: 'acme', apiKeyId: key?.apiKeyId, description: 'CI (prod)', expiresAt: days(60) },
    };
  },
  async listBackupDirectory() {
    const { b, folder } = await backupFolder();
    return { b, query: { productId: 'prd-orders-eu', prefix: folder.path } };
  },
  async getBackupLink() {
    const { b, folder } = await backupFolder();
    const listing = await unwrap(
      b.api.GET('/backup/list-directory/{domainName}', {
        params: { path: { domainName: 'acme' }, query: { productId: 'prd-orders-eu', prefix: folder.path } },
      }),
    );
    const file = listing.files[0];
    return {
      b,
      query: {
        productId: 'prd-orders-eu',
        databaseName: file?.databaseName,
        innerPath: file?.innerPath,
        durationInHours: 24,
      },
    };
  },
  getBillingHistory: async () => ({ b: await owner(), query: { selectedYear: new Date().getUTCFullYear() } }),
  getBillingSpendings: async () => ({
    b: await owner(),
    body: { from: date(-90), to: date(0), groupBy: 'product' },
  }),
  async getCostsDetails() {
    const { b, invoice } = await latestInvoice();
    return { b, query: { billedAsOf: invoice.period.billedAsOf } };
  },
  async getInvoiceDetails() {
    const { b, invoice } = await latestInvoice();
    return { b, path: { domainName: 'acme', invoiceId: invoice.invoiceId } };
  },
  getMetric: async () => ({
    b: await owner(),
    body: { ...bodyOf('getMetric'), from: days(-1 / 24), to: days(0) },
  }),
  getClusterIncidents: async () => ({
    b: await owner(),
    body: { ...bodyOf('getClusterIncidents'), from: days(-30), to: days(0) },
  }),
  getClusterAvailability: async () => ({
    b: await owner(),
    body: { ...bodyOf('getClusterAvailability'), from: days(-3), to: days(0) },
  }),
  listAuditLog: async () => ({
    b: await owner(),
    path: { ...examples.listAuditLog.request.path, date: date(0) },
  }),
  // The example deletes acme's running product and configures a feature that is off in the seed.
  deleteProduct: async () => ({
    b: await owner(),
    path: { domainName: 'acme', productId: 'prd-analytics-us' },
  }),
  async configureOpenTelemetry() {
    const b = await owner();
    await unwrap(
      b.api.POST('/products/feature/{feature}/{domainName}/{productId}', {
        params: { path: { feature: 'open-telemetry', domainName: 'acme', productId: 'prd-orders-eu' } },
      }),
    );
    return { b };
  },
  calculatePrice: async () => ({
    b: browser(),
    body: { ...bodyOf('calculatePrice'), startDate: date(10), endDate: date(40) },
  }),
};

function owner() {
  return signIn('owner@demo.dbcloud.dev', 'acme');
}

/** An ISO instant `n` days from now (negative: ago). */
function days(n: number): string {
  return new Date(Date.now() + n * 86_400_000).toISOString();
}

/** A calendar date `n` days from now. */
function date(n: number): string {
  return days(n).slice(0, 10);
}

function bodyOf(operationId: OperationId): Record<string, unknown> {
  return { ...(examples[operationId].request.body as Record<string, unknown>) };
}

async function backupFolder() {
  const b = await owner();
  const root = await unwrap(
    b.api.GET('/backup/list-directory/{domainName}', {
      params: { path: { domainName: 'acme' }, query: { productId: 'prd-orders-eu', prefix: 'orders/' } },
    }),
  );
  const folder = root.folders[0];
  if (!folder) throw new Error('acme has no backup day folder for orders');
  return { b, folder };
}

async function latestInvoice() {
  const b = await owner();
  const history = await unwrap(
    b.api.GET('/billing/history/{domainName}', {
      params: { path: { domainName: 'acme' }, query: { selectedYear: new Date().getUTCFullYear() } },
    }),
  );
  const invoice = history.invoices[0];
  if (!invoice) throw new Error('acme has no invoice this year');
  return { b, invoice };
}

function domainOf(op: OperationInfo): string {
  const { request } = examples[op.operationId as OperationId];
  const named = request.path.domainName ?? (request.body as { domainName?: unknown } | undefined)?.domainName;
  return typeof named === 'string' ? named : 'acme';
}

async function defaultCall(op: OperationInfo): Promise<Call> {
  if (op.access === 'public') return { b: browser() };
  return { b: await signIn('owner@demo.dbcloud.dev', domainOf(op)) };
}

type AnyRequest = (
  method: string,
  path: string,
  init: Record<string, unknown>,
) => Promise<{ data?: unknown; error?: unknown; response: Response }>;

/** The seeded active key of each account the examples name (DEMO_API_KEY_SECRETS). */
const KEY_OF: Record<string, string> = {
  acme: DEMO_API_KEY_SECRETS.key_7f3a9c2e1b4d,
  'acme-health': DEMO_API_KEY_SECRETS.key_4c6e8a0b2d1f,
  globex: DEMO_API_KEY_SECRETS.key_5d7f9b1c3e2a,
};

type ContractOperation = { security?: Record<string, unknown>[] };
const paths = (contract as unknown as { paths: Record<string, Record<string, ContractOperation>> }).paths;
const acceptsKey = (op: OperationInfo) =>
  (paths[op.path]?.[op.method]?.security ?? []).some((requirement) => 'apiKey' in requirement);

/** The same call made with an API key of the account it names, instead of the session. */
function withKey(op: OperationInfo, call: Call): Call {
  const example = examples[op.operationId as OperationId].request;
  const body = (call.body ?? example.body) as { domainName?: unknown } | undefined;
  const named = call.path?.domainName ?? example.path.domainName ?? body?.domainName ?? 'acme';
  const apiKey = KEY_OF[String(named)];
  if (!apiKey) throw new Error(`no seeded key for ${String(named)}`);
  return {
    ...call,
    b: { ...call.b, api: createApiClient({ baseUrl: `${ORIGIN}/api/v1`, apiKey, retry: false }) },
  };
}

async function walk(op: OperationInfo, byKey: boolean) {
  const operationId = op.operationId as OperationId;
  const example = examples[operationId].request;
  const prepared = await (SETUP[operationId] ?? (() => defaultCall(op)))();
  const call = byKey ? withKey(op, prepared) : prepared;
  const init = {
    params: { path: call.path ?? example.path, query: call.query ?? example.query },
    ...(example.body === undefined && call.body === undefined ? {} : { body: call.body ?? example.body }),
    ...(op.defaultFileName ? { parseAs: 'blob' } : {}),
  };
  const request = call.b.api.request as unknown as AnyRequest;
  const { data, error, response } = await request(op.method.toUpperCase(), op.path, init);
  expect(error, `${operationId} failed with ${response.status}: ${JSON.stringify(error)}`).toBeUndefined();
  expect(response.status).toBe(examples[operationId].success.status);
  if (op.defaultFileName) {
    expect(response.headers.get('content-type')).toBe('application/zip');
    expect(response.headers.get('content-disposition')).toContain('filename=');
    expect((data as Blob).size).toBeGreaterThan(0);
  } else {
    expect(validateResponse(operationId, response.status, data)).toEqual([]);
  }
}

describe('conformance walk over every operation', () => {
  it.each(operations.map((op) => [op.operationId, op as OperationInfo] as const))('%s', (_, op) =>
    walk(op, false),
  );
});

describe('conformance walk with an API key, over every operation a key may call', () => {
  const byKey = operations.filter((op) => acceptsKey(op as OperationInfo));
  it('covers the operations of the contract’s apiKey scheme', () => {
    expect(byKey.length).toBeGreaterThan(40);
  });
  it.each(byKey.map((op) => [op.operationId, op as OperationInfo] as const))('%s', (_, op) => walk(op, true));
});
