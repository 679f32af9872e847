// Test helpers: the fake cloud under msw in Node, and "browsers": api clients with their own cookie
// jar, as the portal would be in a browser on the same origin.
import { type ApiClient, createApiClient, type ProductCreateRequest, unwrap } from '@dbcloud/api-client';
import { setupServer } from 'msw/node';
import * as OTPAuth from 'otpauth';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { createFakeCloud, DEMO_TOTP_SECRET, type FakeCloud } from '../src/index.js';

export const ORIGIN = 'http://portal.test';

/** Starts the fake cloud for a test file; every test gets a freshly seeded world. */
export function useFakeCloud(): FakeCloud {
  const cloud = createFakeCloud({ publicOrigin: ORIGIN });
  const server = setupServer(...cloud.handlers);
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(() => {
    cloud.reset('default');
  });
  afterAll(() => server.close());
  return cloud;
}

export interface Browser {
  api: ApiClient;
  /** The cookie jar (name -> value). */
  cookies: Map<string, string>;
  /** The selected account, sent as X-Tenant-ID. */
  tenant: string | undefined;
  /** A raw fetch through this browser's cookie jar (for the /__fake controls or hand-made requests). */
  fetch(input: string, init?: RequestInit): Promise<Response>;
}

/** A browser: its own cookies, its own selected account. */
export function browser(tenant?: string): Browser {
  const cookies = new Map<string, string>();
  const send = async (request: Request): Promise<Response> => {
    const headers = new Headers(request.headers);
    if (cookies.size > 0) headers.set('Cookie', [...cookies].map(([k, v]) => `${k}=${v}`).join('; '));
    if (request.method !== 'GET' && !headers.has('Origin')) headers.set('Origin', ORIGIN);
    const response = await globalThis.fetch(new Request(request, { headers }));
    for (const setCookie of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = setCookie.split(';');
      const index = pair.indexOf('=');
      const name = pair.slice(0, index).trim();
      const value = pair.slice(index + 1).trim();
      const expired = attributes.some((a) => a.trim().toLowerCase() === 'max-age=0');
      if (expired || value === '') cookies.delete(name);
      else cookies.set(name, value);
    }
    return response;
  };
  const self: Browser = {
    cookies,
    tenant,
    // Each call once: the tests check what the server answers, not the client's retries.
    api: createApiClient({
      baseUrl: `${ORIGIN}/api/v1`,
      getTenantId: () => self.tenant,
      fetch: send,
      retry: false,
    }),
    fetch: (input, init) => send(new Request(new URL(input, ORIGIN), init)),
  };
  return self;
}

export interface Mail {
  to: string;
  subject: string;
  link: string;
  sentAt: string;
}

/** The dev mailbox (GET /__fake/mailbox), optionally for one recipient. */
export async function mailbox(to?: string): Promise<Mail[]> {
  const response = await fetch(`${ORIGIN}/__fake/mailbox${to ? `?to=${encodeURIComponent(to)}` : ''}`);
  return (await response.json()) as Mail[];
}

/** The TOTP code of a secret now (or `steps` 30-second steps away). */
export function totp(secret = DEMO_TOTP_SECRET, steps = 0): string {
  const generator = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), digits: 6, period: 30 });
  return generator.generate({ timestamp: Date.now() + steps * 30_000 });
}

/** Requests a sign-in link and opens it; answers the stage the session is in. */
export async function openSignInLink(b: Browser, email: string, redirect?: string) {
  await unwrap(b.api.POST('/login', { body: { email, ...(redirect ? { redirect } : {}) } }));
  const mail = (await mailbox(email)).at(-1);
  if (!mail) throw new Error(`no sign-in mail for ${email}`);
  const token = new URL(mail.link).searchParams.get('token') ?? '';
  return unwrap(b.api.GET('/login/link', { params: { query: { token } } }));
}

/** Signs a browser in completely (with a computed TOTP code when two-factor is due). */
export async function signIn(email: string, tenant?: string): Promise<Browser> {
  const b = browser(tenant);
  const result = await openSignInLink(b, email);
  if (result.stage === 'TwoFactorRequired') {
    await unwrap(b.api.POST('/2fa/login', { body: { code: totp(), rememberBrowser: false } }));
  }
  return b;
}

/** A valid create request for acme (a Development product `search` on Google Cloud) that tests vary. */
export const NEW_SEARCH_PRODUCT: ProductCreateRequest = {
  tier: 'Development',
  domainName: 'acme',
  subdomainName: 'search',
  name: 'Search (EU)',
  cloudProvider: 'Gcp',
  region: 'europe-west1',
  instanceType: 'D20',
  storage: { type: 'standard', sizeGb: 100, iops: 3000, throughput: 125 },
  releaseChannel: 'stable',
  allowedIps: ['198.51.100.23'],
};
