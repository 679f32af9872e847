// The API reference (/docs/api): every operation of the contract with a working anchor, a searchable
// table of contents, examples that copy and call this server, axe-clean in both themes and at 375 px;
// its Markdown form and llms.txt served as text; the API keys page links to it. Any hash opens it,
// one it cannot decode (`#%`) included, and a loaded page's hash can change to anything.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseUrl, expectSettledPageAccessible, signIn, usePortal, visit } from './support';

/** acme's active demo key (packages/fake-cloud README, "Call with an API key"). */
const DEMO_KEY = 'dbc_DemoAcmeCiDeploymentsKey0000000000000001';

const contents = (page: Page) => page.getByRole('navigation', { name: 'Operations' });
const sideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/**
 * Where an operation's heading is: `on screen` when it is near the top (the page scrolled to its
 * anchor), else its position, for the failure's message.
 */
const atTop = (page: Page, operationId: string) =>
  page.evaluate((id) => {
    const top = document.getElementById(`${id}-title`)?.getBoundingClientRect().top;
    if (top !== undefined && top >= 0 && top < window.innerHeight / 2) return true;
    return `${id} at ${top}, window ${window.innerHeight} high at ${window.scrollY} of ${document.documentElement.scrollHeight}, ${location.href}`;
  }, operationId);

/** Hashes that `decodeURIComponent` refuses (a lone `%`, no hex digits, a cut UTF-8 character). */
const UNDECODABLE = ['#%', '#%zz', '#%E0%A4%A'];

/** The reference is shown (its heading, its contents, every operation), not the error screen. */
async function expectReference(page: Page, label: string) {
  await page.getByRole('heading', { level: 1, name: 'API reference' }).waitFor();
  await contents(page).waitFor();
  // Each tag's operations are a chunk of their own; once all are there, each has read the hash.
  await expect.poll(() => page.locator('article[id]').count(), { message: label, timeout: 20_000 }).toBe(96);
  await expect
    .poll(() => page.getByRole('heading', { name: 'Something went wrong!' }).count(), { message: label })
    .toBe(0);
}

/** Sets the loaded page's hash as a reader editing the address does; answers once its listeners ran. */
const setHash = (page: Page, hash: string) =>
  page.evaluate(
    (next) =>
      new Promise<string>((resolve) => {
        window.addEventListener('hashchange', () => setTimeout(() => resolve(location.hash)), { once: true });
        location.hash = next;
      }),
    hash,
  );

