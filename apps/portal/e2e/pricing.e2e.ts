// The pricing calculator (/pricing) as a visitor and a customer use it: a shared address
// restores every field and the server's price for it; the throughput is floored to whole MB/s before it
// is sent; a signed-in user with an account gets that account's prices; a broken link falls back
// to the defaults and says so; typing asks for one price, not one per keystroke; a failed price has a
// retry; and the page passes axe in light and dark.
import type { Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  api,
  expectNoAxeViolations,
  expectSettledPageAccessible,
  fieldError,
  injectFault,
  installClock,
  settle,
  signIn,
  usePortal,
  visit,
} from './support';

const PUBLIC = '/api/v1/pricing/calculate-price';
const INTERNAL = '/api/v1/pricing/calculate-internal-price';

interface PriceRequest {
  provider: string;
  region: string;
  tier: string;
  instanceType: string;
  storage: { type: string; sizeGb: number; iops: number; throughput: number };
  dataTransferGb: number;
  period: string;
  startDate?: string;
  endDate?: string;
}

interface PriceAnswer {
  monthlyEstimate: { amountCents: number; currency: string };
  rangeTotal: { amountCents: number; currency: string } | null;
  lines: { kind: string; monthlyAmountCents: number }[];
  discounts: { source: string; description: string; monthlyAmountCents: number }[];
}

/** The price requests the page sends, by path, with their bodies and tenant header. */
function capturePriceRequests(page: Page) {
  const sent: { path: string; body: PriceRequest; tenant: string | undefined }[] = [];
  page.on('request', (request: Request) => {
    const path = new URL(request.url()).pathname;
    if (request.method() === 'POST' && (path === PUBLIC || path === INTERNAL)) {
      sent.push({
        path,
        body: request.postDataJSON() as PriceRequest,
        tenant: request.headers()['x-tenant-id'],
      });
    }
  });
  return sent;
}

/** The server's own answer for `body`, asked in the test's world (its cookies: the session too). */
async function serverPrice(
  page: Page,
  path: string,
  body: PriceRequest,
  tenant?: string,
): Promise<PriceAnswer> {
  return api<PriceAnswer>(page, 'POST', path, body, { tenant });
}

const money = (cents: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100);

const summary = (page: Page) => page.getByRole('region', { name: 'Estimated cost' });
const totalRow = (page: Page) =>
  summary(page)
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: 'Total' }) });
const rowText = async (page: Page, name: string | RegExp) =>
  (
    (await summary(page)
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name }) })
      .textContent()) ?? ''
  ).replace(/\s+/g, ' ');

const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
const select = (page: Page, name: string) => page.getByRole('combobox', { name, exact: true });
const radio = (page: Page, name: string | RegExp) => page.getByRole('radio', { name });

/** The address of a configuration, as the calculator writes it (and a customer shares it). */
function pricingUrl(body: PriceRequest): string {
  const query = new URLSearchParams({
    config: JSON.stringify({
      provider: body.provider,
      region: body.region,
      tier: body.tier,
      instanceType: body.instanceType,
      storage: body.storage,
    }),
    dataTransfer: String(body.dataTransferGb),
    period: body.period,
  });
  if (body.startDate && body.endDate) {
    query.set('startDate', body.startDate);
    query.set('endDate', body.endDate);
  }
  return `/pricing?${query}`;
}

// Google Cloud, Development, a premium SSD with IOPS and throughput above what it includes, a year's
// commitment and a date range: every line and discount of the answer is used.
const SHARED: PriceRequest = {
  provider: 'Gcp',
  region: 'europe-west1',
  tier: 'Development',
  instanceType: 'DV20',
  storage: { type: 'pd-ssd', sizeGb: 250, iops: 4000, throughput: 200 },
  dataTransferGb: 750,
  period: 'yearly',
  startDate: '2026-12-01',
  endDate: '2026-12-31',
};

// What the calculator starts from without a query (features/pricing/configuration.ts).
const DEFAULTS: PriceRequest = {
  provider: 'Aws',
  region: 'eu-west-1',
  tier: 'Production',
  instanceType: 'PR20',
  storage: { type: 'gp3', sizeGb: 128, iops: 3000, throughput: 125 },
  dataTransferGb: 100,
  period: 'hourly',
};

