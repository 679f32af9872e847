// The product page's Health and Audit log tabs (product/{tab}/{id}):
// availability, incidents and suggestions as the API answers them for the period and node chosen (kept
// in the address, bad values falling back to the defaults), a node's audit log day by day with its empty
// day, each part's failure shown in words with a retry, axe-clean in both themes and at 375 px.
import type { ClusterAvailability, ClusterIncidentList, ClusterSuggestionList } from '@dbcloud/api-client';
import type { Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  api,
  clearFaults,
  expectSettledPageAccessible,
  fakeNow,
  injectFault,
  OWNER,
  searchOf,
  settle,
  signIn,
  usePortal,
  visit,
} from './support';

/** acme's Production product: nodes A, B, C since 67 days, the additional node D since 20 days. */
const ORDERS = 'prd-orders-eu';
const DAY_MS = 86_400_000;

const tabPath = (tab: 'health' | 'audit', search = '') => `/portal/acme/product/${tab}/${ORDERS}${search}`;
const utcDay = (at: number) => new Date(at).toISOString().slice(0, 10);
const percent = (value: number) =>
  `${new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 }).format(value)}%`;

type Part = 'incidents' | 'suggestions' | 'availability';
interface TimeWindow {
  domainName: string;
  productId: string;
  from: string;
  to: string;
}

/** Records the body of the page's last request for each cluster-health part. */
function watchHealthRequests(page: Page): Partial<Record<Part, TimeWindow>> {
  const last: Partial<Record<Part, TimeWindow>> = {};
  page.on('request', (request: Request) => {
    const part = request.url().match(/\/api\/v1\/cluster-health\/(incidents|suggestions|availability)$/)?.[1];
    if (part) last[part as Part] = request.postDataJSON() as TimeWindow;
  });
  return last;
}

/** What the API answers for the same window the page asked for (the test's own call, same world). */
async function answer<T>(page: Page, part: Part, body: TimeWindow | undefined): Promise<T> {
  if (!body) throw new Error(`The page made no ${part} request.`);
  return api<T>(page, 'POST', `/cluster-health/${part}`, body, { tenant: 'acme' });
}

const section = (page: Page, title: string) =>
  page.locator('[data-slot="card"]').filter({ has: page.getByRole('heading', { level: 3, name: title }) });

/** The incidents listed, by id, in order. */
const shownIncidents = (page: Page) =>
  page.locator('[data-incident]').evaluateAll((all) => all.map((el) => el.getAttribute('data-incident')));

/** Checks the three parts against the API's answers for the windows the page asked for. */
async function expectHealthAsAnswered(page: Page, asked: Partial<Record<Part, TimeWindow>>, node?: string) {
  const availability = await answer<ClusterAvailability>(page, 'availability', asked.availability);
  await expect
    .poll(() => page.getByTestId('availability-figure').textContent())
    .toBe(percent(availability.availabilityPercent));
  await expect
    .poll(() => page.getByRole('list', { name: 'Availability by day (UTC)' }).getByRole('listitem').count())
    .toBe(availability.days.length);

  const { incidents } = await answer<ClusterIncidentList>(page, 'incidents', asked.incidents);
  const expected = incidents
    .filter((i) => !node || i.nodeTag === null || i.nodeTag === node)
    .map((i) => i.id);
  // The newest ten first, the rest on demand.
  if (expected.length > 10) {
    await expect.poll(() => shownIncidents(page)).toEqual(expected.slice(0, 10));
    await section(page, 'Incidents')
      .getByRole('button', { name: `Show all ${expected.length} incidents` })
      .click();
  }
  await expect.poll(() => shownIncidents(page)).toEqual(expected);
  if (expected.length === 0)
    await section(page, 'Incidents').getByText('No incidents in this period').waitFor();

  const { suggestions } = await answer<ClusterSuggestionList>(page, 'suggestions', asked.suggestions);
  await expect
    .poll(() => section(page, 'Suggestions').getByRole('heading', { level: 4 }).allTextContents())
    .toEqual(suggestions.length ? suggestions.map((s) => s.title) : ['No suggestions in this period']);
}

const spanDays = (span: TimeWindow | undefined) =>
  span ? Math.round((Date.parse(span.to) - Date.parse(span.from)) / DAY_MS) : Number.NaN;

