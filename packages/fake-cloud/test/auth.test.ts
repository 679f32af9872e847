import { ApiError, type Problem, unwrap } from '@dbcloud/api-client';
import { describe, expect, it } from 'vitest';
import { DEMO_RECOVERY_CODES } from '../src/index.js';
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

/** The session cookie's clearing, as the answer that ends or finds an ended session sends it. */
const CLEARED = 'dbcloud_session=; Path=/; SameSite=Lax; HttpOnly; Max-Age=0';
const setCookies = (response: Response) => response.headers.getSetCookie();

/** A 6-digit code that is none of an authenticator's codes around now (the demo one's by default). */
function wrongTotp(secret?: string): string {
  const valid = new Set([-1, 0, 1].map((steps) => totp(secret, steps)));
  for (let n = 123_456; ; n = (n + 111_111) % 1_000_000) {
    const code = String(n).padStart(6, '0');
    if (!valid.has(code)) return code;
  }
}

/** A call's answer: its response and, when it failed, its problem details. */
async function answer(call: Promise<{ response: Response; error?: unknown }>) {
  const { response, error } = await call;
  return { response, problem: error as Problem | undefined };
}

const advance = (b: ReturnType<typeof browser>, minutes: number) =>
  b.fetch('/__fake/clock', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ advanceMinutes: minutes }),
  });

