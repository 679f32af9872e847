// The Azure and AWS marketplace registrations, as a user goes through them: new accounts,
// the Azure subscription manager that bills an existing account through Azure, up to the portal.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  expectNoAxeViolations,
  expectSettledPageAccessible,
  fieldError,
  latestMail,
  OWNER,
  onPath,
  pathOf,
  settle,
  signInThroughUi,
  switcherOptions,
  termsCheckbox,
  usePortal,
  visit,
  waitForStatus,
} from './support';

// Fresh tokens of the fake marketplaces (MARKETPLACE_TOKENS in packages/fake-cloud/src/areas/
// marketplace/state.ts). The first of each is the contract's example, used by public-pages.e2e.ts: these
// tests take others (each test has its own world anyway).
const AZURE_TOKEN_NEW_ACCOUNT = 'azm-1a2b3c4d5e6f7a8b';
const AZURE_TOKEN_LINK = 'azm-2b3c4d5e6f7a8b9c';
const AZURE_TOKEN_SECOND = 'azm-3c4d5e6f7a8b9c0d';
const AWS_TOKEN = 'aws-4a0c3d82e15f';

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
    // The account says who bills it, in the switcher and beside it.
    await expect.poll(() => switcherOptions(page)).toEqual(['northwind (Azure Marketplace)']);
    await page.getByRole('banner').getByText('Azure Marketplace', { exact: true }).waitFor();
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
    await expect.poll(() => health.isChecked()).toBe(true);
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
    await expect.poll(() => description()).toBe('Already billed through Azure Marketplace.');
    await expect.poll(() => health.isDisabled()).toBe(true);
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
    await expect
      .poll(() =>
        health.evaluate(
          (el) => document.getElementById(el.getAttribute('aria-describedby') ?? '')?.textContent,
        ),
      )
      .toBe('Already billed through Azure Marketplace.');
    await expect.poll(() => health.isDisabled()).toBe(true);
    await expect.poll(() => page.getByRole('radio', { name: 'acme', exact: true }).isDisabled()).toBe(false);
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
    await expect.poll(() => fieldError(domain)).toMatch(/taken/i);
    expect(pathOf(page)).toBe('/azure-marketplace/register-subscription');
    await expect.poll(() => domain.inputValue()).toBe('globex');
    await expect.poll(() => page.getByLabel('Owner’s e-mail').inputValue()).toBe('ops@globex-two.example');
    await expectSettledPageAccessible(page);
  });
});