describe('the API reference', () => {
  const portal = usePortal({ context: { permissions: ['clipboard-read', 'clipboard-write'] } });

  it('lists all 96 operations, each anchor leads to its operation, and the list is searchable', async () => {
    const { page } = portal;
    await visit(page, '/docs/api');
    await page.getByRole('heading', { level: 1, name: 'API reference' }).waitFor();
    await expect.poll(() => page.locator('article[id]').count()).toBe(96);
    await expect
      .poll(() =>
        contents(page)
          .getByRole('link')
          .filter({ has: page.locator('code') })
          .count(),
      )
      .toBe(96);

    // The contents' links, followed: the address names the operation, which is on screen.
    for (const [operationId, path] of [
      ['createApiKey', '/api-keys/create'],
      ['getBackupLink', '/backup/link/{domainName}'],
      ['listAuditLog', '/audit-log/list/{domainName}/{productId}/{nodeTag}/{date}'],
    ] as const) {
      await contents(page).getByRole('link').filter({ hasText: path }).click();
      await page.waitForURL((url) => url.hash === `#${operationId}`);
      await expect.poll(() => atTop(page, operationId), { timeout: 10_000 }).toBe(true);
    }

    // An operation's own heading links to itself, and an address with an anchor opens there. (The link is
    // looked for in its operation: a role query over the whole page, 96 operations with their examples,
    // takes seconds on a busy machine, and a click re-runs it on each of its retries.)
    await page
      .locator('article#getProducts')
      .getByRole('heading', { level: 3 })
      .getByRole('link', { name: "List the account's products", exact: true })
      .click();
    await page.waitForURL((url) => url.hash === '#getProducts');
    await page.goto('/docs/api#deleteProduct');
    await expect.poll(() => atTop(page, 'deleteProduct'), { timeout: 10_000 }).toBe(true);

    // Searching by name or path narrows the contents.
    const search = page.getByRole('searchbox', { name: 'Find an operation' });
    const found = () =>
      contents(page)
        .getByRole('link')
        .filter({ has: page.locator('code') })
        .count();
    await search.fill('feature/');
    await expect.poll(found).toBe(2);
    await page.getByText('2 of 96 operations').waitFor();
    await search.fill('/backup/link/');
    await expect.poll(found).toBe(1);
    await search.fill('getproductsstatus');
    await page.getByText('1 of 96 operations').waitFor();
    await contents(page)
      .getByRole('link', { name: /Poll the status/ })
      .click();
    await page.waitForURL((url) => url.hash === '#getProductsStatus');
  }, 120_000);

  it('copies an operation’s examples, and the copied call works with an API key on this server', async () => {
    const { page, context } = portal;
    await visit(page, '/docs/api#getProducts', { axe: false });
    const operation = page.locator('article#getProducts');
    const shown = operation.locator('pre[data-snippet]');
    // Once hydrated, the examples call the server the page came from.
    await expect.poll(() => shown.textContent()).toContain(`baseUrl: '${baseUrl()}/api/v1'`);

    for (const [tab, kind, button] of [
      ['SDK', 'sdk', 'Copy the SDK code (Node)'],
      ['CLI', 'cli', 'Copy the dbcloud command'],
      ['curl', 'curl', 'Copy the curl command'],
    ] as const) {
      await operation.getByRole('tab', { name: tab }).click();
      const text = (await operation.locator(`pre[data-snippet="${kind}"]`).textContent()) ?? '';
      await operation.getByRole('button', { name: button }).click();
      await operation.getByRole('button', { name: 'Copied' }).waitFor();
      await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(text);
      if (kind === 'curl') {
        expect(text).toContain(`curl ${baseUrl()}/api/v1/products/get-products/acme`);
        expect(text).toContain('-H "Authorization: Bearer $DBCLOUD_API_KEY"');
        // What it sends, with acme's demo key: the account's products.
        const response = await context.request.get(`${baseUrl()}/api/v1/products/get-products/acme`, {
          headers: { Authorization: `Bearer ${DEMO_KEY}` },
        });
        expect(response.status()).toBe(200);
        expect(await response.json()).toEqual(
          expect.arrayContaining([expect.objectContaining({ productId: 'prd-orders-eu' })]),
        );
      }
      if (kind === 'cli') expect(text).toContain('dbcloud products list');
    }
  }, 120_000);

  it('passes axe in light and dark, and fits 375 px', async () => {
    const { page } = portal;
    await visit(page, '/docs/api');
    await page.emulateMedia({ colorScheme: 'dark' });
    await expectSettledPageAccessible(page, 'dark');
    await page.setViewportSize({ width: 375, height: 812 });
    await expect.poll(() => sideways(page)).toBe(0);
    await page.goto('/docs/api#createProduct');
    await expect.poll(() => atTop(page, 'createProduct'), { timeout: 10_000 }).toBe(true);
    await expect.poll(() => sideways(page)).toBe(0);
    await expectSettledPageAccessible(page, 'dark, 375 px');
    await page.emulateMedia({ colorScheme: 'light' });
    await expectSettledPageAccessible(page, 'light, 375 px');
  }, 120_000);

  it('serves its Markdown form and llms.txt, and the footer and the API keys page link to it', async () => {
    const { page, context } = portal;
    const markdown = await context.request.get('/docs/api.md');
    expect(markdown.status()).toBe(200);
    expect(markdown.headers()['content-type']).toBe('text/markdown; charset=utf-8');
    const text = await markdown.text();
    expect(text).toContain('<a id="getProducts"></a>`GET /products/get-products/{domainName}`');
    expect(text.match(/^curl:$/gm)).toHaveLength(96);
    const llms = await context.request.get('/llms.txt');
    expect(llms.headers()['content-type']).toBe('text/plain; charset=utf-8');
    expect(await llms.text()).toContain('(/docs/api.md#createProduct)');

    await visit(page, '/terms', { axe: false });
    await page
      .getByRole('navigation', { name: 'Policies' })
      .getByRole('link', { name: 'API reference' })
      .click();
    await page.getByRole('heading', { level: 1, name: 'API reference' }).waitFor();
    // Reached within the app (rendered in the browser, not from its HTML), its operations load too.
    // Each tag's operations are a chunk of their own: wait for all of them.
    await expect.poll(() => page.locator('article[id]').count(), { timeout: 20_000 }).toBe(96);

    await signIn(page, 'owner@demo.dbcloud.dev');
    await visit(page, '/portal/acme/apiKeys');
    await page.getByRole('link', { name: 'API reference' }).click();
    await page.getByRole('heading', { level: 1, name: 'API reference' }).waitFor();
  }, 120_000);

  it('opens at a hash it cannot decode, from its HTML, at the top', async () => {
    const { page } = portal;
    for (const hash of UNDECODABLE) {
      // A new document each time: a change of hash alone would not load the page again.
      await page.goto('about:blank');
      await visit(page, `/docs/api${hash}`, { axe: false });
      expect(await page.evaluate(() => location.hash)).toBe(hash);
      await expectReference(page, hash);
      await expect.poll(() => page.evaluate(() => window.scrollY), { message: hash }).toBe(0);
      expect(portal.problems(), hash).toEqual([]);
    }

    // An operation's id, encoded, still opens the page at it.
    await page.goto('about:blank');
    await visit(page, '/docs/api#get%50roducts', { axe: false });
    await expect.poll(() => atTop(page, 'getProducts'), { timeout: 10_000 }).toBe(true);
  }, 120_000);

  it('opens at a hash it cannot decode when reached within the app', async () => {
    const { page } = portal;
    for (const hash of UNDECODABLE) {
      await visit(page, '/terms', { axe: false });
      // The router follows the address pushed (it watches pushState) and renders the page in the
      // browser, each tag's operations reading the hash as their chunk arrives.
      await page.evaluate((path) => history.pushState(history.state, '', path), `/docs/api${hash}`);
      await expectReference(page, hash);
      expect(await page.evaluate(() => location.pathname + location.hash)).toBe(`/docs/api${hash}`);
      await expect.poll(() => page.evaluate(() => window.scrollY), { message: hash }).toBe(0);
      expect(portal.problems(), hash).toEqual([]);
    }
  }, 120_000);

  it('keeps showing the reference when a loaded page’s hash changes to anything', async () => {
    const { page } = portal;
    await visit(page, '/docs/api', { axe: false });
    await expectReference(page, 'no hash');
    for (const hash of [
      ...UNDECODABLE,
      '#%00',
      '#<script>',
      '#noSuchOperation',
      `#${'%'.repeat(5_000)}`,
      `#${'x'.repeat(50_000)}`,
    ]) {
      await setHash(page, hash);
      const label = hash.length > 20 ? `${hash.slice(0, 20)}… (${hash.length})` : hash;
      expect(portal.problems(), label).toEqual([]);
      await expectReference(page, label);
    }

    // A hash naming an operation, encoded or not, lands on it.
    expect(await setHash(page, '#get%50roducts')).toBe('#get%50roducts');
    await expect.poll(() => atTop(page, 'getProducts'), { timeout: 10_000 }).toBe(true);
    await setHash(page, '#deleteProduct');
    await expect.poll(() => atTop(page, 'deleteProduct'), { timeout: 10_000 }).toBe(true);
    expect(portal.problems()).toEqual([]);
  }, 120_000);
});
