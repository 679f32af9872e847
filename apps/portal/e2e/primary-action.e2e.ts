// One primary action per page (issue 9, DESIGN §7): the page's main action is styled as primary (ui-kit's
// Button marks it `data-variant="primary"`), no page has two, and every form page has its one.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signInThroughUi, usePortal, visit } from './support';

/** The visible primary actions, by their text. */
const primaryActions = (page: Page) =>
  page
    .locator('[data-slot="button"][data-variant="primary"]')
    .evaluateAll((all) =>
      all.filter((el) => (el as HTMLElement).offsetParent !== null).map((el) => el.textContent?.trim() ?? ''),
    );

const FORM_PAGES: [string, string][] = [
  ['/user/login', 'E-mail me a sign-in link'],
  ['/user/register', 'Create account'],
  ['/user/invitation?link=acme-invitee-demo-invitation', 'Join acme'],
  ['/azure-marketplace/register-subscription?token=azm-1a2b3c4d5e6f7a8b', 'Create the account'],
  ['/aws-marketplace/register-customer?token=aws-4a0c3d82e15f', 'Create the account'],
];

const OTHER_PAGES: [string, string][] = [
  ['/not-found', 'Go back to homepage'],
  ['/pricing', 'Start with this configuration'],
  ['/portal', 'Sign in'],
  ['/azure-marketplace/register-subscription-manager?token=azm-2b3c4d5e6f7a8b9c', 'Sign in to continue'],
];

const CONTENT_PAGES = ['/terms', '/privacy-policy', '/support-policy'];

describe('one primary action per page', () => {
  const portal = usePortal();

  it.each(FORM_PAGES)('%s: its submit, “%s”, is the one primary action', async (path, action) => {
    await visit(portal.page, path);
    expect(await primaryActions(portal.page)).toEqual([action]);
  });

  it.each(OTHER_PAGES)('%s: its way on, “%s”, is the one primary action', async (path, action) => {
    await visit(portal.page, path);
    expect(await primaryActions(portal.page)).toEqual([action]);
  });

  it.each(CONTENT_PAGES)('%s: a page to read, with no primary action', async (path) => {
    await visit(portal.page, path);
    expect(await primaryActions(portal.page)).toEqual([]);
  });

  it('the portal’s frame adds none', async () => {
    const { page } = portal;
    await signInThroughUi(page, 'owner@demo.dbcloud.dev');
    await visit(page, '/portal/acme/home');
    expect((await primaryActions(page)).length).toBeLessThanOrEqual(1);
  });
});