describe('health tab', () => {
  const portal = usePortal();

  it('shows availability, incidents and suggestions as the API answers them for the last 30 days', {
    tags: ['dates'],
  }, async () => {
    const { page } = portal;
    const asked = watchHealthRequests(page);
    await signIn(page, OWNER);
    await visit(page, tabPath('health'));
    await expect.poll(() => page.getByRole('combobox', { name: 'Period' }).inputValue()).toBe('30d');
    expect(spanDays(asked.availability)).toBe(30);
    await expectHealthAsAnswered(page, asked);
  });

  it('changing the period and the node updates the URL and the data; both are restored on reload', {
    tags: ['dates'],
    timeout: 90_000,
  }, async () => {
    const { page } = portal;
    const asked = watchHealthRequests(page);
    await signIn(page, OWNER);
    await visit(page, tabPath('health'));

    const incidentsAsked = page.waitForRequest((r) => r.url().endsWith('/cluster-health/incidents'));
    await page.getByRole('combobox', { name: 'Period' }).selectOption('90d');
    await page.waitForURL((url) => url.searchParams.get('period') === '90d');
    await incidentsAsked;
    await expectSettledPageAccessible(page);
    expect(spanDays(asked.incidents)).toBe(90);
    await expectHealthAsAnswered(page, asked);
    // 67 days of a Production cluster: incidents to filter by node.
    await expect.poll(async () => (await shownIncidents(page)).length).toBeGreaterThan(0);

    await page.getByRole('combobox', { name: 'Incidents on' }).selectOption('B');
    await page.waitForURL((url) => url.searchParams.get('node') === 'B');
    await settle(page);
    await expectHealthAsAnswered(page, asked, 'B');
    expect(searchOf(page).period).toBe('90d');

    await page.reload();
    await settle(page);
    await expect.poll(() => page.getByRole('combobox', { name: 'Period' }).inputValue()).toBe('90d');
    await expect.poll(() => page.getByRole('combobox', { name: 'Incidents on' }).inputValue()).toBe('B');
    await expectHealthAsAnswered(page, asked, 'B');
  });

  it('falls back to the last 30 days and every node for values it cannot use', {
    tags: ['dates'],
  }, async () => {
    const { page } = portal;
    const asked = watchHealthRequests(page);
    await signIn(page, OWNER);
    await visit(page, tabPath('health', '?period=1y&node=Q'));
    await expect.poll(() => page.getByRole('combobox', { name: 'Period' }).inputValue()).toBe('30d');
    await expect.poll(() => page.getByRole('combobox', { name: 'Incidents on' }).inputValue()).toBe('');
    expect(spanDays(asked.availability)).toBe(30);
    await expectHealthAsAnswered(page, asked);
  });

  it('a part that fails says so in place, keeps the others, and loads on “Try again”', async () => {
    const { page } = portal;
    portal.allowConsoleErrors(/status of 503/);
    await signIn(page, OWNER);
    await injectFault(page, { match: { operationId: 'getClusterIncidents' }, status: 503 });
    await visit(page, tabPath('health'));
    const incidents = section(page, 'Incidents');
    await incidents.getByRole('heading', { name: 'Incidents did not load' }).waitFor();
    await page.getByTestId('availability-figure').waitFor();
    await section(page, 'Suggestions').getByRole('heading', { level: 4 }).first().waitFor();

    await clearFaults(page);
    await incidents.getByRole('button', { name: 'Try again' }).click();
    await incidents.locator('[data-incident], [data-slot="empty-state"]').first().waitFor();
    await expect
      .poll(() => incidents.getByRole('heading', { name: 'Incidents did not load' }).count())
      .toBe(0);
  });
});

