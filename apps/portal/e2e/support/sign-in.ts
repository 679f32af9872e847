// Signing in the way a user does: the login form, the mailed link, the authentication code if due.
import type { Page } from 'playwright-core';
import { expectNoAxeViolations } from './axe';
import { latestMail } from './fake-cloud';
import { settle } from './navigation';
import { totp } from './totp';

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
