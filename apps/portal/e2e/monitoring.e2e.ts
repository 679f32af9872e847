// The product page's monitoring tab (metrics/get-metric/): a chart per
// metric of every node or one, over a period, both in the URL (bad values fall back); the table twin with
// the API's numbers; a terminated product's empty charts; a failed chart with its retry; axe in both
// themes; nothing scrolls sideways at 375 px.
import type { Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  clearFaults,
  expectSettledPageAccessible,
  fakeNow,
  injectFault,
  installClock,
  OWNER,
  searchOf,
  signIn,
  usePortal,
  visit,
} from './support';

/** acme's running Production product with nodes A, B, C and D. */
const ORDERS = '/portal/acme/product/monitoring/prd-orders-eu';
/** acme's product terminated twelve days ago: nothing reported in the last 24 hours. */
const ANALYTICS = '/portal/acme/product/monitoring/prd-analytics-us';
const TITLES = [
  'CPU',
  'Memory',
  'Disk used',
  'Disk IO',
  'Network in',
  'Network out',
  'Connections',
  'Requests',
];

interface MetricBody {
  metric: string;
  nodeTag?: string;
  from: string;
  to: string;
  stepSeconds: number;
}
interface MetricAnswer {
  unit: string;
  stepSeconds: number;
  series: { nodeTag: string; points: { t: string; value: number | null }[] }[];
}

const card = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });
const chart = (page: Page, title: string) => card(page, title).getByRole('img');
const metricRequest = (request: Request, metric: string) =>
  request.url().endsWith('/api/v1/metrics/get-metric/') &&
  (request.postDataJSON() as MetricBody | null)?.metric === metric;

async function openMonitoring(page: Page, path: string) {
  await visit(page, path);
  await page.getByRole('heading', { level: 2, name: 'Monitoring' }).waitFor();
}

