// Monthly budgets: set on the billing page, a threshold crossed as the fake clock moves (one e-mail, one
// banner on home and billing), no second e-mail without a new threshold, and the scale dialog's warning
// and the add-node form's warnings when a change would take the forecast over the budget.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  advanceClock,
  api,
  expectSettledPageAccessible,
  heading,
  mailbox,
  OWNER,
  resetWorld,
  signIn,
  usePortal,
  visit,
} from './support';

const SUMMARY = '/portal/acme/billing/summary';
/** The 20th of a month at noon: acme has spent part of its month, and has ten days left. */
const PINNED = new Date('2026-11-20T12:00:00Z');

interface Budget {
  budget: { amountCents: number } | null;
  spentSoFar: { amountCents: number };
  forecast: { amountCents: number };
  alerts: { kind: string; percent: number | null }[];
}

const ACME = { tenant: 'acme' };
const readBudget = (page: Page) => api<Budget>(page, 'GET', '/billing/budget/acme', undefined, ACME);
const budgetMails = async (page: Page) =>
  (await mailbox(page, OWNER)).filter((mail) => mail.link.endsWith(SUMMARY));
const budgetCard = (page: Page) =>
  page.locator('[data-slot="card"]').filter({ has: page.getByRole('heading', { name: 'Monthly budget' }) });
const banner = (page: Page) => page.getByRole('status').filter({ hasText: /% of this month’s budget of/ });

/** A budget a dollar above this month's forecast, without alerts: any change that costs more goes over it. */
async function setBudgetJustAboveForecast(page: Page) {
  const { forecast } = await readBudget(page);
  const budget = { amountCents: forecast.amountCents + 100, thresholds: [], alertOnForecast: false };
  await api(page, 'POST', '/billing/set-budget/acme', budget, ACME);
}

describe('monthly budgets', { tags: ['dates'] }, () => {
  const portal = usePortal();

  it('alerts once per threshold: one e-mail and one banner when 80 % is crossed, nothing more without a new one', async () => {
    const { page } = portal;
    await signIn(page, OWNER);
    await resetWorld(page, 'default', { at: PINNED });
    await signIn(page, OWNER);
    const { spentSoFar } = await readBudget(page);
    // 75 % spent: 50 % is crossed at once, 80 % once the clock moves on
    const amount = Math.ceil(spentSoFar.amountCents / 0.75 / 100);

    await visit(page, SUMMARY);
    const card = budgetCard(page);
    await card.getByRole('button', { name: 'Set a budget' }).click();
    const form = page.getByRole('form', { name: 'Monthly budget' });
    await form.getByLabel('Monthly budget (USD)').fill(String(amount));
    await form.getByLabel('Also when the forecast goes above the budget').uncheck();
    await expectSettledPageAccessible(page);
    await form.getByRole('button', { name: 'Save budget' }).click();
    await card.getByRole('button', { name: 'Change the budget' }).waitFor();
    await expect.poll(() => card.textContent()).toContain('50% of the budget spent');
    await expect.poll(async () => (await budgetMails(page)).length).toBe(1);

    // the clock moves three hours at a time until 80 % is crossed
    let crossed: (number | null)[] = [];
    for (let step = 0; step < 40 && !crossed.includes(80); step += 1) {
      await advanceClock(page, 180);
      crossed = (await readBudget(page)).alerts.map((alert) => alert.percent);
    }
    expect(crossed).toEqual([50, 80]);
    const mails = await budgetMails(page);
    expect(mails.map((mail) => mail.subject)).toEqual([
      expect.stringContaining('has spent 50% of its budget'),
      expect.stringContaining('has spent 80% of its budget'),
    ]);

    // one banner, on the home page and on billing
    await visit(page, '/portal/acme/home');
    await heading(page, /^Welcome/).waitFor();
    await expect
      .poll(() => banner(page).allTextContents())
      .toEqual([expect.stringMatching(/^80% of this month’s budget of \$[\d,]+\.00 is spent/)]);
    await expectSettledPageAccessible(page);
    await visit(page, SUMMARY);
    await expect.poll(() => banner(page).count()).toBe(1);

    // moving on without crossing another threshold sends nothing more
    await advanceClock(page, 60);
    const after = await readBudget(page);
    expect(after.spentSoFar.amountCents).toBeLessThan(amount * 100);
    expect(after.alerts.map((alert) => alert.percent)).toEqual([50, 80]);
    expect(await budgetMails(page)).toHaveLength(2);
  }, 120_000);

  it('warns in the scale dialog when a change would take the forecast over the budget', async () => {
    const { page } = portal;
    // ten days left in the month: a bigger instance adds to the forecast whatever day the test runs
    await signIn(page, OWNER);
    await resetWorld(page, 'default', { at: PINNED });
    await signIn(page, OWNER);
    await setBudgetJustAboveForecast(page);
    await visit(page, '/portal/acme/product/general/prd-orders-eu');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.getByLabel('Instance size').selectOption('P40');
    const warning = page.getByRole('status').filter({ hasText: 'would take the forecast over your budget' });
    await expect
      .poll(() => warning.textContent())
      .toMatch(
        /^This would take the forecast over your budget of \$[\d,]+\.\d\dThis month’s forecast would be/,
      );
    await expectSettledPageAccessible(page);
  });

  it('warns in the add-node form, before the node is added, when it would take the forecast over the budget', async () => {
    const { page } = portal;
    await signIn(page, OWNER);
    await resetWorld(page, 'default', { at: PINNED });
    await signIn(page, OWNER);
    await setBudgetJustAboveForecast(page);
    await visit(page, '/portal/acme/product/nodes/prd-orders-eu');
    const form = page.getByRole('form', { name: 'Add a node' });
    await expect
      .poll(() =>
        form
          .getByRole('status')
          .filter({ hasText: /^Price / })
          .textContent(),
      )
      .toMatch(/^Price from \$[\d,]+\.\d\d to \$[\d,]+\.\d\d a month \(\+\$[\d,]+\.\d\d\)$/);
    const warning = form.getByRole('status').filter({ hasText: 'would take the forecast over your budget' });
    await expect
      .poll(() => warning.textContent())
      .toMatch(
        /^This would take the forecast over your budget of \$[\d,]+\.\d\dThis month’s forecast would be/,
      );
    await expectSettledPageAccessible(page);
    // nothing was added: the warning comes before the click
    await expect.poll(() => page.getByText('1 of 3 additional nodes in use.').isVisible()).toBe(true);
  });
});
