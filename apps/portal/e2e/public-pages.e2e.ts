// Every public route renders its own content, passes axe and works by keyboard: Tab from the
// top of the page reaches its main action. /status sends the browser to the status page that
// GET configuration names.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectSettledPageAccessible, hasVisibleFocus, pathOf, tabTo, usePortal, visit } from './support';

interface PublicPage {
  path: string;
  /** The page's level-1 heading. */
  heading: string | RegExp;
  /** Text only this page shows (its real content, not the frame). */
  text: string | RegExp;
  /** The page's main action, which Tab must reach. */
  action: (page: Page) => Locator;
}

const main = (page: Page) => page.getByRole('main');
const link = (name: string) => (page: Page) => main(page).getByRole('link', { name, exact: true });
const button = (name: string) => (page: Page) => main(page).getByRole('button', { name, exact: true });
const footerLink = (name: string) => (page: Page) =>
  page.getByRole('navigation', { name: 'Policies' }).getByRole('link', { name, exact: true });

const PAGES: PublicPage[] = [
  {
    path: '/',
    heading: 'Managed database clusters, without the operations',
    text: 'Why teams choose DBCloud',
    action: link('Start free'),
  },
  {
    path: '/pricing',
    heading: 'Estimate what your cluster costs',
    text: 'Estimated cost',
    action: link('Start with this configuration'),
  },
  {
    path: '/terms',
    heading: 'Terms of service',
    text: /These terms govern your use of DBCloud/,
    action: link('privacy policy'),
  },
  {
    path: '/privacy-policy',
    heading: 'Privacy policy',
    text: 'What we collect',
    action: footerLink('Support policy'),
  },
  {
    path: '/support-policy',
    heading: 'Support policy',
    text: 'First response times',
    action: footerLink('Terms of service'),
  },
  {
    path: '/not-found',
    heading: 'We can’t find that page',
    text: /The address may be mistyped/,
    action: link('Go back to homepage'),
  },
  {
    path: '/user/login',
    heading: 'Sign in to DBCloud',
    text: /no password to remember/,
    action: button('E-mail me a sign-in link'),
  },
  {
    path: '/user/logout',
    heading: 'You are signed out',
    text: 'Your session has ended on this browser.',
    action: link('Sign in again'),
  },
  {
    path: '/user/register',
    heading: 'Create your DBCloud account',
    text: /Start on the Free tier/,
    action: button('Create account'),
  },
  {
    path: '/user/register/thank-you?email=x@y.test',
    heading: 'Check your e-mail',
    text: /We sent a sign-in link to\s*x@y\.test/,
    action: link('Go to sign in'),
  },
  {
    path: '/user/register/thank-you-login-exists?email=owner@demo.dbcloud.dev',
    heading: 'You already have a DBCloud login',
    text: /owner@demo\.dbcloud\.dev\s*already has a DBCloud login/,
    action: link('Sign in'),
  },
  {
    path: '/user/invitation?link=acme-invitee-demo-invitation',
    heading: 'Join acme on DBCloud',
    text: /invitee@demo\.dbcloud\.dev/,
    action: button('Join acme'),
  },
  {
    path: '/invitation/accept?link=acme-mfa-demo-invitation',
    heading: 'Join acme on DBCloud',
    text: /Sign in as\s*mfa@demo\.dbcloud\.dev\s*to accept/,
    action: link('Sign in to accept'),
  },
  {
    path: '/azure-marketplace/register-subscription?token=azm-8e1c7a0f3b2d4e9a',
    heading: 'Set up your Azure subscription',
    text: /billed through Azure Marketplace/,
    action: button('Create the account'),
  },
  {
    path: '/azure-marketplace/register-subscription/thank-you',
    heading: 'Check your e-mail',
    text: /billed through Azure Marketplace/,
    action: link('Go to sign in'),
  },
  {
    path: '/azure-marketplace/register-subscription-manager',
    heading: 'Bill an account through your Azure subscription',
    // Without the subscription's token the page explains where to get it.
    text: /this address has no token/,
    action: link('Sign up directly'),
  },
  {
    path: '/azure-marketplace/register-subscription-manager?token=azm-8e1c7a0f3b2d4e9a',
    heading: 'Bill an account through your Azure subscription',
    text: /Sign in with the login that owns the account/,
    action: link('Sign in to continue'),
  },
  {
    path: '/aws-marketplace/register-customer?token=aws-3f9b2c71d04e',
    heading: 'Set up your AWS Marketplace account',
    text: /billed through AWS Marketplace/,
    action: button('Create the account'),
  },
  {
    // The contract's name for AWS's token.
    path: '/aws-marketplace/register-customer?registrationToken=aws-3f9b2c71d04e',
    heading: 'Set up your AWS Marketplace account',
    text: /billed through AWS Marketplace/,
    action: button('Create the account'),
  },
  {
    path: '/aws-marketplace/register-customer/thank-you',
    heading: 'Check your e-mail',
    text: /billed through AWS Marketplace/,
    action: link('Go to sign in'),
  },
];

