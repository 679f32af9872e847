// The ways in (DESIGN §7), as a user goes through them: sign-up, invitations for new and existing
// users, and the Azure / AWS marketplace registrations, up to the portal they open.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  expectNoAxeViolations,
  expectSettledPageAccessible,
  latestMail,
  mailbox,
  settle,
  signInThroughUi,
  usePortal,
  visit,
} from './support';

const OWNER = 'owner@demo.dbcloud.dev';
const MFA = 'mfa@demo.dbcloud.dev';
const INVITEE = 'invitee@demo.dbcloud.dev';

// Fresh tokens of the fake marketplaces (MARKETPLACE_TOKENS in packages/fake-cloud/src/areas/
// marketplace.ts). The first of each is the contract's example, used by public-pages.e2e.ts: these
// tests take others (each test has its own world anyway).
const AZURE_TOKEN_NEW_ACCOUNT = 'azm-1a2b3c4d5e6f7a8b';
const AZURE_TOKEN_LINK = 'azm-2b3c4d5e6f7a8b9c';
const AZURE_TOKEN_SECOND = 'azm-3c4d5e6f7a8b9c0d';
const AWS_TOKEN = 'aws-4a0c3d82e15f';

const pathOf = (page: Page) => new URL(page.url()).pathname;
const onPath = (pathname: string) => (url: URL) => url.pathname === pathname;

/** The text of the error message tied to a field (aria-errormessage / aria-describedby). */
async function fieldError(field: Locator): Promise<string> {
  await expect.poll(() => field.getAttribute('aria-invalid')).toBe('true');
  return field.evaluate((el) => {
    const ids = [
      el.getAttribute('aria-errormessage'),
      ...(el.getAttribute('aria-describedby') ?? '').split(' '),
    ].filter((id): id is string => Boolean(id));
    return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
  });
}

/** The live status next to a field (its role="status" description), once it says `text`. */
async function waitForStatus(page: Page, text: string | RegExp): Promise<void> {
  await page.getByRole('status').filter({ hasText: text }).first().waitFor();
}

const termsCheckbox = (page: Page) =>
  page.getByRole('checkbox', { name: 'I accept the terms of service and the privacy policy' });

/** The account switcher's options, as the user reads them. */
const switcherOptions = (page: Page) =>
  page
    .getByRole('combobox', { name: 'Cloud account' })
    .evaluate((select: HTMLSelectElement) => [...select.options].map((o) => o.textContent ?? ''));

