// Invitations, as a user goes through them: a new user joins from the invitation, an
// existing user signs in (with 2FA) and accepts, up to the portal they open.
import { describe, expect, it } from 'vitest';
import {
  expectNoAxeViolations,
  expectSettledPageAccessible,
  onPath,
  signInThroughUi,
  switcherOptions,
  termsCheckbox,
  usePortal,
  visit,
} from './support';

const MFA = 'mfa@demo.dbcloud.dev';
const INVITEE = 'invitee@demo.dbcloud.dev';

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
    await expect.poll(() => switcherOptions(page)).toEqual(['acme']);
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
    await expect.poll(async () => (await switcherOptions(page)).length).toBe(2);

    // The invitation is used up: opening its link again says so instead of offering to accept twice.
    portal.allowConsoleErrors(/status of 404/);
    await visit(page, here);
    await page.getByRole('heading', { level: 1, name: 'This invitation is no longer valid' }).waitFor();
    await expect.poll(() => page.getByRole('button', { name: 'Accept and join acme' }).count()).toBe(0);
  });
});