describe('audit log tab', () => {
  const portal = usePortal();

  it('shows a node’s entries for a day, moves a day at a time, and says when a day has none', {
    tags: ['dates'],
    timeout: 90_000,
  }, async () => {
    const { page } = portal;
    await signIn(page, OWNER);
    // The demo's restart of node A from the portal, three days before the reset, at 09:00.
    const now = (await fakeNow(page)).getTime();
    const restartDay = utcDay(now - 3 * DAY_MS + 9 * 3_600_000);
    await visit(page, tabPath('audit', `?node=A&date=${restartDay}`));
    const restart = page.getByRole('row').filter({ hasText: 'Node A restarted from the portal.' });
    await expect.poll(() => restart.getByRole('cell').nth(1).textContent()).toBe(OWNER);
    await expect.poll(() => restart.getByRole('cell').nth(2).textContent()).toBe('Node restarted');
    await expect.poll(() => page.getByLabel('Day (UTC)').inputValue()).toBe(restartDay);

    const asked = page.waitForRequest((r) => r.url().includes(`/audit-log/list/acme/${ORDERS}/A/`));
    await page.getByRole('button', { name: 'Previous day' }).click();
    const previous = utcDay(Date.parse(restartDay) - DAY_MS);
    expect((await asked).url()).toContain(`/A/${previous}`);
    await page.waitForURL((url) => url.searchParams.get('date') === previous);
    await settle(page);
    await expect.poll(() => page.getByText('Node A restarted from the portal.').count()).toBe(0);

    // Node D was added 20 days ago: 25 days ago it had no entries.
    await page.getByRole('combobox', { name: 'Node' }).selectOption('D');
    await page.waitForURL((url) => url.searchParams.get('node') === 'D');
    const empty = utcDay(now - 25 * DAY_MS);
    await page.getByLabel('Day (UTC)').fill(empty);
    await page.waitForURL((url) => url.searchParams.get('date') === empty);
    await page.getByRole('heading', { name: 'No entries on this day' }).waitFor();
    await expectSettledPageAccessible(page);

    await page.reload();
    await page.getByRole('heading', { name: 'No entries on this day' }).waitFor();
    await expect.poll(() => page.getByRole('combobox', { name: 'Node' }).inputValue()).toBe('D');
    await expect.poll(() => page.getByLabel('Day (UTC)').inputValue()).toBe(empty);
  });

  it('opens today on the first node for values it cannot use; no next day after today', {
    tags: ['dates'],
  }, async () => {
    const { page } = portal;
    await signIn(page, OWNER);
    await visit(page, tabPath('audit', '?node=Q&date=2020-02-30'));
    const today = utcDay((await fakeNow(page)).getTime());
    await expect.poll(() => page.getByLabel('Day (UTC)').inputValue()).toBe(today);
    await expect.poll(() => page.getByRole('combobox', { name: 'Node' }).inputValue()).toBe('A');
    await expect.poll(() => page.getByRole('button', { name: 'Next day' }).isDisabled()).toBe(true);
  });

  it('a failed load says so with a retry that loads the day', async () => {
    const { page } = portal;
    portal.allowConsoleErrors(/status of 500/);
    await signIn(page, OWNER);
    await injectFault(page, { match: { operationId: 'listAuditLog' }, status: 500 });
    await visit(page, tabPath('audit'));
    await page.getByRole('heading', { name: 'The audit log did not load' }).waitFor();
    await clearFaults(page);
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.locator('table, [data-slot="empty-state"]').first().waitFor();
    expect(await page.getByRole('heading', { name: 'The audit log did not load' }).count()).toBe(0);
  });
});

describe('health and audit log in dark, and at 375 px', () => {
  const portal = usePortal({ context: { colorScheme: 'dark', viewport: { width: 375, height: 800 } } });

  it('both tabs pass axe and do not scroll sideways; the bar shows the current tab', async () => {
    const { page } = portal;
    await signIn(page, OWNER);
    for (const [path, label] of [
      [tabPath('health', '?period=90d'), 'Health'],
      [tabPath('audit'), 'Audit log'],
    ] as const) {
      await visit(page, path);
      await expect
        .poll(() =>
          page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
        )
        .toBe(0);
      // the tab bar scrolls sideways at 375 px: the current tab is in its view, whole
      const bar = page.getByRole('navigation', { name: 'Product sections' });
      const current = bar.getByRole('link', { name: label });
      await expect.poll(() => current.getAttribute('aria-current')).toBe('page');
      await expect
        .poll(() =>
          bar.evaluate((nav, name) => {
            const box = nav.getBoundingClientRect();
            const tab = [...nav.querySelectorAll('a')].find((a) => a.textContent === name);
            const at = tab?.getBoundingClientRect();
            return Boolean(at && at.left >= box.left - 1 && at.right <= box.right + 1);
          }, label),
        )
        .toBe(true);
    }
  });
});