describe('monitoring', () => {
  const portal = usePortal();

  it('charts every metric of every node over the last 24 hours; node and period change the URL and the data', {
    tags: ['dates'],
    timeout: 90_000,
  }, async () => {
    const { page } = portal;
    await signIn(page, OWNER);
    await visit(page, '/portal/acme/product/general/prd-orders-eu');
    // The tab is in the bar, after Features.
    const bar = page.getByRole('navigation', { name: 'Product sections' });
    const cpuAsked = page.waitForRequest((request) => metricRequest(request, 'cpu'));
    await bar.getByRole('link', { name: 'Monitoring' }).click();
    await page.waitForURL((url) => url.pathname === '/portal/acme/product/monitoring/prd-orders-eu');
    // Every node at once (no nodeTag), the last 24 hours in 15-minute steps.
    const body = (await cpuAsked).postDataJSON() as MetricBody;
    expect(body.nodeTag).toBeUndefined();
    expect(body.stepSeconds).toBe(900);
    expect(Date.parse(body.to) - Date.parse(body.from)).toBe(24 * 3_600_000);

    for (const title of TITLES) await chart(page, title).waitFor();
    await expect.poll(() => page.getByRole('heading', { level: 3 }).allTextContents()).toEqual(TITLES);
    await expect
      .poll(() => chart(page, 'CPU').getAttribute('aria-label'))
      .toMatch(/^CPU of every node, last 24 hours/);
    await expect
      .poll(() =>
        card(page, 'CPU').getByRole('list', { name: 'Nodes' }).getByRole('listitem').allTextContents(),
      )
      .toEqual(['Node A', 'Node B', 'Node C', 'Node D']);
    await expect
      .poll(() =>
        card(page, 'CPU')
          .getByText(/^Peak \d+(\.\d)? %$/)
          .count(),
      )
      .toBe(1);
    await expect.poll(() => page.getByRole('combobox', { name: 'Node', exact: true }).inputValue()).toBe('');
    await expect
      .poll(() => page.getByRole('combobox', { name: 'Period', exact: true }).inputValue())
      .toBe('24h');
    await expectSettledPageAccessible(page);

    // One node: the URL says so, each chart draws that node alone (no legend needed).
    await page.getByRole('combobox', { name: 'Node', exact: true }).selectOption({ label: 'Node B' });
    await page.waitForURL((url) => url.searchParams.get('node') === 'B');
    await expect
      .poll(() => chart(page, 'Memory').getAttribute('aria-label'))
      .toMatch(/^Memory of node B, last 24 hours/);
    await expect.poll(() => card(page, 'Memory').getByRole('list', { name: 'Nodes' }).count()).toBe(0);

    // Another period: asked of the API in its own steps, the URL keeps the node.
    const weekAsked = page.waitForRequest(
      (request) =>
        metricRequest(request, 'memory') && (request.postDataJSON() as MetricBody).stepSeconds === 3600,
    );
    await page.getByRole('combobox', { name: 'Period', exact: true }).selectOption({ label: 'Last 7 days' });
    await page.waitForURL((url) => url.searchParams.get('period') === '7d');
    const week = (await weekAsked).postDataJSON() as MetricBody;
    expect(Date.parse(week.to) - Date.parse(week.from)).toBe(7 * 24 * 3_600_000);
    expect(searchOf(page)).toEqual({ node: 'B', period: '7d' });
    await expect
      .poll(() => chart(page, 'Memory').getAttribute('aria-label'))
      .toMatch(/^Memory of node B, last 7 days/);

    // Restored from the URL on reload.
    await page.reload();
    await chart(page, 'CPU').waitFor();
    await expect.poll(() => page.getByRole('combobox', { name: 'Node', exact: true }).inputValue()).toBe('B');
    await expect
      .poll(() => page.getByRole('combobox', { name: 'Period', exact: true }).inputValue())
      .toBe('7d');
    await expectSettledPageAccessible(page);
  });

  it('shows a chart’s numbers as a table, the same as the API answered', {
    tags: ['dates'],
    timeout: 60_000,
  }, async () => {
    const { page } = portal;
    await installClock(page);
    await signIn(page, OWNER);
    // The page's clock starts 5 s before a minute boundary: the table is opened after it, and must
    // still be the chart the user saw (the window moves once a minute, not whenever the page renders).
    const now = (await fakeNow(page)).getTime();
    await page.clock.setSystemTime(Math.ceil((now + 5_000) / 60_000) * 60_000 - 5_000);
    const answered = page.waitForResponse((response) => metricRequest(response.request(), 'cpu'));
    await openMonitoring(page, `${ORDERS}?node=A&period=1h`);
    const answer = (await (await answered).json()) as MetricAnswer;
    const points = answer.series.find((one) => one.nodeTag === 'A')?.points ?? [];
    expect(points.length).toBeGreaterThan(50);
    await page.clock.fastForward(10_000);
    const askedAgain: string[] = [];
    page.on('request', (request) => {
      if (metricRequest(request, 'cpu')) askedAgain.push(request.url());
    });

    const cpu = card(page, 'CPU');
    const toggle = cpu.getByRole('button', { name: 'Show as table' });
    await toggle.click();
    await expect.poll(() => toggle.getAttribute('aria-pressed')).toBe('true');
    const table = cpu.getByRole('table');
    await table.waitFor();
    await expect
      .poll(() => table.locator('caption').textContent())
      .toBe('CPU (%), last hour, one value every minute');
    await expect.poll(() => table.getByRole('columnheader').allTextContents()).toEqual(['Time', 'Node A']);
    await expect
      .poll(() => table.locator('tbody td').allTextContents())
      .toEqual(
        points.map((point) => (point.value === null ? 'No data' : `${Number(point.value.toFixed(1))} %`)),
      );
    expect(askedAgain).toEqual([]);
    await expectSettledPageAccessible(page);
    // And back to the chart.
    await toggle.click();
    await chart(page, 'CPU').waitFor();
    await expect.poll(() => cpu.getByRole('table').count()).toBe(0);
  });

  it('says when the nodes reported nothing in the period', { tags: ['dates'], timeout: 60_000 }, async () => {
    const { page } = portal;
    await signIn(page, OWNER);
    await openMonitoring(page, ANALYTICS);
    await card(page, 'CPU').getByRole('heading', { name: 'No data in the last 24 hours' }).waitFor();
    await expect
      .poll(() => page.getByRole('heading', { level: 4, name: 'No data in the last 24 hours' }).count())
      .toBe(TITLES.length);
    await expect.poll(() => page.getByRole('img').count()).toBe(0);
    // Over 30 days, the days before it was terminated are there.
    await page.getByRole('combobox', { name: 'Period', exact: true }).selectOption({ label: 'Last 30 days' });
    await chart(page, 'CPU').waitFor();
    await expectSettledPageAccessible(page);
  });

  it('falls back to every node and 24 hours for a node or period the URL gets wrong', {
    tags: ['dates'],
  }, async () => {
    const { page } = portal;
    await signIn(page, OWNER);
    await openMonitoring(page, `${ORDERS}?node=F&period=2d`);
    await page.getByText('Orders (EU) has no node F').waitFor();
    await chart(page, 'CPU').waitFor();
    await expect.poll(() => page.getByRole('combobox', { name: 'Node', exact: true }).inputValue()).toBe('');
    await expect
      .poll(() => page.getByRole('combobox', { name: 'Period', exact: true }).inputValue())
      .toBe('24h');
    await expect
      .poll(() => chart(page, 'CPU').getAttribute('aria-label'))
      .toMatch(/^CPU of every node, last 24 hours/);
    // Choosing a node puts a good one in the URL and the warning goes.
    await page.getByRole('combobox', { name: 'Node', exact: true }).selectOption({ label: 'Node C' });
    await page.waitForURL((url) => url.searchParams.get('node') === 'C');
    await page.getByText('Orders (EU) has no node F').waitFor({ state: 'detached' });
  });

  it('says which chart did not load, and loads it on “Try again”', async () => {
    const { page } = portal;
    portal.allowConsoleErrors(/status of 503/);
    await signIn(page, OWNER);
    await injectFault(page, { match: { operationId: 'getMetric' }, status: 503 });
    await visit(page, ORDERS);
    const cpu = card(page, 'CPU');
    await cpu.getByRole('heading', { name: 'The CPU chart did not load' }).waitFor();
    await expect
      .poll(() => page.getByRole('heading', { name: /chart did not load$/ }).count())
      .toBe(TITLES.length);
    await expectSettledPageAccessible(page);
    await clearFaults(page);
    await cpu.getByRole('button', { name: 'Try again' }).click();
    await chart(page, 'CPU').waitFor();
    // The others keep their error until retried.
    await expect
      .poll(() => page.getByRole('heading', { name: /chart did not load$/ }).count())
      .toBe(TITLES.length - 1);
  }, 60_000);
});