describe('sign-up', () => {
  const portal = usePortal();

  it('creates initech with WELCOME50; the demo link on the thank-you page opens its home', async () => {
    const { page } = portal;
    const email = 'peter@initech.example';
    await visit(page, '/user/register');
    await page.getByRole('heading', { level: 1, name: 'Create your DBCloud account' }).waitFor();

    await page.getByLabel('E-mail', { exact: true }).fill(email);
    const domain = page.getByLabel('Domain name', { exact: true });
    await domain.fill('initech');
    await waitForStatus(page, 'initech is available');
    await page.getByRole('radio', { name: 'Regular' }).click();
    expect(await page.getByRole('radio', { name: 'Regular' }).isChecked()).toBe(true);
    await page.getByLabel('Promo code (optional)').fill('WELCOME50');
    await waitForStatus(page, 'WELCOME50: 50% off your first three months of paid products.');
    await termsCheckbox(page).click();
    expect(await termsCheckbox(page).isChecked()).toBe(true);
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL(onPath('/user/register/thank-you'));
    expect(new URL(page.url()).searchParams.get('email')).toBe(email);
    await page.getByRole('heading', { level: 1, name: 'Check your e-mail' }).waitFor();
    await page.getByText(email, { exact: true }).waitFor();
    const demoLink = page.getByRole('link', { name: 'Open the sign-in link' });
    await demoLink.waitFor();
    await expectSettledPageAccessible(page);

    // The mail really went out, and the page's link is that mail's link.
    const { link } = await latestMail(page, email, '/user/login/link');
    const href = (await demoLink.getAttribute('href')) ?? '';
    expect(new URL(link, portal.baseUrl).search).toBe(new URL(href, portal.baseUrl).search);

    await demoLink.click();
    await page.waitForURL(onPath('/portal/initech/home'));
    await page.getByRole('heading', { level: 1, name: /^Welcome/ }).waitFor();
    await page.getByText(email).first().waitFor();
    expect(await switcherOptions(page)).toEqual(['initech']);
    await expectSettledPageAccessible(page);
  });

  it('a taken domain: "acme is taken", and submitting keeps what was typed with the error at the field', async () => {
    const { page } = portal;
    const email = 'wile@acme-fan.example';
    await visit(page, '/user/register');
    await page.getByLabel('E-mail', { exact: true }).fill(email);
    const domain = page.getByLabel('Domain name', { exact: true });
    await domain.fill('acme');
    await waitForStatus(page, 'acme is taken');
    await page.getByRole('radio', { name: 'HIPAA' }).click();
    await page.getByLabel('Promo code (optional)').fill('WELCOME50');
    await waitForStatus(page, /^WELCOME50: /);
    await termsCheckbox(page).click();
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Create account' }).click();
    expect(await fieldError(domain)).toContain('acme is taken. Choose another domain name.');
    expect(pathOf(page)).toBe('/user/register');
    // Everything typed is still there.
    expect(await page.getByLabel('E-mail', { exact: true }).inputValue()).toBe(email);
    expect(await domain.inputValue()).toBe('acme');
    expect(await page.getByRole('radio', { name: 'HIPAA' }).isChecked()).toBe(true);
    expect(await page.getByLabel('Promo code (optional)').inputValue()).toBe('WELCOME50');
    expect(await termsCheckbox(page).isChecked()).toBe(true);
    // The error summary links to the domain field.
    const summaryLink = page.getByRole('link', { name: /acme is taken/ });
    await summaryLink.waitFor();
    await expectNoAxeViolations(page);
    // Nothing was created: no mail for the e-mail.
    expect(await mailbox(page, email)).toEqual([]);
  });

  it('a taken domain submitted before the live check answers is refused by the server, at the field', async () => {
    const { page } = portal;
    const email = 'fast@typist.example';
    await visit(page, '/user/register');
    await page.getByLabel('E-mail', { exact: true }).fill(email);
    await termsCheckbox(page).click();
    portal.allowConsoleErrors(/status of 409/);
    const domain = page.getByLabel('Domain name', { exact: true });
    await domain.fill('contoso');
    await page.getByRole('button', { name: 'Create account' }).click();
    expect(await fieldError(domain)).toMatch(/taken/i);
    expect(pathOf(page)).toBe('/user/register');
    expect(await domain.inputValue()).toBe('contoso');
    expect(await page.getByLabel('E-mail', { exact: true }).inputValue()).toBe(email);
    await expectSettledPageAccessible(page);
    expect(await mailbox(page, email)).toEqual([]);
  });

  it('an e-mail that already has a login goes to “thank-you-login-exists”, creating nothing', async () => {
    const { page } = portal;
    await visit(page, '/user/register');
    await page.getByLabel('E-mail', { exact: true }).fill(OWNER);
    await page.getByLabel('Domain name', { exact: true }).fill('owner-second');
    await waitForStatus(page, 'owner-second is available');
    await termsCheckbox(page).click();
    const before = (await mailbox(page, OWNER)).length;

    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL(onPath('/user/register/thank-you-login-exists'));
    await page.getByRole('heading', { level: 1, name: 'You already have a DBCloud login' }).waitFor();
    await page.getByText(OWNER, { exact: true }).first().waitFor();
    await expectSettledPageAccessible(page);
    expect((await mailbox(page, OWNER)).length).toBe(before);
    // The offered sign-in works and owner@ still has only acme and acme-health.
    await page.getByRole('main').getByRole('link', { name: 'Sign in', exact: true }).click();
    await page.waitForURL(onPath('/user/login'));
    await signInThroughUi(page, OWNER);
    expect(await switcherOptions(page)).toEqual(['acme', 'acme-health (HIPAA)']);
  });
});