describe('public pages', () => {
  const portal = usePortal();

  it.each(PAGES)('$path renders its content, passes axe and Tab reaches its main action', async (p) => {
    const { page } = portal;
    // The page renders after its loader's data arrives: wait for its heading, then run axe.
    const response = await visit(page, p.path, { axe: false });
    expect(response?.status()).toBe(200);
    const heading = page.getByRole('heading', { level: 1 });
    await heading.waitFor();
    await expectSettledPageAccessible(page);
    await expect.poll(() => heading.count()).toBe(1);
    const title = (await heading.textContent())?.trim() ?? '';
    if (typeof p.heading === 'string') expect(title).toBe(p.heading);
    else expect(title).toMatch(p.heading);
    await main(page).getByText(p.text).first().waitFor();
    await tabTo(page, p.action(page));
    // The focused action shows where the focus is (a visible focus indicator).
    await expect.poll(() => hasVisibleFocus(p.action(page))).toBe(true);
  });

  it.each(['/user/login', '/user/register', '/aws-marketplace/register-customer?token=aws-3f9b2c71d04e'])(
    '%s puts each text field’s label above the field',
    async (path) => {
      const { page } = portal;
      await visit(page, path, { axe: false });
      await page.getByRole('heading', { level: 1 }).waitFor();
      const misplaced = await page.evaluate(() =>
        [
          ...document.querySelectorAll<HTMLInputElement>(
            'main input[type="text"], main input[type="email"], main input:not([type])',
          ),
        ]
          .filter((input) => input.labels && input.labels.length > 0)
          .map((input) => {
            const label = (input.labels as NodeListOf<HTMLLabelElement>)[0] as HTMLLabelElement;
            const l = label.getBoundingClientRect();
            const i = input.getBoundingClientRect();
            return { label: label.textContent?.trim() ?? '', above: l.bottom <= i.top + 1 };
          })
          .filter((field) => !field.above)
          .map((field) => field.label),
      );
      expect(misplaced, 'labels shown beside or below their field').toEqual([]);
    },
  );

  it('/user/login works by keyboard alone: type the e-mail, Enter, the demo link', async () => {
    const { page } = portal;
    await visit(page, '/user/login');
    await tabTo(page, page.getByRole('textbox', { name: 'E-mail' }));
    await page.keyboard.type('owner@demo.dbcloud.dev');
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 1, name: 'Check your e-mail' }).waitFor();
    const demoLink = page.getByRole('link', { name: 'Open the sign-in link' });
    await tabTo(page, demoLink);
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/portal/acme/home');
    expect(pathOf(page)).toBe('/portal/acme/home');
  });

  it('/status sends the browser to the status page from GET configuration', async () => {
    const { page } = portal;
    const statusRequests: string[] = [];
    await page.route('https://status.dbcloud.dev/**', async (route) => {
      statusRequests.push(route.request().url());
      await route.fulfill({
        contentType: 'text/html',
        body: '<!doctype html><html lang="en"><title>DBCloud status</title><h1>All systems operational</h1></html>',
      });
    });
    // The external page is not ours: no axe there.
    // The browser leaves at once, so wait for the arrival rather than for the portal to settle (on a
    // busy 2-core machine the external page can take a while to paint).
    await page.goto('/status');
    await page.waitForURL((url) => url.origin === 'https://status.dbcloud.dev', { timeout: 20_000 });
    await page
      .getByRole('heading', { level: 1, name: 'All systems operational' })
      .waitFor({ timeout: 20_000 });
    expect(statusRequests).toEqual(['https://status.dbcloud.dev/']);
    // replace(): Back does not return to /status (which would send the user away again).
    await expect.poll(() => page.evaluate(() => history.length)).toBeLessThanOrEqual(2);
  });

  it('the site footer’s “Service status” link leads there too', async () => {
    const { page } = portal;
    await page.route('https://status.dbcloud.dev/**', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: '<!doctype html><title>status</title><h1>Status</h1>',
      }),
    );
    await visit(page, '/terms');
    await footerLink('Service status')(page).click();
    await page.waitForURL((url) => url.origin === 'https://status.dbcloud.dev');
    await page.getByRole('heading', { level: 1, name: 'Status' }).waitFor();
    expect(await page.title()).toBe('status');
  });
});
