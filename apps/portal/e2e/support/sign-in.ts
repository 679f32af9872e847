// Signing in: through the API for a test about something else (`signIn`), or the way a user does for
// a test about signing in (`signInThroughUi`: the login form, the mailed link, the code if due).
import type { BrowserContext, Page } from 'playwright-core';
import { api } from './api';
import { expectNoAxeViolations } from './axe';
import { latestMail, mailbox, type WorldTarget } from './fake-cloud';
import { settle } from './navigation';
import { DEMO_TOTP_SECRET, totp, unusedTotp } from './totp';

export interface SignInOptions {
  /** Where to start: `/user/login` (default), e.g. `/user/login?redirect=/portal/acme/products`. */
  from?: string;
  /** The TOTP secret, when the user has two-factor sign-in (default: the demo secret). */
  totpSecret?: string;
  /** Check every sign-in page with axe on the way (default false; the sign-in tests do). */
  axe?: boolean;
}

const isPath = (pathname: string) => (url: URL) => url.pathname === pathname;

/** Waits until the page has left a sign-in step, or fails saying what the step shows instead. */
async function leave(page: Page, pathname: string): Promise<void> {
  try {
    await page.waitForURL((url) => !isPath(pathname)(url));
  } catch {
    const text =
      (await page
        .locator('body')
        .textContent()
        .catch(() => '')) ?? '';
    const shown = text.replace(/\s+/g, ' ').slice(0, 300);
    throw new Error(`Sign-in stayed on ${pathname}; the page shows: ${shown || '(nothing)'}`);
  }
}

/** Signs in through the UI and returns the URL the portal lands on. */
export async function signInThroughUi(page: Page, email: string, options: SignInOptions = {}): Promise<URL> {
  const check = async () => {
    if (options.axe) {
      await settle(page);
      await expectNoAxeViolations(page);
    }
  };
  await page.goto(options.from ?? '/user/login');
  await page.getByLabel('E-mail').fill(email);
  await check();
  const sent = page.waitForResponse(
    (r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/v1/login',
  );
  await page.getByRole('button', { name: 'E-mail me a sign-in link' }).click();
  const response = await sent;
  if (!response.ok())
    throw new Error(`POST /api/v1/login answered ${response.status()}: ${await response.text()}`);
  await check();

  const { link } = await latestMail(page, email, '/user/login/link');
  await page.goto(link);
  await leave(page, '/user/login/link');

  if (isPath('/user/login-with-2fa')(new URL(page.url()))) {
    await page.getByLabel('Authentication code', { exact: true }).fill(totp(options.totpSecret));
    await check();
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await leave(page, '/user/login-with-2fa');
  }
  await settle(page);
  return new URL(page.url());
}

export interface ApiSignInOptions {
  /** The TOTP secret, when the user has two-factor sign-in (default: the demo secret). */
  totpSecret?: string;
}

type LoginStage = 'Anonymous' | 'TwoFactorRequired' | 'Authenticated';

// The code time steps each context has spent, per secret: the fake cloud accepts each code once.
const spentSteps = new WeakMap<BrowserContext, Map<string, Set<number>>>();

function stepsSpent(target: WorldTarget, secret: string): Set<number> {
  const context = 'context' in target ? target.context() : target;
  const bySecret = spentSteps.get(context) ?? new Map<string, Set<number>>();
  spentSteps.set(context, bySecret);
  const steps = bySecret.get(secret) ?? new Set<number>();
  bySecret.set(secret, steps);
  return steps;
}

/**
 * Signs in through the API, as the login page, the mailed link and the code page would, with the
 * browser context's own request API (it shares the context's cookie jar, so the browser has the
 * session afterwards): `POST /api/v1/login`, the link from the test world's mailbox, `GET
 * /api/v1/login/link?token=…`, then `POST /api/v1/2fa/login` with a TOTP code when one is due. Does
 * not open a page: `visit()` the page the test needs next. Fails saying which step answered what.
 */
export async function signIn(
  target: WorldTarget,
  email: string,
  options: ApiSignInOptions = {},
): Promise<void> {
  const step = async <T>(what: string, call: () => Promise<T>): Promise<T> => {
    try {
      return await call();
    } catch (error) {
      throw new Error(`signIn(${email}): ${what} failed: ${error instanceof Error ? error.message : error}`);
    }
  };
  const before = (await mailbox(target, email)).length;
  await step('requesting a sign-in link', () => api(target, 'POST', '/login', { email }));
  const mails = await mailbox(target, email);
  if (mails.length === before) {
    throw new Error(
      `signIn(${email}): POST /api/v1/login mailed no sign-in link; is ${email} a user in this test's world?`,
    );
  }
  const { link } = await step('reading the mailed link', () => latestMail(target, email, '/user/login/link'));
  const token = new URL(link).searchParams.get('token');
  if (!token) throw new Error(`signIn(${email}): the mailed link has no token: ${link}`);
  const opened = await step('opening the sign-in link', () =>
    api<{ stage: LoginStage }>(target, 'GET', `/login/link?token=${encodeURIComponent(token)}`),
  );
  let { stage } = await step('reading the login stage', () =>
    api<{ stage: LoginStage }>(target, 'GET', '/2fa/login-stage'),
  );
  if (stage === 'TwoFactorRequired') {
    const secret = options.totpSecret ?? DEMO_TOTP_SECRET;
    const code = await unusedTotp(secret, stepsSpent(target, secret));
    ({ stage } = await step('entering the authentication code', () =>
      api<{ stage: LoginStage }>(target, 'POST', '/2fa/login', { code, rememberBrowser: false }),
    ));
  }
  if (stage !== 'Authenticated') {
    throw new Error(
      `signIn(${email}): not signed in after the link (it answered ${opened.stage}); the login stage is ${stage}.`,
    );
  }
}

/**
 * Signs out the way a user does (the logout page) and waits until the page says so: the logout request
 * has then ended, so a sign-in made next (`signIn` shares the browser's cookies) is not ended by it.
 */
export async function signOut(page: Page): Promise<void> {
  await page.goto('/user/logout');
  await page.getByRole('heading', { level: 1, name: 'You are signed out' }).waitFor();
  await settle(page);
}