describe('invitations', () => {
  const portal = usePortal();

  it('a new user joins acme from the invitation and lands on its home, signed in', async () => {
    const { page } = portal;
    await visit(page, '/user/invitation?link=acme-invitee-demo-invitation');
    await page.getByRole('heading', { level: 1, name: 'Join acme on DBCloud' }).waitFor();
    await page.getByText(INVITEE).first().waitFor();

    await page.getByLabel('Your name (optional)').fill('Ivy Invitee');
    await termsCheckbox(page).click();
    await page.getByRole('button', { name: 'Join acme' }).click();
    await page.waitForURL(onPath('/portal/acme/home'));
    await page.getByRole('heading', { level: 1, name: /^Welcome/ }).waitFor();
    await page.getByText(INVITEE).first().waitFor();
    expect(await switcherOptions(page)).toEqual(['acme']);
    await expectSettledPageAccessible(page);
  });

  it('an existing user signs in (with 2FA) from the accept page, accepts, and has acme and globex', async () => {
    const { page } = portal;
    const here = '/invitation/accept?link=acme-mfa-demo-invitation';
    await visit(page, here);
    await page.getByRole('heading', { level: 1, name: 'Join acme on DBCloud' }).waitFor();
    await page
      .getByText('to accept.')
      .filter({ hasText: `Sign in as ${MFA}` })
      .waitFor();

    await page.getByRole('link', { name: 'Sign in to accept' }).click();
    await page.waitForURL(onPath('/user/login'));
    expect(new URL(page.url()).searchParams.get('redirect')).toBe(here);
    await expectSettledPageAccessible(page);
    const landed = await signInThroughUi(page, MFA, {
      from: new URL(page.url()).pathname + new URL(page.url()).search,
    });
    expect(landed.pathname + landed.search).toBe(here);
    await page.getByRole('button', { name: 'Accept and join acme' }).waitFor();
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Accept and join acme' }).click();
    await page.waitForURL(onPath('/portal/acme/home'));
    await page.getByRole('heading', { level: 1, name: /^Welcome/ }).waitFor();
    await expectSettledPageAccessible(page);
    await expect.poll(() => switcherOptions(page)).toEqual(expect.arrayContaining(['acme', 'globex']));
    expect((await switcherOptions(page)).length).toBe(2);

    // The invitation is used up: opening its link again says so instead of offering to accept twice.
    portal.allowConsoleErrors(/status of 404/);
    await visit(page, here);
    await page.getByRole('heading', { level: 1, name: 'This invitation is no longer valid' }).waitFor();
    expect(await page.getByRole('button', { name: 'Accept and join acme' }).count()).toBe(0);
  });
});

