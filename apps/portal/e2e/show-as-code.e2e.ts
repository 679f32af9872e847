// "Show as code": the create wizard's SDK snippet carries exactly the body the
// form then sends (the real request, captured), each snippet copies, the disclosure passes axe in both
// themes and fits 375 px; a new API key's dialog shows a first call that works with that key.
import { runInNewContext } from 'node:vm';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  expectSettledPageAccessible,
  OWNER,
  signIn,
  usePortal,
  visit,
  WORLD_COOKIE,
  waitForStatus,
} from './support';

const LIST = '/portal/acme/products';

const disclosure = (page: Page) => page.locator('details', { has: page.locator('summary') });
const snippet = (page: Page, kind: 'sdk' | 'cli' | 'curl' | 'mcp') =>
  page.locator(`pre[data-snippet="${kind}"]`);
const sideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** The object literal after `body: ` in an SDK snippet, evaluated as JavaScript. */
function sdkBody(sdk: string): unknown {
  expect(sdk).toContain('body: ');
  const start = sdk.indexOf('body: ') + 'body: '.length;
  let depth = 0;
  let end = start;
  for (; end < sdk.length; end += 1) {
    if (sdk[end] === '{' || sdk[end] === '[') depth += 1;
    if (sdk[end] === '}' || sdk[end] === ']') depth -= 1;
    if (depth === 0) break;
  }
  return runInNewContext(`(${sdk.slice(start, end + 1)})`);
}

async function copied(page: Page, button: string, kind: 'sdk' | 'cli' | 'curl'): Promise<void> {
  await page.getByRole('tab', { name: kind === 'sdk' ? 'SDK' : kind === 'cli' ? 'CLI' : 'curl' }).click();
  const text = (await snippet(page, kind).textContent()) ?? '';
  await page.getByRole('button', { name: button }).click();
  await page.getByRole('button', { name: 'Copied' }).waitFor();
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(text);
}