describe('sign-in with the mailed link', () => {
  it('mails a link on the portal’s public origin and opens a session with it', async () => {
    const b = browser();
    await unwrap(
      b.api.POST('/login', {
        body: { email: 'Owner@Demo.dbcloud.dev', redirect: '/portal/acme/billing/summary' },
      }),
    );
    const [mail] = await mailbox('owner@demo.dbcloud.dev');
    expect(mail?.subject).toBe('Sign in to DBCloud');
    const link = new URL(mail?.link ?? '');
    expect(link.origin).toBe(ORIGIN);
    expect(link.pathname).toBe('/user/login/link');
    expect(link.searchParams.get('redirect')).toBe('/portal/acme/billing/summary');

    expect(await unwrap(b.api.GET('/user'))).toEqual({ isAuthenticated: false, cloudAccounts: [] });
    const result = await unwrap(
      b.api.GET('/login/link', { params: { query: { token: link.searchParams.get('token') ?? '' } } }),
    );
    expect(result).toEqual({ stage: 'Authenticated', redirect: '/portal/acme/billing/summary' });
    expect(b.cookies.has('dbcloud_session')).toBe(true);

    const user = await unwrap(b.api.GET('/user'));
    expect(user.isAuthenticated).toBe(true);
    expect(user.email).toBe('owner@demo.dbcloud.dev');
    expect(user.cloudAccounts.map((a) => [a.domainName, a.accountType])).toEqual([
      ['acme', 'Regular'],
      ['acme-health', 'Hipaa'],
    ]);
  });

  it('builds the link on the public origin only, never on the request’s Origin or X-Forwarded-Host', async () => {
    const b = browser();
    const hostile = [
      { Origin: 'https://evil.example' },
      { 'X-Forwarded-Host': 'evil.example', 'X-Forwarded-Proto': 'https' },
      { Origin: 'null', 'X-Forwarded-Host': 'evil.example:8443' },
    ];
    for (const headers of hostile) {
      await unwrap(
        b.api.POST('/login', {
          body: { email: 'owner@demo.dbcloud.dev', redirect: '/portal/acme/products' },
          headers,
        }),
      );
    }
    const links = (await mailbox('owner@demo.dbcloud.dev')).map((mail) => new URL(mail.link));
    expect(links).toHaveLength(3);
    for (const link of links) {
      expect(link.origin).toBe(ORIGIN);
      expect(link.pathname).toBe('/user/login/link');
    }
  });

  it('answers the same for an unknown e-mail and mails nothing', async () => {
    const b = browser();
    const answer = await unwrap(b.api.POST('/login', { body: { email: 'stranger@example.com' } }));
    expect(answer).toEqual({ email: 'stranger@example.com', linkExpiresInSeconds: 900 });
    expect(await mailbox('stranger@example.com')).toEqual([]);
  });

  it('refuses a redirect to another site', async () => {
    const b = browser();
    const error = await unwrap(
      b.api.POST('/login', { body: { email: 'owner@demo.dbcloud.dev', redirect: '//evil.example/x' } }),
    ).catch((e: ApiError) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(400);
    expect((error as ApiError).problem.errors).toHaveProperty('redirect');
  });

  it.each([
    '/.//evil.example/x',
    '/..//evil.example',
    '/\t/evil.example',
    '/%2e%2e//evil',
    '/portal/%2E./..//evil.example',
    '\\evil.example',
    '/\\evil.example',
    '/%5c/evil.example',
    '/%2f/evil.example',
    '/%09/evil.example',
    '/portal\n/x',
    '/portal/acme/\u0000',
    'https://evil.example/portal',
  ])('refuses the redirect %j, which could normalise to another site (400)', async (redirect) => {
    const b = browser();
    const error = await unwrap(
      b.api.POST('/login', { body: { email: 'owner@demo.dbcloud.dev', redirect } }),
    ).catch((e: ApiError) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(400);
    expect((error as ApiError).problem.errors).toHaveProperty('redirect');
    expect(await mailbox('owner@demo.dbcloud.dev')).toEqual([]);
  });

  it('keeps a redirect that stays a path on the portal, dots inside names and query included', async () => {
    const b = browser();
    for (const redirect of ['/portal/acme/billing/summary?months=6', '/portal/a.b/c..d?back=../x', '/']) {
      await unwrap(b.api.POST('/login', { body: { email: 'owner@demo.dbcloud.dev', redirect } }));
    }
    const redirects = (await mailbox('owner@demo.dbcloud.dev')).map((mail) =>
      new URL(mail.link).searchParams.get('redirect'),
    );
    expect(redirects).toEqual(['/portal/acme/billing/summary?months=6', '/portal/a.b/c..d?back=../x', '/']);
  });

  it('uses a link once, and not after 15 minutes', async () => {
    const b = browser();
    await unwrap(b.api.POST('/login', { body: { email: 'owner@demo.dbcloud.dev' } }));
    await unwrap(b.api.POST('/login', { body: { email: 'owner@demo.dbcloud.dev' } }));
    const [first, second] = (await mailbox('owner@demo.dbcloud.dev')).map(
      (m) => new URL(m.link).searchParams.get('token') ?? '',
    );
    await unwrap(b.api.GET('/login/link', { params: { query: { token: first ?? '' } } }));
    await expect(
      unwrap(b.api.GET('/login/link', { params: { query: { token: first ?? '' } } })),
    ).rejects.toMatchObject({ status: 422 });
    await advance(b, 16);
    await expect(
      unwrap(b.api.GET('/login/link', { params: { query: { token: second ?? '' } } })),
    ).rejects.toMatchObject({ status: 422 });
  });

  it('limits sign-in requests to 5 per e-mail in 15 minutes, saying when to retry', async () => {
    const b = browser();
    for (let i = 0; i < 5; i++)
      await unwrap(b.api.POST('/login', { body: { email: 'owner@demo.dbcloud.dev' } }));
    const limited = await unwrap(b.api.POST('/login', { body: { email: 'owner@demo.dbcloud.dev' } })).catch(
      (error: unknown) => error,
    );
    expect(limited).toMatchObject({ status: 429 });
    // Retry-After: the seconds until the oldest of the five leaves the 15-minute window.
    expect((limited as ApiError).retryAfter).toBeGreaterThan(14 * 60);
    expect((limited as ApiError).retryAfter).toBeLessThanOrEqual(15 * 60);
  });

  it('logs out: the session cookie stops working', async () => {
    const b = await signIn('owner@demo.dbcloud.dev', 'acme');
    const cookie = b.cookies.get('dbcloud_session');
    const { response } = await b.api.POST('/logout');
    expect(setCookies(response)).toEqual([CLEARED]);
    expect(b.cookies.has('dbcloud_session')).toBe(false);
    expect((await unwrap(b.api.GET('/user'))).isAuthenticated).toBe(false);
    b.cookies.set('dbcloud_session', cookie ?? '');
    await expect(
      unwrap(b.api.GET('/products/get-products/{domainName}', { params: { path: { domainName: 'acme' } } })),
    ).rejects.toMatchObject({ status: 401 });
  });
});

describe('session lifetime', () => {
  const DAY_MIN = 24 * 60;
  const products = (b: ReturnType<typeof browser>) =>
    b.api.GET('/products/get-products/{domainName}', { params: { path: { domainName: 'acme' } } });

  it('ends a session in daily use 30 days after signing in: then it is no session', async () => {
    const b = await signIn('owner@demo.dbcloud.dev', 'acme');
    for (let day = 1; day < 30; day += 1) {
      await advance(b, DAY_MIN);
      expect((await products(b)).response.status).toBe(200);
    }
    await advance(b, DAY_MIN - 1);
    expect((await products(b)).response.status).toBe(200);
    await advance(b, 1);
    await expect(unwrap(products(b))).rejects.toMatchObject({ status: 401 });
    expect(await unwrap(b.api.GET('/user'))).toEqual({ isAuthenticated: false, cloudAccounts: [] });
    expect(await unwrap(b.api.GET('/2fa/login-stage'))).toEqual({ stage: 'Anonymous' });
  });

  it('ends a session after 7 days without a request; each request restarts the 7 days', async () => {
    const b = await signIn('owner@demo.dbcloud.dev', 'acme');
    await advance(b, 7 * DAY_MIN - 1);
    expect((await products(b)).response.status).toBe(200);
    await advance(b, 7 * DAY_MIN - 1);
    expect((await products(b)).response.status).toBe(200);
    await advance(b, 7 * DAY_MIN);
    await expect(unwrap(products(b))).rejects.toMatchObject({ status: 401 });
    // Used again, the ended session does not come back.
    expect((await unwrap(b.api.GET('/user'))).isAuthenticated).toBe(false);
  });

  it('clears the cookie of a session that has ended, in the 401 and in public answers', async () => {
    const b = await signIn('owner@demo.dbcloud.dev', 'acme');
    const session = b.cookies.get('dbcloud_session') ?? '';
    const live = await products(b);
    expect(setCookies(live.response)).toEqual([]);
    await advance(b, 30 * DAY_MIN);

    const refused = await products(b);
    expect(refused.response.status).toBe(401);
    expect(setCookies(refused.response)).toEqual([CLEARED]);
    expect(b.cookies.has('dbcloud_session')).toBe(false);
    // A browser that kept it anyway: public answers say signed out, and clear it too.
    for (const path of ['/api/v1/user', '/api/v1/2fa/login-stage']) {
      b.cookies.set('dbcloud_session', session);
      const answer = await b.fetch(path);
      expect(answer.status).toBe(200);
      expect(setCookies(answer)).toEqual([CLEARED]);
    }
    // A cookie no session ever had is cleared the same way.
    b.cookies.set('dbcloud_session', 'never-issued');
    expect(setCookies((await products(b)).response)).toEqual([CLEARED]);
    // Without a cookie there is nothing to clear.
    expect(setCookies((await products(b)).response)).toEqual([]);
  });

  it('leaves the new cookie alone when a late answer carries the cookie a sign-in just replaced', async () => {
    const b = await signIn('owner@demo.dbcloud.dev', 'acme');
    const replaced = b.cookies.get('dbcloud_session') ?? '';
    // A new sign-in in this browser replaces its session; a request sent before, with the old cookie,
    // is answered after: the browser's new cookie must survive it.
    await openSignInLink(b, 'owner@demo.dbcloud.dev');
    const fresh = b.cookies.get('dbcloud_session') ?? '';
    expect(fresh).not.toBe(replaced);
    b.cookies.set('dbcloud_session', replaced);
    const late = await b.fetch('/api/v1/user');
    expect(await late.json()).toMatchObject({ isAuthenticated: false });
    expect(setCookies(late)).toEqual([]);
  });

  it('clears the cookie of an idle session on its next request', async () => {
    const b = await signIn('owner@demo.dbcloud.dev', 'acme');
    await advance(b, 7 * DAY_MIN);
    const answer = await b.fetch('/api/v1/user');
    expect(await answer.json()).toEqual({ isAuthenticated: false, cloudAccounts: [] });
    expect(setCookies(answer)).toEqual([CLEARED]);
  });

  it('ends a partial session 15 minutes after the link opened it', async () => {
    const b = browser();
    await openSignInLink(b, 'mfa@demo.dbcloud.dev');
    const session = b.cookies.get('dbcloud_session') ?? '';
    await advance(b, 14);
    expect(await unwrap(b.api.GET('/2fa/login-stage'))).toMatchObject({ stage: 'TwoFactorRequired' });
    await advance(b, 1);
    const stage = await b.api.GET('/2fa/login-stage');
    expect(stage.data).toEqual({ stage: 'Anonymous' });
    expect(setCookies(stage.response)).toEqual([CLEARED]);
    b.cookies.set('dbcloud_session', session);
    const late = await answer(b.api.POST('/2fa/login', { body: { code: totp(), rememberBrowser: false } }));
    expect(late.response.status).toBe(401);
    expect(late.problem?.detail).toContain('Request a new sign-in link.');
    expect(setCookies(late.response)).toEqual([CLEARED]);
  });

  it('a partial session completed in time is a full one: it lasts beyond the 15 minutes', async () => {
    const b = browser('globex');
    await openSignInLink(b, 'mfa@demo.dbcloud.dev');
    await advance(b, 14);
    await unwrap(b.api.POST('/2fa/login', { body: { code: totp(), rememberBrowser: false } }));
    await advance(b, 60);
    expect((await unwrap(b.api.GET('/user'))).isAuthenticated).toBe(true);
  });

  it('a session is not valid 400 days later; a new sign-in works', async () => {
    const b = await signIn('owner@demo.dbcloud.dev', 'acme');
    await advance(b, 400 * DAY_MIN);
    await expect(unwrap(b.api.GET('/profile/configuration'))).rejects.toMatchObject({ status: 401 });
    await openSignInLink(b, 'owner@demo.dbcloud.dev');
    expect((await products(b)).response.status).toBe(200);
  });
});

describe('two-factor sign-in', () => {
  it('needs a TOTP code for mfa@: a partial session is no session until then', async () => {
    const b = browser('globex');
    const result = await openSignInLink(b, 'mfa@demo.dbcloud.dev');
    expect(result.stage).toBe('TwoFactorRequired');
    expect(await unwrap(b.api.GET('/2fa/login-stage'))).toEqual({
      stage: 'TwoFactorRequired',
      email: 'mfa@demo.dbcloud.dev',
    });
    expect((await unwrap(b.api.GET('/user'))).isAuthenticated).toBe(false);
    await expect(unwrap(b.api.GET('/profile/configuration'))).rejects.toMatchObject({ status: 401 });

    await expect(
      unwrap(b.api.POST('/2fa/login', { body: { code: wrongTotp(), rememberBrowser: false } })),
    ).rejects.toMatchObject({ status: 422 });
    const done = await unwrap(b.api.POST('/2fa/login', { body: { code: totp(), rememberBrowser: false } }));
    expect(done.stage).toBe('Authenticated');
    expect(await unwrap(b.api.GET('/2fa/login-stage'))).toEqual({
      stage: 'Authenticated',
      email: 'mfa@demo.dbcloud.dev',
    });
    const user = await unwrap(b.api.GET('/user'));
    expect(user.cloudAccounts.map((a) => a.domainName)).toEqual(['globex']);
    expect(user.twoFactorEnabled).toBe(true);
  });

  it('accepts each code once', async () => {
    const code = totp();
    const first = browser();
    await openSignInLink(first, 'mfa@demo.dbcloud.dev');
    await unwrap(first.api.POST('/2fa/login', { body: { code, rememberBrowser: false } }));
    const second = browser();
    await openSignInLink(second, 'mfa@demo.dbcloud.dev');
    await expect(
      unwrap(second.api.POST('/2fa/login', { body: { code, rememberBrowser: false } })),
    ).rejects.toMatchObject({ status: 422 });
  });

  it('accepts a recovery code once; the second use fails', async () => {
    const first = browser();
    await openSignInLink(first, 'mfa@demo.dbcloud.dev');
    const code = DEMO_RECOVERY_CODES[0] ?? '';
    expect(
      (await unwrap(first.api.POST('/2fa/login-with-recovery-code', { body: { code: code.toUpperCase() } })))
        .stage,
    ).toBe('Authenticated');
    const second = browser();
    await openSignInLink(second, 'mfa@demo.dbcloud.dev');
    await expect(
      unwrap(second.api.POST('/2fa/login-with-recovery-code', { body: { code } })),
    ).rejects.toMatchObject({ status: 422 });
    const profile = await unwrap(first.api.GET('/profile/configuration'));
    expect(profile.twoFactor.recoveryCodesLeft).toBe(9);
  });

  it('remembers the browser for a year, until forgotten', async () => {
    const b = browser();
    await openSignInLink(b, 'mfa@demo.dbcloud.dev');
    await unwrap(b.api.POST('/2fa/login', { body: { code: totp(), rememberBrowser: true } }));
    expect(b.cookies.has('dbcloud_remembered_browser')).toBe(true);
    await unwrap(b.api.POST('/logout'));
    expect((await openSignInLink(b, 'mfa@demo.dbcloud.dev')).stage).toBe('Authenticated');
    expect((await unwrap(b.api.GET('/profile/configuration'))).twoFactor.rememberedBrowsers).toBe(1);

    await unwrap(b.api.POST('/2fa/forget-browser'));
    await unwrap(b.api.POST('/logout'));
    expect((await openSignInLink(b, 'mfa@demo.dbcloud.dev')).stage).toBe('TwoFactorRequired');
  });

  it('a remembered browser expires after one year', async () => {
    const b = browser();
    await openSignInLink(b, 'mfa@demo.dbcloud.dev');
    await unwrap(b.api.POST('/2fa/login', { body: { code: totp(), rememberBrowser: true } }));
    await unwrap(b.api.POST('/logout'));
    await advance(b, 365 * 24 * 60 + 1);
    expect((await openSignInLink(b, 'mfa@demo.dbcloud.dev')).stage).toBe('TwoFactorRequired');
  });
});

describe('wrong two-factor codes', () => {
  const MFA = 'mfa@demo.dbcloud.dev';
  const sendCode = (b: Browser, code = wrongTotp()) =>
    answer(b.api.POST('/2fa/login', { body: { code, rememberBrowser: false } }));
  const sendRecoveryCode = (b: Browser, code = 'wrong-codes') =>
    answer(b.api.POST('/2fa/login-with-recovery-code', { body: { code } }));

  it('the 5th wrong code in a row ends the sign-in: 401, the session gone and its cookie cleared', async () => {
    const b = browser('globex');
    await openSignInLink(b, MFA);
    const session = b.cookies.get('dbcloud_session') ?? '';
    // Authenticator and recovery codes count in one row; each refusal says how many more end it.
    for (const [send, left] of [
      [sendCode, '4 more wrong codes end'],
      [sendRecoveryCode, '3 more wrong codes end'],
      [sendCode, '2 more wrong codes end'],
      [sendRecoveryCode, '1 more wrong code ends'],
    ] as const) {
      const { problem, response } = await send(b);
      expect(response.status).toBe(422);
      expect(problem?.detail).toContain(`${left} this sign-in.`);
      expect(problem?.errors?.code).toEqual([problem?.detail]);
      expect(setCookies(response)).toEqual([]);
    }

    const { problem, response } = await sendCode(b);
    expect(response.status).toBe(401);
    expect(response.headers.get('content-type')).toBe('application/problem+json');
    expect(problem).toMatchObject({
      type: 'https://dbcloud.dev/problems/sign-in-ended',
      status: 401,
      detail: 'Too many wrong codes: this sign-in has ended. Request a new sign-in link.',
    });
    expect(setCookies(response)).toEqual([CLEARED]);
    expect(b.cookies.has('dbcloud_session')).toBe(false);

    // The ended session's cookie, sent again, is no session: even the right code is refused.
    b.cookies.set('dbcloud_session', session);
    const late = await sendCode(b, totp());
    expect(late.response.status).toBe(401);
    expect(setCookies(late.response)).toEqual([CLEARED]);
    b.cookies.set('dbcloud_session', session);
    expect(await unwrap(b.api.GET('/2fa/login-stage'))).toEqual({ stage: 'Anonymous' });
    expect(b.cookies.has('dbcloud_session')).toBe(false);

    // A new sign-in link starts again; the right code signs in.
    expect((await openSignInLink(b, MFA)).stage).toBe('TwoFactorRequired');
    expect(await unwrap(b.api.GET('/2fa/login-stage'))).toEqual({ stage: 'TwoFactorRequired', email: MFA });
    expect(
      (await unwrap(b.api.POST('/2fa/login', { body: { code: totp(), rememberBrowser: false } }))).stage,
    ).toBe('Authenticated');
    expect((await unwrap(b.api.GET('/user'))).isAuthenticated).toBe(true);
  });

  it('a right code after 4 wrong ones signs in, and the wrong codes count from 0 again', async () => {
    const b = browser();
    await openSignInLink(b, MFA);
    for (let n = 0; n < 4; n += 1) expect((await sendCode(b)).response.status).toBe(422);
    expect(
      (await unwrap(b.api.POST('/2fa/login', { body: { code: totp(), rememberBrowser: false } }))).stage,
    ).toBe('Authenticated');

    await unwrap(b.api.POST('/logout'));
    await openSignInLink(b, MFA);
    for (let n = 0; n < 3; n += 1) expect((await sendCode(b)).response.status).toBe(422);
    const fourth = await sendCode(b);
    expect(fourth.response.status).toBe(422);
    expect(fourth.problem?.detail).toContain('1 more wrong code ends this sign-in.');
    expect(await unwrap(b.api.GET('/2fa/login-stage'))).toMatchObject({ stage: 'TwoFactorRequired' });
  });

  it('counts per user, across sign-ins: a new link does not start the row again', async () => {
    const first = browser();
    await openSignInLink(first, MFA);
    for (let n = 0; n < 3; n += 1) expect((await sendCode(first)).response.status).toBe(422);
    const second = browser();
    await openSignInLink(second, MFA);
    expect((await sendCode(second)).problem?.detail).toContain('1 more wrong code ends this sign-in.');
    expect((await sendCode(second)).response.status).toBe(401);
    // The other sign-in of the same user is still waiting for its code.
    expect(await unwrap(first.api.GET('/2fa/login-stage'))).toMatchObject({ stage: 'TwoFactorRequired' });
  });

  // Twenty sign-ins and a hundred codes: more than vitest's default 5 s on a busy machine.
  it('after 100 wrong codes in a row refuses authenticator codes until a recovery code signs in', async () => {
    const b = browser();
    for (let signIn = 1; signIn <= 20; signIn += 1) {
      // Within the sign-in link limits: one link per 15 minutes, 10 a day.
      await advance(b, signIn % 10 === 1 && signIn > 1 ? 24 * 60 : 15);
      await openSignInLink(b, MFA);
      for (let n = 1; n <= 4; n += 1) expect((await sendCode(b)).response.status).toBe(422);
      const ended = await sendCode(b);
      expect(ended.response.status).toBe(401);
      expect(ended.problem?.type).toBe('https://dbcloud.dev/problems/sign-in-ended');
      if (signIn === 20) {
        expect(ended.problem?.detail).toBe(
          'Too many wrong codes: this sign-in has ended. Request a new sign-in link. After 100 wrong codes in a row, codes from your authenticator app are refused until you sign in with a recovery code.',
        );
      }
    }

    // The next day: 10 links a day per address.
    await advance(b, 24 * 60);
    await openSignInLink(b, MFA);
    // The right code is refused, without being checked or counted: the sign-in goes on.
    for (let n = 0; n < 6; n += 1) {
      const refused = await sendCode(b, totp());
      expect(refused.response.status).toBe(422);
      expect(refused.problem?.type).toBe('https://dbcloud.dev/problems/authenticator-refused');
      expect(refused.problem?.detail).toContain('until you sign in with a recovery code');
      expect(refused.problem?.errors).toBeUndefined();
    }
    expect(await unwrap(b.api.GET('/2fa/login-stage'))).toMatchObject({ stage: 'TwoFactorRequired' });
    const code = DEMO_RECOVERY_CODES[0] ?? '';
    expect((await unwrap(b.api.POST('/2fa/login-with-recovery-code', { body: { code } }))).stage).toBe(
      'Authenticated',
    );

    // Signed in with a recovery code: the authenticator's codes work again.
    await unwrap(b.api.POST('/logout'));
    await openSignInLink(b, MFA);
    expect(
      (await unwrap(b.api.POST('/2fa/login', { body: { code: totp(), rememberBrowser: false } }))).stage,
    ).toBe('Authenticated');
  }, 30_000);

  it('turning two-factor on or off takes 5 codes per 5 minutes, then 429 naming two-factor-code', async () => {
    const b = await signIn('owner@demo.dbcloud.dev');
    const setup = await unwrap(b.api.GET('/2fa/generate-code'));
    for (let n = 0; n < 5; n += 1) {
      const wrong = await b.api.POST('/2fa/verify-app-code', { body: { code: wrongTotp(setup.secret) } });
      expect(wrong.response.status).toBe(422);
    }
    const limited = await b.api.POST('/2fa/verify-app-code', { body: { code: totp(setup.secret) } });
    expect(limited.response.status).toBe(429);
    expect(limited.response.headers.get('ratelimit')).toMatch(/^"two-factor-code";r=0;t=\d+/);
    expect(limited.response.headers.get('ratelimit-policy')).toMatch(/^"two-factor-code";q=5;w=300/);
    await advance(b, 5);
    await unwrap(b.api.POST('/2fa/verify-app-code', { body: { code: totp(setup.secret) } }));
  });
});

describe('turning two-factor authentication on and off', () => {
  it('enables an authenticator with a verified code, then signs in with it', async () => {
    const b = await signIn('owner@demo.dbcloud.dev');
    const setup = await unwrap(b.api.GET('/2fa/generate-code'));
    expect(setup.otpauthUri).toContain('otpauth://totp/');
    expect(setup.accountName).toBe('owner@demo.dbcloud.dev');
    const { recoveryCodes } = await unwrap(
      b.api.POST('/2fa/verify-app-code', { body: { code: totp(setup.secret) } }),
    );
    expect(recoveryCodes).toHaveLength(10);
    expect((await unwrap(b.api.GET('/profile/configuration'))).twoFactor).toMatchObject({
      enabled: true,
      method: 'authenticator',
      recoveryCodesLeft: 10,
    });

    const next = browser();
    expect((await openSignInLink(next, 'owner@demo.dbcloud.dev')).stage).toBe('TwoFactorRequired');
    await unwrap(next.api.POST('/2fa/login-with-recovery-code', { body: { code: recoveryCodes[3] ?? '' } }));

    const fresh = await unwrap(b.api.POST('/2fa/generate-recovery-codes'));
    expect(fresh.recoveryCodes).not.toContain(recoveryCodes[0]);
    await unwrap(b.api.POST('/2fa/disable', { body: { code: totp(setup.secret, 1) } }));
    expect((await unwrap(b.api.GET('/profile/configuration'))).twoFactor.enabled).toBe(false);
    await expect(unwrap(b.api.POST('/2fa/generate-recovery-codes'))).rejects.toMatchObject({ status: 422 });
  });

  it('a new authenticator secret needs X-Requested-With: a GET from another site changes nothing', async () => {
    const b = await signIn('owner@demo.dbcloud.dev');
    const setup = await unwrap(b.api.GET('/2fa/generate-code'));
    // What a link or an image on another site makes the browser send: the cookie, no X-Requested-With.
    const forged = await b.fetch('/api/v1/2fa/generate-code');
    expect(forged.status).toBe(403);
    expect(((await forged.json()) as { detail: string }).detail).toContain('X-Requested-With');
    // The pending secret is still the one the user is scanning: its code turns two-factor on.
    const { recoveryCodes } = await unwrap(
      b.api.POST('/2fa/verify-app-code', { body: { code: totp(setup.secret) } }),
    );
    expect(recoveryCodes).toHaveLength(10);
  });
});