describe('marketplaces', () => {
  const portal = usePortal();

  /** Fills the marketplace registration form (signed out) and submits it. */
  async function register(page: Page, email: string, domainName: string): Promise<void> {
    await page.getByLabel('Owner’s e-mail').fill(email);
    await page.getByLabel('Domain name', { exact: true }).fill(domainName);
    await waitForStatus(page, `${domainName} is available`);
    await page.getByRole('radio', { name: 'Regular' }).click();
    await termsCheckbox(page).click();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Create the account' }).click();
  }

  it('Azure: a new subscription creates an account; its owner signs in through the mailed link', async () => {
    const { page } = portal;
    const email = 'ops@northwind.example';
    await visit(page, `/azure-marketplace/register-subscription?token=${AZURE_TOKEN_NEW_ACCOUNT}`);
    await page.getByRole('heading', { level: 1, name: 'Set up your Azure subscription' }).waitFor();
    await register(page, email, 'northwind');

    await page.waitForURL(onPath('/azure-marketplace/register-subscription/thank-you'));
    await page.getByRole('heading', { level: 1, name: 'Check your e-mail' }).waitFor();
    await page
      .getByText('northwind is ready and billed through Azure Marketplace.', { exact: false })
      .waitFor();
    await page.getByText(email, { exact: true }).waitFor();
    await page.getByRole('link', { name: 'Open the sign-in link' }).waitFor();
    await expectSettledPageAccessible(page);

    const { link } = await latestMail(page, email, '/user/login/link');
    await page.goto(link);
    await page.waitForURL(onPath('/portal/northwind/home'));
    await page.getByRole('heading', { level: 1, name: /^Welcome/ }).waitFor();
    await settle(page);
    expect(await switcherOptions(page)).toEqual(['northwind']);
    await expectNoAxeViolations(page);
  });

  it('AWS: a new customer creates an account and gets the thank-you page', async () => {
    const { page } = portal;
    const email = 'cloud@umbrella.example';
    await visit(page, `/aws-marketplace/register-customer?token=${AWS_TOKEN}`);
    await page.getByRole('heading', { level: 1, name: 'Set up your AWS Marketplace account' }).waitFor();
    await register(page, email, 'umbrella');

    await page.waitForURL(onPath('/aws-marketplace/register-customer/thank-you'));
    await page.getByRole('heading', { level: 1, name: 'Check your e-mail' }).waitFor();
    await page.getByText('umbrella is ready and billed through AWS Marketplace.', { exact: false }).waitFor();
    await page.getByText(email, { exact: true }).waitFor();
    await expectSettledPageAccessible(page);
    const { link } = await latestMail(page, email, '/user/login/link');
    expect(link).toContain('/user/login/link');
  });

  it('Azure subscription manager: owner@ bills acme-health through Azure', async () => {
    const { page } = portal;
    await signInThroughUi(page, OWNER);
    await visit(page, `/azure-marketplace/register-subscription-manager?token=${AZURE_TOKEN_LINK}`);
    await page
      .getByRole('heading', { level: 1, name: 'Bill an account through your Azure subscription' })
      .waitFor();
    const health = page.getByRole('radio', { name: /acme-health/ });
    await health.click();
    expect(await health.isChecked()).toBe(true);
    await termsCheckbox(page).click();
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Bill this account through Azure' }).click();
    await page.waitForURL(onPath('/azure-marketplace/register-subscription/thank-you'));
    await page
      .getByRole('heading', { level: 1, name: 'acme-health is now billed through Azure Marketplace' })
      .waitFor();
    await expectSettledPageAccessible(page);

    await page.getByRole('link', { name: 'Open acme-health' }).click();
    await page.waitForURL(onPath('/portal/acme-health/home'));
    await page.getByRole('heading', { level: 1, name: /^Welcome/ }).waitFor();
    await expectSettledPageAccessible(page);
  });

  it('Azure subscription manager: going Back after linking no longer offers the linked account', async () => {
    const { page } = portal;
    await signInThroughUi(page, OWNER);
    const managerPath = `/azure-marketplace/register-subscription-manager?token=${AZURE_TOKEN_LINK}`;
    await visit(page, managerPath);
    await page.getByRole('radio', { name: /acme-health/ }).click();
    await termsCheckbox(page).click();
    await page.getByRole('button', { name: 'Bill this account through Azure' }).click();
    await page.waitForURL(onPath('/azure-marketplace/register-subscription/thank-you'));
    await page
      .getByRole('heading', { level: 1, name: 'acme-health is now billed through Azure Marketplace' })
      .waitFor();
    // The server knows: acme-health is billed by Azure now.
    const fromServer = await page.evaluate(async () => {
      const user = (await (await fetch('/api/v1/user')).json()) as {
        cloudAccounts: { domainName: string; managedBy: string }[];
      };
      return user.cloudAccounts.find((a) => a.domainName === 'acme-health')?.managedBy;
    });
    expect(fromServer).toBe('azure');

    // Browser Back to the manager page (client-side, same session): acme-health must not be offered as
    // "Billed directly by DBCloud today." any more.
    await page.goBack();
    await page.waitForURL(onPath('/azure-marketplace/register-subscription-manager'));
    await page
      .getByRole('heading', { level: 1, name: 'Bill an account through your Azure subscription' })
      .waitFor();
    await settle(page);
    const health = page.getByRole('radio', { name: /acme-health/ });
    const description = () =>
      health.evaluate(
        (el) => document.getElementById(el.getAttribute('aria-describedby') ?? '')?.textContent,
      );
    expect(await description()).toBe('Already billed through Azure Marketplace.');
    expect(await health.isDisabled()).toBe(true);
    await expectNoAxeViolations(page);
  });

  it('Azure subscription manager: a fresh page load lists the linked account as already billed by Azure', async () => {
    const { page } = portal;
    await signInThroughUi(page, OWNER);
    await visit(page, `/azure-marketplace/register-subscription-manager?token=${AZURE_TOKEN_LINK}`);
    await page.getByRole('radio', { name: /acme-health/ }).click();
    await termsCheckbox(page).click();
    await page.getByRole('button', { name: 'Bill this account through Azure' }).click();
    await page.waitForURL(onPath('/azure-marketplace/register-subscription/thank-you'));
    // A second subscription, opened from Azure (a full page load).
    await visit(page, `/azure-marketplace/register-subscription-manager?token=${AZURE_TOKEN_SECOND}`);
    const health = page.getByRole('radio', { name: /acme-health/ });
    expect(
      await health.evaluate(
        (el) => document.getElementById(el.getAttribute('aria-describedby') ?? '')?.textContent,
      ),
    ).toBe('Already billed through Azure Marketplace.');
    expect(await health.isDisabled()).toBe(true);
    expect(await page.getByRole('radio', { name: 'acme', exact: true }).isDisabled()).toBe(false);
  });

  it('Azure: a domain taken before the live check answers is refused by the server, at the field', async () => {
    const { page } = portal;
    await visit(page, `/azure-marketplace/register-subscription?token=${AZURE_TOKEN_NEW_ACCOUNT}`);
    await page.getByLabel('Owner’s e-mail').fill('ops@globex-two.example');
    const domain = page.getByLabel('Domain name', { exact: true });
    await termsCheckbox(page).click();
    portal.allowConsoleErrors(/status of 409/);
    await domain.fill('globex');
    // Submit at once: the debounced availability check has not answered yet.
    await page.getByRole('button', { name: 'Create the account' }).click();
    expect(await fieldError(domain)).toMatch(/taken/i);
    expect(pathOf(page)).toBe('/azure-marketplace/register-subscription');
    expect(await domain.inputValue()).toBe('globex');
    expect(await page.getByLabel('Owner’s e-mail').inputValue()).toBe('ops@globex-two.example');
    await expectSettledPageAccessible(page);
  });
});