/** What every field of the calculator shows. */
async function shownConfiguration(page: Page) {
  const checked = async (names: string[]) => {
    for (const name of names) if (await radio(page, new RegExp(`^${name}`)).isChecked()) return name;
    return undefined;
  };
  return {
    provider: await checked(['Amazon Web Services', 'Microsoft Azure', 'Google Cloud']),
    region: await select(page, 'Region').inputValue(),
    tier: await checked(['Free', 'Development', 'Production']),
    instanceType: await select(page, 'Instance type').inputValue(),
    storageType: await select(page, 'Storage type').inputValue(),
    sizeGb: await field(page, 'Size (GiB)').inputValue(),
    iops: await field(page, 'IOPS').inputValue(),
    throughput: await field(page, 'Throughput (MB/s)').inputValue(),
    dataTransfer: await field(page, 'Data transferred out (GB a month)').inputValue(),
    period: await checked(['Pay as you go', 'Monthly', 'Yearly']),
    startDate: await page.getByLabel('Start date').inputValue(),
    endDate: await page.getByLabel('End date').inputValue(),
  };
}

describe('pricing calculator', () => {
  const portal = usePortal();

  it('a shared address restores every field, and the price shown is the one the server gives for it', async () => {
    const { page } = portal;
    const sent = capturePriceRequests(page);
    await visit(page, pricingUrl(SHARED));

    await expect
      .poll(() => shownConfiguration(page))
      .toEqual({
        provider: 'Google Cloud',
        region: 'europe-west1',
        tier: 'Development',
        instanceType: 'DV20',
        storageType: 'pd-ssd',
        sizeGb: '250',
        iops: '4000',
        throughput: '200',
        dataTransfer: '750',
        period: 'Yearly',
        startDate: '2026-12-01',
        endDate: '2026-12-31',
      });
    // Signed out: the public operation, once, with exactly the shared configuration.
    expect(sent).toEqual([{ path: PUBLIC, body: SHARED, tenant: undefined }]);

    const answer = await serverPrice(page, PUBLIC, SHARED);
    await expect
      .poll(() => totalRow(page).textContent())
      .toContain(money(answer.monthlyEstimate.amountCents));
    for (const [kind, name] of [
      ['compute', 'Compute'],
      ['storage', 'Storage'],
      ['iops', 'IOPS'],
      ['throughput', 'Throughput'],
      ['dataTransfer', 'Data transfer'],
    ] as const) {
      const line = answer.lines.find((l) => l.kind === kind);
      expect(line, kind).toBeDefined();
      await expect
        .poll(() => rowText(page, new RegExp(`^${name}`)))
        .toContain(money(line?.monthlyAmountCents ?? -1));
    }
    // The yearly commitment's discount, and the date range's total.
    expect(answer.discounts.map((d) => d.source)).toEqual(['paymentPeriod']);
    await expect
      .poll(() => rowText(page, /^Discount/))
      .toContain(`−${money(answer.discounts[0]?.monthlyAmountCents ?? -1)}`);
    expect(answer.rangeTotal).not.toBeNull();
    await summary(page)
      .getByText(`From 1 Dec 2026 to 31 Dec 2026 (744 hours): ${money(answer.rangeTotal?.amountCents ?? -1)}`)
      .waitFor();
    await summary(page).getByText('List prices, before any discount of your own').waitFor();
  });

  it('sends the throughput floored to whole MB/s, whatever is typed; the field keeps what was typed', async () => {
    const { page } = portal;
    await visit(page, '/pricing');
    const sent = capturePriceRequests(page);
    const throughput = field(page, 'Throughput (MB/s)');

    // The fake cloud's storage types start at 125 MB/s: 10.7 (priced as 10) is below it, said beside
    // the field, and nothing is sent.
    await throughput.fill('10.7');
    await expect.poll(() => fieldError(throughput)).toContain('Between 125 and 1,000 MB/s.');
    await settle(page);
    expect(sent).toEqual([]);
    await summary(page).getByText('Fix the highlighted fields to update the price.').waitFor();

    await throughput.fill('130.7');
    await expect.poll(() => sent.length).toBe(1);
    expect(sent[0]?.body.storage.throughput).toBe(130);
    expect(sent[0]?.body).toEqual({ ...DEFAULTS, storage: { ...DEFAULTS.storage, throughput: 130 } });
    await settle(page);
    await expect.poll(() => throughput.inputValue()).toBe('130.7');
    await expect.poll(() => throughput.getAttribute('aria-invalid')).toBeNull();
    await page.getByText('Priced in whole MB/s: as 130 MB/s.').waitFor();
    // The address holds what was typed: reloaded, the page sends the same floored value.
    expect(JSON.parse(new URL(page.url()).searchParams.get('config') ?? '{}').storage.throughput).toBe(130.7);
    const answer = await serverPrice(page, PUBLIC, sent[0]?.body as PriceRequest);
    await expect
      .poll(() => totalRow(page).textContent())
      .toContain(money(answer.monthlyEstimate.amountCents));
    await expectNoAxeViolations(page);
  });

  it('typing several characters quickly asks for one price, keeps the previous one shown meanwhile and adds no history entries', async () => {
    const { page } = portal;
    await installClock(page);
    await visit(page, '/pricing');
    const before = (await totalRow(page).textContent()) ?? '';
    const historyLength = await page.evaluate(() => history.length);
    const sent = capturePriceRequests(page);
    const transfer = field(page, 'Data transferred out (GB a month)');

    // A key every 150 ms of the page's time (its clock moves only when the test moves it): no price is
    // asked for while the keys keep coming; the pause after the last one asks once.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
    await transfer.selectText();
    for (const key of '2500') {
      await transfer.press(key);
      await page.clock.runFor(150);
    }
    await expect.poll(() => transfer.inputValue()).toBe('2500');
    expect(sent).toEqual([]);
    // The previous price stays, marked as updating.
    await expect.poll(() => totalRow(page).textContent()).toBe(before);
    await summary(page).getByText('Updating').waitFor();

    await page.clock.runFor(500);
    await page.clock.resume();
    await expect.poll(() => sent.length).toBe(1);
    expect(sent[0]?.body.dataTransferGb).toBe(2500);
    await settle(page);
    await page.clock.runFor(5_000);
    await settle(page);
    expect(sent).toHaveLength(1);

    const answer = await serverPrice(page, PUBLIC, sent[0]?.body as PriceRequest);
    await expect
      .poll(() => totalRow(page).textContent())
      .toContain(money(answer.monthlyEstimate.amountCents));
    expect(new URL(page.url()).searchParams.get('dataTransfer')).toBe('2500');
    await expect.poll(() => page.evaluate(() => history.length)).toBe(historyLength);
  });

  it('a malformed address falls back to the defaults for what is wrong and says so', async () => {
    const { page } = portal;
    const sent = capturePriceRequests(page);
    await visit(
      page,
      '/pricing?config=%7B%22provider%22%3A&dataTransfer=-5&startDate=2026-12-31&endDate=2026-12-01&period=weekly',
    );
    const notice = page.getByRole('status').filter({ hasText: 'Part of this link could not be used' });
    await notice.getByText('The configuration in the link could not be read').waitFor();
    await notice.getByText('The link’s data transfer and payment period were not valid').waitFor();
    await notice.getByText('The link’s end date was before its start date').waitFor();
    await expect
      .poll(() => shownConfiguration(page))
      .toEqual({
        provider: 'Amazon Web Services',
        region: 'eu-west-1',
        tier: 'Production',
        instanceType: 'PR20',
        storageType: 'gp3',
        sizeGb: '128',
        iops: '3000',
        throughput: '125',
        dataTransfer: '100',
        period: 'Pay as you go',
        startDate: '',
        endDate: '',
      });
    expect(sent.map((s) => s.body)).toEqual([DEFAULTS]);
    const answer = await serverPrice(page, PUBLIC, DEFAULTS);
    await expect
      .poll(() => totalRow(page).textContent())
      .toContain(money(answer.monthlyEstimate.amountCents));
  });

  it('a value the price list does not offer with the rest (a region of another provider, an unknown provider) falls back too', async () => {
    const { page } = portal;
    const config = JSON.stringify({
      provider: 'Azure',
      region: 'us-east-1',
      tier: 'Production',
      instanceType: 'PR30',
      storage: { type: 'gp3', sizeGb: -20, iops: 3000, throughput: 125 },
    });
    await visit(page, `/pricing?config=${encodeURIComponent(config)}`);
    await page.getByText('The link’s storage size was not valid: the calculator uses its default.').waitFor();
    await page
      .getByText('The region and storage type are not offered with the rest of the configuration')
      .waitFor();
    const shown = await shownConfiguration(page);
    expect(shown).toMatchObject({
      provider: 'Microsoft Azure',
      region: 'westeurope',
      instanceType: 'PR30',
      storageType: 'standard-ssd',
      sizeGb: '128',
    });
  });

  it('a price that fails is said in words with a retry; the retry prices it', async () => {
    const { page } = portal;
    portal.allowConsoleErrors(/status of 422/);
    await injectFault(page, { match: { operationId: 'calculatePrice' }, status: 422, times: 1 });
    await visit(page, '/pricing');
    const failure = summary(page).getByRole('alert').filter({ hasText: 'The price could not be calculated' });
    await failure.getByText('This failure was injected by the fake cloud.').waitFor();
    await failure.getByRole('button', { name: 'Try again' }).click();
    await failure.waitFor({ state: 'detached' });
    const answer = await serverPrice(page, PUBLIC, DEFAULTS);
    await totalRow(page).getByText(money(answer.monthlyEstimate.amountCents)).first().waitFor();
    await expectSettledPageAccessible(page);
  });

  it('options follow each other: another provider brings its regions and storage types, another tier its instances', async () => {
    const { page } = portal;
    const sent = capturePriceRequests(page);
    await visit(page, '/pricing');
    await radio(page, /^Microsoft Azure/).check();
    await expect.poll(() => select(page, 'Region').inputValue()).toBe('westeurope');
    await expect.poll(() => select(page, 'Storage type').inputValue()).toBe('standard-ssd');
    const regions = await select(page, 'Region').locator('option').allTextContents();
    expect(regions).toEqual([
      'West Europe (Netherlands) (westeurope)',
      'East US (Virginia) (eastus)',
      'Southeast Asia (Singapore) (southeastasia)',
    ]);
    await radio(page, /^Development/).check();
    await expect.poll(() => select(page, 'Instance type').inputValue()).toBe('DV10');
    await settle(page);
    expect(sent.at(-1)?.body).toMatchObject({
      provider: 'Azure',
      region: 'westeurope',
      tier: 'Development',
      instanceType: 'DV10',
      storage: { type: 'standard-ssd' },
    });
  });

  it('its one primary action leads a visitor to sign-up', async () => {
    const { page } = portal;
    await visit(page, '/pricing');
    const primary = page.getByRole('main').locator('[data-slot="button"][data-variant="primary"]');
    await expect.poll(() => primary.allTextContents()).toEqual(['Start with this configuration']);
    await primary.click();
    await page.waitForURL((url) => url.pathname === '/user/register');
  });

  it('is reached from the landing page and the public header', async () => {
    const { page } = portal;
    await visit(page, '/');
    await page.getByRole('main').getByRole('link', { name: 'See pricing' }).click();
    await page.waitForURL((url) => url.pathname === '/pricing');
    await page.getByRole('heading', { level: 1, name: 'Estimate what your cluster costs' }).waitFor();
    await visit(page, '/terms');
    await page.getByRole('navigation', { name: 'Site' }).getByRole('link', { name: 'Pricing' }).click();
    await page.waitForURL((url) => url.pathname === '/pricing');
    const title = page.getByRole('heading', { level: 1, name: 'Estimate what your cluster costs' });
    await title.waitFor();
    expect(await title.isVisible()).toBe(true);
  });
});