describe('monitoring in dark', () => {
  const portal = usePortal({ context: { colorScheme: 'dark' } });

  it('passes axe with the charts, a table and an empty chart', async () => {
    const { page } = portal;
    await signIn(page, OWNER);
    await openMonitoring(page, ORDERS);
    for (const title of TITLES) await chart(page, title).waitFor();
    await card(page, 'Memory').getByRole('button', { name: 'Show as table' }).click();
    await card(page, 'Memory').getByRole('table').waitFor();
    await expectSettledPageAccessible(page);
    await openMonitoring(page, ANALYTICS);
    await card(page, 'CPU').getByRole('heading', { name: 'No data in the last 24 hours' }).waitFor();
  }, 60_000);
});

describe('monitoring at 375 px', () => {
  const portal = usePortal({ context: { viewport: { width: 375, height: 800 } } });

  it('scrolls nothing sideways, charts and tables included', async () => {
    const { page } = portal;
    await signIn(page, OWNER);
    await openMonitoring(page, ORDERS);
    for (const title of TITLES) await chart(page, title).waitFor();
    const overflow = () =>
      page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    await expect.poll(() => overflow()).toBe(0);
    await card(page, 'Network in').getByRole('button', { name: 'Show as table' }).click();
    await card(page, 'Network in').getByRole('table').waitFor();
    await expect.poll(() => overflow()).toBe(0);
  }, 60_000);
});