describe('show as code', () => {
  const portal = usePortal({ context: { permissions: ['clipboard-read', 'clipboard-write'] } });

  it('shows the create wizard’s request as code, which is the request the form then sends', async () => {
    const { page } = portal;
    await signIn(page, OWNER);
    await visit(page, LIST);
    await page.getByRole('link', { name: 'Create product' }).click();
    await page.getByRole('heading', { level: 1, name: 'Create a product' }).waitFor();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('heading', { name: /Customize/ }).waitFor();
    // A name a shell and a JavaScript string both have to quote.
    const name = 'Bob’s "search" (EU)';
    await page.getByLabel('Display name').fill(name);
    await page.getByLabel('Subdomain').fill('bobs-search');
    await waitForStatus(page, 'bobs-search is available');
    await page.getByLabel('Allowed IPs').fill('10.0.0.0/8\n192.168.1.1/32');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('heading', { name: /Summary/ }).waitFor();

    await page.getByText('Show as code', { exact: true }).click();
    await snippet(page, 'sdk').waitFor();
    const sdk = (await snippet(page, 'sdk').textContent()) ?? '';
    expect(sdk).toContain('apiKey: process.env.DBCLOUD_API_KEY');
    expect(sdk).toContain("api.POST('/products/create', {");
    const shown = sdkBody(sdk) as Record<string, unknown>;
    expect(shown).toMatchObject({ name, subdomainName: 'bobs-search', domainName: 'acme' });
    expect(shown.allowedIps).toEqual(['10.0.0.0/8', '192.168.1.1/32']);

    // The CLI and curl say the same, with the key from the environment; no secret anywhere.
    await page.getByRole('tab', { name: 'CLI' }).click();
    const cli = (await snippet(page, 'cli').textContent()) ?? '';
    expect(cli).toContain('dbcloud products create');
    expect(cli).toContain(`--name 'Bob’s "search" (EU)'`);
    expect(cli).toContain('--allow-ip 10.0.0.0/8 \\\n  --allow-ip 192.168.1.1/32');
    await page.getByRole('tab', { name: 'curl' }).click();
    const curl = (await snippet(page, 'curl').textContent()) ?? '';
    expect(curl).toContain('-H "Authorization: Bearer $DBCLOUD_API_KEY"');
    for (const text of [sdk, cli, curl]) expect(text).not.toMatch(/dbc_[A-Za-z0-9]/);

    // Each copy button copies its snippet.
    await copied(page, 'Copy the SDK code (Node)', 'sdk');
    await copied(page, 'Copy the dbcloud command', 'cli');
    await copied(page, 'Copy the curl command', 'curl');

    // Open, it passes axe in light and dark (the system theme follows the OS, live) and fits 375 px.
    await expectSettledPageAccessible(page);
    await page.emulateMedia({ colorScheme: 'dark' });
    await expectSettledPageAccessible(page);
    await page.setViewportSize({ width: 375, height: 800 });
    await disclosure(page).scrollIntoViewIfNeeded();
    await expect.poll(() => sideways(page)).toBe(0);
    await expectSettledPageAccessible(page);
    await page.emulateMedia({ colorScheme: 'light' });
    await expectSettledPageAccessible(page);

    // The request the form sends is the one shown.
    const sent: unknown[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/v1/products/create')
        sent.push(request.postDataJSON());
    });
    await page.getByRole('button', { name: 'Create product' }).click();
    await page.waitForURL((url) => url.pathname === LIST);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toEqual(shown);
  }, 120_000);

  it('follows the typing: the invite form’s code changes as the e-mail and roles change', async () => {
    const { page } = portal;
    await signIn(page, OWNER);
    await visit(page, '/portal/acme/account');
    await page.getByRole('button', { name: 'Invite user' }).click();
    const dialog = page.getByRole('dialog', { name: 'Invite a user to acme' });
    await dialog.getByText('Show as code', { exact: true }).click();
    await dialog.locator('p').filter({ hasText: 'An API key cannot make this call' }).waitFor();
    await dialog.getByLabel('E-mail').fill('new.person@example.com');
    await dialog.getByLabel('Backups').check();
    await expect
      .poll(async () => sdkBody((await snippet(page, 'sdk').textContent()) ?? ''))
      .toEqual({ email: 'new.person@example.com', roles: ['Backups'] });
    await expect.poll(() => page.getByRole('tab', { name: 'CLI' }).count()).toBe(0);
    await expectSettledPageAccessible(page);
    // The tabs work by keyboard: the arrow keys move between them (no CLI here: SDK, then curl).
    await page.getByRole('tab', { name: 'SDK' }).focus();
    await page.keyboard.press('ArrowRight');
    await snippet(page, 'curl').waitFor();
    await expect
      .poll(() => page.getByRole('tab', { name: 'curl' }).getAttribute('aria-selected'))
      .toBe('true');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('curl');
    await expect.poll(() => snippet(page, 'curl').textContent()).toContain("-H 'X-Tenant-ID: acme'");
  }, 60_000);

  it('after creating a key, shows a first call that works with it', async () => {
    const { page, baseUrl, worldId } = portal;
    await signIn(page, OWNER);
    await visit(page, '/portal/acme/apiKeys');
    await page.getByRole('button', { name: 'Create API key' }).click();
    const form = page.getByRole('dialog', { name: 'Create an API key' });
    await form.getByLabel('Description').fill('Try it');
    await form.getByRole('button', { name: 'Create key' }).click();
    const dialog = page.getByRole('dialog', { name: 'Copy the secret of Try it' });
    const secret = (await dialog.locator('code', { hasText: /^dbc_/ }).textContent()) ?? '';
    expect(secret).toMatch(/^dbc_/);
    await snippet(page, 'sdk').waitFor();
    await expect
      .poll(() => snippet(page, 'sdk').textContent())
      .toContain(`DBCLOUD_API_KEY=${secret} node script.mjs`);
    await page.getByRole('tab', { name: 'CLI' }).click();
    await expect
      .poll(() => snippet(page, 'cli').textContent())
      .toContain(`export DBCLOUD_API_KEY=${secret}\ndbcloud products list \\\n  --account acme`);
    await page.getByRole('tab', { name: 'curl' }).click();
    const curl = (await snippet(page, 'curl').textContent()) ?? '';
    const url = /curl (\S+)/.exec(curl)?.[1] ?? '';
    expect(url).toBe(`${new URL(baseUrl).origin}/api/v1/products/get-products/acme`);
    await page.getByRole('tab', { name: 'AI assistant (MCP)' }).click();
    await snippet(page, 'mcp').waitFor();
    const mcp = JSON.parse((await snippet(page, 'mcp').textContent()) ?? '{}');
    expect(mcp.mcpServers.dbcloud).toEqual({
      command: 'npx',
      args: ['-y', '@dbcloud/mcp'],
      env: {
        DBCLOUD_API_KEY: secret,
        DBCLOUD_ACCOUNT: 'acme',
        DBCLOUD_URL: `${new URL(baseUrl).origin}/api/v1`,
      },
    });
    await expectSettledPageAccessible(page);
    // The call as the snippet makes it (a bearer key, no session), in this test's world of the fake cloud.
    const response = await fetch(url, {
      headers: { Authorization: `Bearer ${secret}`, Cookie: `${WORLD_COOKIE}=${worldId}` },
    });
    expect(response.status).toBe(200);
    expect(JSON.stringify(await response.json())).toContain('prd-orders-eu');
    // Done: the secret, and the code with it, are gone.
    await dialog.getByRole('button', { name: 'Done, I have stored it' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => page.getByText(secret).count()).toBe(0);
  }, 60_000);
});
