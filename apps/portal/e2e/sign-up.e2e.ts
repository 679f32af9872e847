// Sign-up, as a user goes through it: the form with its live checks, both thank-you
// pages, and the portal the mailed link opens.
import { describe, expect, it } from 'vitest';
import {
  expectNoAxeViolations,
  expectSettledPageAccessible,
  fieldError,
  latestMail,
  mailbox,
  OWNER,
  onPath,
  pathOf,
  signInThroughUi,
  switcherOptions,
  termsCheckbox,
  usePortal,
  visit,
  waitForStatus,
} from './support';

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
    await expect.poll(() => page.getByRole('radio', { name: 'Regular' }).isChecked()).toBe(true);
    await page.getByLabel('Promo code (optional)').fill('WELCOME50');
    await waitForStatus(page, 'WELCOME50: 50% off your first three months of paid products.');
    await termsCheckbox(page).click();
    await expect.poll(() => termsCheckbox(page).isChecked()).toBe(true);
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
    await expect.poll(() => switcherOptions(page)).toEqual(['initech']);
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
    await expect.poll(() => fieldError(domain)).toContain('acme is taken. Choose another domain name.');
    expect(pathOf(page)).toBe('/user/register');
    // Everything typed is still there.
    await expect.poll(() => page.getByLabel('E-mail', { exact: true }).inputValue()).toBe(email);
    await expect.poll(() => domain.inputValue()).toBe('acme');
    await expect.poll(() => page.getByRole('radio', { name: 'HIPAA' }).isChecked()).toBe(true);
    await expect.poll(() => page.getByLabel('Promo code (optional)').inputValue()).toBe('WELCOME50');
    await expect.poll(() => termsCheckbox(page).isChecked()).toBe(true);
    // The error summary links to the domain field.
    const summaryLink = page.getByRole('link', { name: /acme is taken/ });
    await summaryLink.waitFor();
    await expectNoAxeViolations(page);
    // Nothing was created: no mail for the e-mail.
    await expect.poll(() => mailbox(page, email)).toEqual([]);
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
    await expect.poll(() => fieldError(domain)).toMatch(/taken/i);
    expect(pathOf(page)).toBe('/user/register');
    await expect.poll(() => domain.inputValue()).toBe('contoso');
    await expect.poll(() => page.getByLabel('E-mail', { exact: true }).inputValue()).toBe(email);
    await expectSettledPageAccessible(page);
    await expect.poll(() => mailbox(page, email)).toEqual([]);
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
    await expect.poll(async () => (await mailbox(page, OWNER)).length).toBe(before);
    // The offered sign-in works and owner@ still has only acme and acme-health.
    await page.getByRole('main').getByRole('link', { name: 'Sign in', exact: true }).click();
    await page.waitForURL(onPath('/user/login'));
    await signInThroughUi(page, OWNER);
    await expect.poll(() => switcherOptions(page)).toEqual(['acme', 'acme-health (HIPAA)']);
  });
});