describe('pricing calculator, signed in', () => {
  const portal = usePortal();

  it('prices for the account, with its discounts: acme’s committed use takes 15% off compute', async () => {
    const { page } = portal;
    await signIn(page, 'owner@demo.dbcloud.dev');
    const sent = capturePriceRequests(page);
    await visit(page, pricingUrl(SHARED));

    expect(sent).toEqual([{ path: INTERNAL, body: SHARED, tenant: 'acme' }]);
    await summary(page).getByText('Prices for acme, with its discounts').waitFor();

    const internal = await serverPrice(page, INTERNAL, SHARED, 'acme');
    const listed = await serverPrice(page, PUBLIC, SHARED);
    expect(internal.monthlyEstimate.amountCents).toBeLessThan(listed.monthlyEstimate.amountCents);
    const total = (await totalRow(page).textContent()) ?? '';
    expect(total).toContain(money(internal.monthlyEstimate.amountCents));
    expect(total).not.toContain(money(listed.monthlyEstimate.amountCents));
    const own = internal.discounts.find((d) => d.source === 'committedUse');
    expect(own?.description).toBe('Committed-use contract, 15% off compute');
    await expect
      .poll(() => rowText(page, /^Your discount/))
      .toContain(`−${money(own?.monthlyAmountCents ?? -1)}`);

    // The page's one action goes on to the account in the portal.
    const primary = page.getByRole('main').locator('[data-slot="button"][data-variant="primary"]');
    await expect.poll(() => primary.allTextContents()).toEqual(['Continue to the portal']);
    await expect.poll(() => primary.getAttribute('href')).toBe('/portal/acme/home');
  });
});

for (const colorScheme of ['light', 'dark'] as const) {
  describe(`pricing calculator in ${colorScheme}`, () => {
    const portal = usePortal({ context: { colorScheme } });

    it('passes axe: the calculator, a field in error and the notice of a broken link', async () => {
      const { page } = portal;
      await visit(page, '/pricing?dataTransfer=-1&startDate=2026-12-01&endDate=2026-12-31&period=monthly');
      await page.getByText('Part of this link could not be used').waitFor();
      await field(page, 'Size (GiB)').fill('2');
      await fieldError(field(page, 'Size (GiB)'));
      await expectSettledPageAccessible(page);
    });

    it('passes axe signed in, with the account’s discounts', async () => {
      const { page } = portal;
      await signIn(page, 'owner@demo.dbcloud.dev');
      await visit(page, pricingUrl(SHARED));
      const discount = summary(page).getByRole('rowheader', { name: /^Your discount/ });
      await discount.waitFor();
      expect(await discount.isVisible()).toBe(true);
    });
  });
}
