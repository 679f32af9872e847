// The conformance walk: every operation of the contract, called through the real client with a valid
// request (the contract's own request example, in a world where it makes sense), must succeed, and its
// answer must match the contract's response schema.
import { type OperationId, type OperationInfo, operations, unwrap } from '@dbcloud/api-client';
import { examples } from '@dbcloud/api-client/msw';
import { describe, expect, it } from 'vitest';
import { DEMO_RECOVERY_CODES, validateResponse } from '../src/index.js';
import { type Browser, browser, mailbox, openSignInLink, signIn, totp, useFakeCloud } from './harness.js';

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
  loginWithTwoFactorCode: async () => ({ ...(await partialMfa()), body: { code: totp(), rememberBrowser: true } }),
  loginWithRecoveryCode: async () => ({ ...(await partialMfa()), body: { code: DEMO_RECOVERY_CODES[0] } }),
  async verifyAuthenticatorCode() {
    const b = await signIn('owner@demo.dbcloud.dev');
    const { secret } = await unwrap(b.api.GET('/2fa/generate-code'));
    return { b, body: { code: totp(secret) } };
  },
  regenerateRecoveryCodes: async () => ({ b: await signIn('mfa@demo.dbcloud.dev') }),
  disableTwoFactor: async () => ({ b: await signIn('mfa@demo.dbcloud.dev'), body: { code: totp(undefined, 1) } }),
  confirmInvitation: async () => ({ b: await signIn('mfa@demo.dbcloud.dev', 'acme') }),
};

function domainOf(op: OperationInfo): string {
  const { request } = examples[op.operationId as OperationId];
  const named = request.path.domainName ?? (request.body as { domainName?: unknown } | undefined)?.domainName;
  return typeof named === 'string' ? named : 'acme';
}

async function defaultCall(op: OperationInfo): Promise<Call> {
  if (op.access === 'public') return { b: browser() };
  return { b: await signIn('owner@demo.dbcloud.dev', domainOf(op)) };
}

type AnyRequest = (method: string, path: string, init: Record<string, unknown>) => Promise<{ data?: unknown; error?: unknown; response: Response }>;

describe('conformance walk over every operation', () => {
  it.each(operations.map((op) => [op.operationId, op as OperationInfo] as const))('%s', async (operationId, op) => {
    const example = examples[operationId].request;
    const call = await (SETUP[operationId] ?? (() => defaultCall(op)))();
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
  });
});
