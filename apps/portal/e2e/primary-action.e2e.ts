// One primary action per page: the page's main action is styled as primary (ui-kit's
// Button marks it `data-variant="primary"`), no page has two, and every form page has its one.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { billedThisMonth, newestPaidInvoice, signIn, usePortal, visit } from './support';

/**
 * The visible primary actions, by their text: ui-kit Buttons of variant primary (`data-variant="primary"`, which
 * only Button sets; a Button that opens a dialog carries the trigger's `data-slot` instead of its own).
 */
const primaryActions = (page: Page) =>
  page
    .locator('[data-variant="primary"]')
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
    await expect.poll(() => primaryActions(portal.page)).toEqual([action]);
  });

  it.each(OTHER_PAGES)('%s: its way on, “%s”, is the one primary action', async (path, action) => {
    await visit(portal.page, path);
    await expect.poll(() => primaryActions(portal.page)).toEqual([action]);
  });

  it.each(CONTENT_PAGES)('%s: a page to read, with no primary action', async (path) => {
    await visit(portal.page, path);
    await expect.poll(() => primaryActions(portal.page)).toEqual([]);
  });

  it('the portal’s frame adds none', async () => {
    const { page } = portal;
    await signIn(page, 'owner@demo.dbcloud.dev');
    await visit(page, '/portal/acme/home');
    await expect.poll(async () => (await primaryActions(page)).length).toBeLessThanOrEqual(1);
  });

  it('products: the list’s is creating a product; the wizard’s is its next step', async () => {
    const { page } = portal;
    await signIn(page, 'owner@demo.dbcloud.dev');
    const pages: [string, string][] = [
      ['/portal/acme/products', 'Create product'],
      ['/portal/acme/product/create', 'Continue'],
    ];
    for (const [path, action] of pages) {
      await visit(page, path);
      await expect.poll(() => primaryActions(page), { message: path }).toEqual([action]);
    }
  });

  it('billing: the summary’s is paying what is unpaid; an invoice’s and cost details’ is printing', async () => {
    const { page } = portal;
    await signIn(page, 'owner@demo.dbcloud.dev');
    const pages: [string, string][] = [
      ['/portal/acme/billing/summary', 'Pay now'],
      [`/portal/acme/billing/invoice-details/${await newestPaidInvoice(page, 'acme')}`, 'Print'],
      [`/portal/acme/billing/cost-details/${await billedThisMonth(page)}`, 'Print'],
    ];
    for (const [path, action] of pages) {
      await visit(page, path);
      await expect.poll(() => primaryActions(page), { message: path }).toEqual([action]);
    }
  });
});
