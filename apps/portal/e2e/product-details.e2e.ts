// Product details (product/{tab}/{id}): the tabs in the
// URL, scaling with the price shown first, nodes (add and remove D, A offers no removal), the client
// certificate's file name, allowed IPs (checked here and by the server; a failed save keeps the list),
// terminating with the name typed, and every tab axe-clean in both themes.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  advanceClock,
  clearFaults,
  expectSettledPageAccessible,
  fieldError,
  injectFault,
  OWNER,
  pathOf,
  settle,
  signIn,
  usePortal,
  visit,
} from './support';

/** acme's Production product on AWS: nodes A, B, C and the additional node D, running. */
const ORDERS = 'prd-orders-eu';
const TABS = [
  'general',
  'nodes',
  'security',
  'features',
  'monitoring',
  'health',
  'audit',
  'settings',
] as const;
const LABELS: Record<(typeof TABS)[number], string> = {
  general: 'General',
  nodes: 'Nodes',
  security: 'Security',
  features: 'Features',
  monitoring: 'Monitoring',
  health: 'Health',
  audit: 'Audit log',
  settings: 'Settings',
};

const productPath = (tab: string, id = ORDERS) => `/portal/acme/product/${tab}/${id}`;
const tabBar = (page: Page) => page.getByRole('navigation', { name: 'Product sections' });
const currentTab = (page: Page) => tabBar(page).locator('[aria-current="page"]').textContent();
const dialog = (page: Page) => page.getByRole('alertdialog');
const nodeRow = (page: Page, tag: string) => page.locator(`tr[data-node="${tag}"]`);

/** axe reads a dialog once it has faded in (mid-fade its text is paler: a contrast finding). */
async function expectDialogAccessible(page: Page) {
  await dialog(page).waitFor();
  await expectSettledPageAccessible(page);
}

async function openProduct(page: Page, tab: string, id = ORDERS) {
  await visit(page, productPath(tab, id));
  await page.getByRole('heading', { level: 1 }).waitFor();
}

describe('product details', () => {
  const portal = usePortal();

  it('shows each tab in the URL, one at a time, restored on reload; the bar has every tab', async () => {
    const { page } = portal;
    await signIn(page, OWNER);
    await openProduct(page, 'general');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Orders (EU)');
    // its alert, whole (the products list shows its start), above every tab
    await expect
      .poll(() => page.getByRole('list', { name: 'Alerts' }).textContent())
      .toMatch(
        /^Notice.*Maintenance on \d{4}-\d{2}-\d{2} from 02:00 to 04:00 UTC: nodes restart one at a time\.$/,
      );
    await expect.poll(() => tabBar(page).getByRole('link').allTextContents()).toEqual(Object.values(LABELS));
    await expect.poll(() => currentTab(page)).toBe('General');
    // A tab is a link: following it changes the URL and the panel.
    await tabBar(page).getByRole('link', { name: 'Security' }).click();
    await page.waitForURL((url) => url.pathname === productPath('security'));
    await page.getByRole('heading', { name: 'Client certificate' }).waitFor();
    await expect.poll(() => currentTab(page)).toBe('Security');
    await expect.poll(() => page.getByRole('heading', { name: 'Instance' }).count()).toBe(0);
    await page.reload();
    await page.getByRole('heading', { name: 'Client certificate' }).waitFor();
    await expect.poll(() => currentTab(page)).toBe('Security');
  });

  it('opens the general tab for an unknown tab', async () => {
    const { page } = portal;
    await signIn(page, OWNER);
    await page.goto(productPath('no-such-tab'));
    await page.waitForURL((url) => url.pathname === productPath('general'));
    await page.getByRole('heading', { name: 'Overview' }).waitFor();
    expect(pathOf(page)).toBe(productPath('general'));
  });

  it('says when the product does not exist', async () => {
    const { page } = portal;
    portal.allowConsoleErrors(/status of 404/);
    await signIn(page, OWNER);
    await visit(page, productPath('general', 'prd-nothing-here'));
    const notFound = page.getByRole('heading', { level: 1, name: 'Product not found' });
    await notFound.waitFor();
    expect(await notFound.isVisible()).toBe(true);
  });

  it('says it is loading the product, then that it did not load, under the page’s title, and loads it again', async () => {
    const { page } = portal;
    portal.allowConsoleErrors(/status of 503/);
    await signIn(page, OWNER);
    await injectFault(page, { match: { operationId: 'getProduct' }, status: 503 });
    // Not visit: it waits for the page to settle, and the retries (1, 2 and 4 s) would be over.
    await page.goto(productPath('general'));
    // The skeleton is busy and says so to a screen reader while the product loads (and is retried).
    await page
      .locator('[aria-busy="true"]')
      .getByRole('status')
      .filter({ hasText: 'Loading the product…' })
      .waitFor({ state: 'attached' });
    await page
      .getByRole('heading', { level: 2, name: 'The product did not load' })
      .waitFor({ timeout: 20_000 });
    await page.getByRole('heading', { level: 1, name: 'Product', exact: true }).waitFor();
    await expectSettledPageAccessible(page);
    await clearFaults(page);
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.getByRole('heading', { level: 1, name: 'Orders (EU)' }).waitFor();
  });

  it('scales the instance with the price before and after shown before confirming', async () => {
    const { page } = portal;
    await signIn(page, OWNER);
    await openProduct(page, 'general');
    const confirmButton = page.getByRole('button', { name: 'Change instance…' });
    await expect.poll(() => confirmButton.isDisabled()).toBe(true);
    await page.getByLabel('Instance size').selectOption('P40');
    const price = page
      .getByRole('status')
      .filter({ hasText: /^Price from \$[\d,.]+ to \$[\d,.]+ a month \(\+\$[\d,.]+\)$/ });
    await price.waitFor();
    await expectSettledPageAccessible(page);
    const shown = (await price.textContent()) ?? '';
    await confirmButton.click();
    const description = (await dialog(page).textContent()) ?? '';
    expect(description).toContain('Change Orders (EU) to P40?');
    expect(description).toContain(shown.replace('Price ', 'The price changes '));
    const changed = page.waitForRequest((request) => request.url().includes('/products/change-product/acme'));
    await dialog(page).getByRole('button', { name: 'Change to P40' }).click();
    expect((await changed).postDataJSON()).toEqual({ productId: ORDERS, instanceType: 'P40' });
    await page.getByText('Orders (EU) is changing to P40').waitFor();
    await page.locator('[data-slot="page-header"]').getByText('Scaling').waitFor();
    await page
      .getByText(/^P40 · /)
      .first()
      .waitFor();
  });

  it('removes the additional node D and adds one back; node A offers restart but no removal', async () => {
    const { page } = portal;
    await signIn(page, OWNER);
    await openProduct(page, 'nodes');
    await nodeRow(page, 'D').waitFor();
    await expect
      .poll(() => nodeRow(page, 'A').getByRole('button', { name: 'Remove node A' }).count())
      .toBe(0);
    await expect
      .poll(() => nodeRow(page, 'A').getByRole('button', { name: 'Restart node A' }).isEnabled())
      .toBe(true);
    await expect
      .poll(() => page.getByText('1 of 3 additional nodes in use. You can add 2 more.').isVisible())
      .toBe(true);

    await nodeRow(page, 'D').getByRole('button', { name: 'Remove node D' }).click();
    await expectDialogAccessible(page);
    await dialog(page).getByRole('button', { name: 'Remove node' }).click();
    await page.getByText('Node D is being removed').waitFor();
    await nodeRow(page, 'D').getByText('Removing').waitFor();
    await advanceClock(page, 6);
    await page.reload();
    await nodeRow(page, 'A').waitFor();
    await expect.poll(() => nodeRow(page, 'D').count()).toBe(0);
    await page.getByText('0 of 3 additional nodes in use. You can add 3 more.').waitFor();

    await page.getByRole('button', { name: 'Add a node' }).click();
    await page.getByText('A node is being added').waitFor();
    await nodeRow(page, 'D').getByText('Creating').waitFor();
    await page.getByText('1 of 3 additional nodes in use. You can add 2 more.').waitFor();
  });

  it('downloads the client certificate as the server names it, and as certificates.zip when it names none', async () => {
    const { page } = portal;
    await signIn(page, OWNER);
    await openProduct(page, 'security');
    const first = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download certificate' }).click();
    expect((await first).suggestedFilename()).toBe('certificates.zip');

    await page.route('**/api/v1/products/client-certificate/acme/**', async (route) => {
      const response = await route.fetch();
      const headers = { ...response.headers() };
      delete headers['content-disposition'];
      await route.fulfill({ response, headers });
    });
    const second = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download certificate' }).click();
    expect((await second).suggestedFilename()).toBe('certificates.zip');
  });

  it('regenerates the client certificate after a warning that the old one is not revoked', async () => {
    const { page } = portal;
    await signIn(page, OWNER);
    await openProduct(page, 'security');
    const fingerprint = page.getByRole('definition').filter({ hasText: /^([0-9A-F]{2}:){31}[0-9A-F]{2}$/ });
    const before = await fingerprint.textContent();

    await page.getByRole('button', { name: 'Regenerate…' }).click();
    await expectDialogAccessible(page);
    await dialog(page)
      .getByText(/The current one is not revoked: anyone who holds it can still connect until it expires on/)
      .waitFor();
    await dialog(page).getByRole('button', { name: 'Regenerate' }).click();
    await page.getByText('A new certificate was issued').waitFor();
    await dialog(page).waitFor({ state: 'detached' });
    await expect.poll(() => fingerprint.textContent()).not.toBe(before);
  });

  it('edits the allowed IPs: checked here and by the server; a failed save keeps the list', async () => {
    const { page } = portal;
    portal.allowConsoleErrors(/status of 503/);
    await signIn(page, OWNER);
    await openProduct(page, 'security');
    const input = page.getByLabel('Address or range (CIDR)');
    await input.fill('10.0.0.0/33');
    await page.getByRole('button', { name: 'Add range' }).click();
    await expect
      .poll(() => fieldError(input))
      .toContain('The prefix length after “/” is a number from 0 to 32.');
    // The server normalizes: host bits cleared.
    await input.fill('198.51.100.77/24');
    await page.getByRole('button', { name: 'Add range' }).click();
    const list = page.getByRole('list', { name: 'Allowed IP ranges' });
    await list.getByText('198.51.100.0/24').waitFor();
    await expect.poll(() => input.inputValue()).toBe('');

    await injectFault(page, { match: { operationId: 'updateAllowedIps' }, status: 503 });
    await page.getByRole('button', { name: 'Save allowed IP ranges' }).click();
    await page.getByRole('alert').filter({ hasText: /./ }).first().waitFor();
    await expect.poll(() => list.getByText('198.51.100.0/24').isVisible()).toBe(true);
    await expectSettledPageAccessible(page);

    await clearFaults(page);
    const saved = page.waitForRequest((request) =>
      request.url().includes('/products/update-allowed-ips/acme'),
    );
    await page.getByRole('button', { name: 'Save allowed IP ranges' }).click();
    expect(((await saved).postDataJSON() as { allowedIps: string[] }).allowedIps).toContain(
      '198.51.100.0/24',
    );
    await page.getByText('Allowed IP ranges saved').waitFor();
    await page.reload();
    await page.getByRole('list', { name: 'Allowed IP ranges' }).getByText('198.51.100.0/24').waitFor();
  });

  it('terminates only once the name is typed, sending hideInPortal false; then offers to delete the record', async () => {
    const { page } = portal;
    await signIn(page, OWNER);
    await openProduct(page, 'settings');
    await page.getByRole('button', { name: 'Terminate…' }).click();
    await expectDialogAccessible(page);
    const confirm = dialog(page).getByRole('button', { name: 'Terminate', exact: true });
    await expect.poll(() => confirm.isDisabled()).toBe(true);
    await dialog(page).getByRole('textbox').fill('Orders');
    await expect.poll(() => confirm.isDisabled()).toBe(true);
    await dialog(page).getByRole('textbox').fill('Orders (EU)');
    const terminated = page.waitForRequest((request) => request.url().includes('/products/terminate/acme'));
    await confirm.click();
    expect((await terminated).postDataJSON()).toEqual({ productId: ORDERS, hideInPortal: false });
    await page.getByText('Orders (EU) is terminating', { exact: true }).waitFor();
    await advanceClock(page, 6);
    await page.reload();
    await page.getByRole('button', { name: 'Delete record…' }).click();
    await dialog(page).getByRole('textbox').fill('Orders (EU)');
    const deleted = page.waitForRequest((request) =>
      request.url().includes(`/products/delete/acme/${ORDERS}`),
    );
    await dialog(page).getByRole('button', { name: 'Delete record' }).click();
    await deleted;
    await page.waitForURL((url) => url.pathname === '/portal/acme/products');
    await page.getByText('Orders (EU)’s record was deleted').waitFor();
  });

  it('a failed change shows the server’s words in the dialog and keeps it open', async () => {
    const { page } = portal;
    portal.allowConsoleErrors(/status of 409/);
    await signIn(page, OWNER);
    await openProduct(page, 'nodes');
    await injectFault(page, { match: { operationId: 'restartNode' }, status: 409 });
    await nodeRow(page, 'B').getByRole('button', { name: 'Restart node B' }).click();
    await dialog(page).getByRole('button', { name: 'Restart' }).click();
    await dialog(page).getByRole('alert').waitFor();
    await expect.poll(() => dialog(page).isVisible()).toBe(true);
  });

  it('turns features on and off, saves a feature’s settings, and shows new SNMP credentials once', async () => {
    const { page } = portal;
    await signIn(page, OWNER);
    await openProduct(page, 'features');
    const otel = page.locator('[data-feature="open-telemetry"]');
    await otel.getByRole('button', { name: 'Turn on OpenTelemetry' }).click();
    await page.getByText('OpenTelemetry enabled').waitFor();
    const endpoint = otel.getByLabel('Collector endpoint');
    await endpoint.fill('http://otel.acme.example:4317');
    await otel.getByRole('button', { name: 'Save OpenTelemetry settings' }).click();
    await expect.poll(() => fieldError(endpoint)).toContain('Enter the collector’s https:// address.');
    await endpoint.fill('https://otel.acme.example:4317');
    await otel.getByLabel('Headers (optional)').fill('Authorization: Bearer 8f3c2a91e4d7');
    const saved = page.waitForRequest((request) =>
      request.url().includes('/products/features/configure/monitoring/open-telemetry/acme'),
    );
    await otel.getByRole('button', { name: 'Save OpenTelemetry settings' }).click();
    expect((await saved).postDataJSON()).toEqual({
      productId: ORDERS,
      endpoint: 'https://otel.acme.example:4317',
      protocol: 'grpc',
      headers: { Authorization: 'Bearer 8f3c2a91e4d7' },
    });
    await page.getByText('OpenTelemetry settings saved').waitFor();

    const autoscaling = page.locator('[data-feature="autoscaling"]');
    const disabled = page.waitForRequest(
      (request) =>
        request.method() === 'DELETE' && request.url().includes('/products/feature/autoscaling/acme'),
    );
    await autoscaling.getByRole('button', { name: 'Turn off Autoscaling' }).click();
    await disabled;
    await autoscaling.getByRole('button', { name: 'Turn on Autoscaling' }).waitFor();

    await page.getByRole('button', { name: 'Roll credentials…' }).click();
    await dialog(page).getByRole('button', { name: 'Roll credentials' }).click();
    await page.getByText('Copy the new password now: it is not shown again.').waitFor();
    await page.getByText('New SNMP credentials issued').waitFor();
    await settle(page);
    await expectSettledPageAccessible(page);
  });

  it('a setting the server refuses shows its words beside the field, keeps what was typed, and saves once', async () => {
    const { page } = portal;
    portal.allowConsoleErrors(/status of 422/);
    await signIn(page, OWNER);
    await openProduct(page, 'features');
    const autoscaling = page.locator('[data-feature="autoscaling"]');
    const cap = autoscaling.getByLabel('Storage cap (GiB, optional)');
    await expect.poll(() => cap.inputValue()).toBe('2000');
    // The storage grew meanwhile (autoscaling grows it): the server refuses a cap below it, as its rule does.
    const refusal = 'The cap is below the current storage (3000 GB).';
    await page.route(
      '**/api/v1/products/features/configure/autoscaling/acme',
      (route) =>
        route.fulfill({
          status: 422,
          contentType: 'application/problem+json',
          json: {
            type: 'https://dbcloud.dev/problems/rule',
            title: 'Not allowed',
            status: 422,
            detail: refusal,
            errors: { storageMaxSizeGb: [refusal] },
          },
        }),
      { times: 1 },
    );
    await cap.fill('2500');
    const save = autoscaling.getByRole('button', { name: 'Save autoscaling settings' });
    await save.click();
    // The first failed call on a page loads the client's operations table (a lazy chunk, to name the
    // operation in the error) before the form hears of it: on a loaded machine that took over 5 s.
    await expect.poll(() => fieldError(cap), { timeout: 20_000 }).toBe(refusal);
    await expect.poll(() => cap.inputValue()).toBe('2500');
    await expect.poll(() => autoscaling.getByLabel('Scale up at CPU (%)').inputValue()).toBe('75');
    // Beside its field only: nothing above the form repeats it.
    await expect.poll(() => autoscaling.getByRole('alert').count()).toBe(0);
    await expectSettledPageAccessible(page);

    const sent: unknown[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/products/features/configure/autoscaling/acme'))
        sent.push(request.postDataJSON());
    });
    await cap.fill('4000');
    await save.dblclick();
    await page.getByText('Autoscaling settings saved').waitFor();
    expect(sent).toEqual([
      {
        productId: ORDERS,
        minInstanceType: 'P30',
        maxInstanceType: 'P50',
        cpuThresholdPercent: 75,
        storageAutoExtend: true,
        storageMaxSizeGb: 4000,
      },
    ]);
  }, 90_000);

  it('prices a storage change first; migrates an Azure product to a data disk; installs the tools', async () => {
    const { page } = portal;
    await signIn(page, OWNER);
    await openProduct(page, 'general', 'prd-ledger-eu');
    // Its release channel in the words the create wizard offers it with.
    const channel = page
      .locator('dt', { hasText: 'Release channel' })
      .locator('xpath=following-sibling::dd[1]');
    await expect.poll(() => channel.textContent()).toBe('LTS');
    const size = page.getByLabel('Size (GiB)');
    const current = Number(await size.inputValue());
    await size.fill(String(current - 1));
    await expect.poll(() => fieldError(size)).toContain(`Storage never shrinks: at least ${current} GiB.`);
    await size.fill(String(current + 100));
    await page
      .getByRole('status')
      .filter({ hasText: /^Price from \$[\d,.]+ to \$[\d,.]+ a month/ })
      .waitFor();
    await expect.poll(() => page.getByRole('button', { name: 'Change storage…' }).isEnabled()).toBe(true);

    await page.getByRole('button', { name: 'Migrate to a data disk…' }).click();
    await dialog(page).getByRole('button', { name: 'Migrate' }).click();
    await page.getByText('The migration to a data disk started').waitFor();
    await page.locator('[data-slot="page-header"]').getByText('Scaling').waitFor();

    await openProduct(page, 'general');
    await page.getByRole('button', { name: 'Install tools' }).click();
    await page.getByText('Installing (about 5 minutes)…').waitFor();
  });

  it('changes the storage once its price is shown; saves Power BI settings and the monitoring IP ranges', async () => {
    const { page } = portal;
    await signIn(page, OWNER);
    await openProduct(page, 'general');
    const size = page.getByLabel('Size (GiB)');
    const current = Number(await size.inputValue());
    await size.fill(String(current + 50));
    await page
      .getByRole('status')
      .filter({ hasText: /^Price from \$[\d,.]+ to \$[\d,.]+ a month/ })
      .waitFor();
    await page.getByRole('button', { name: 'Change storage…' }).click();
    const changed = page.waitForRequest((request) => request.url().includes('/products/change-volume/acme'));
    await dialog(page).getByRole('button', { name: 'Change storage' }).click();
    expect((await changed).postDataJSON()).toMatchObject({ productId: ORDERS, sizeGb: current + 50 });
    await page.getByText('Orders (EU)’s storage is changing').waitFor();
    await page.locator('[data-slot="page-header"]').getByText('Scaling').waitFor();

    // Reports (EU) has Power BI on, with its gateway's settings.
    await openProduct(page, 'features', 'prd-reports-eu');
    const powerBi = page.locator('[data-feature="power-bi"]');
    await expect
      .poll(() => powerBi.getByLabel('Gateway URL').inputValue())
      .toBe('https://gateway.powerbi.acme.example/reports');
    await powerBi.getByLabel('Refresh every (minutes)').fill('15');
    const configured = page.waitForRequest((request) =>
      request.url().includes('/products/features/configure/power-bi/acme'),
    );
    await powerBi.getByRole('button', { name: 'Save Power BI settings' }).click();
    expect((await configured).postDataJSON()).toMatchObject({
      productId: 'prd-reports-eu',
      gatewayUrl: 'https://gateway.powerbi.acme.example/reports',
      refreshMinutes: 15,
    });
    await page.getByText('Power BI settings saved').waitFor();

    const input = page.getByLabel('Address or range (CIDR)');
    await input.fill('192.0.2.10');
    await page.getByRole('button', { name: 'Add range' }).click();
    const list = page.getByRole('list', { name: 'Monitoring IP ranges' });
    await list.getByText(/^192\.0\.2\.10/).waitFor();
    const saved = page.waitForRequest((request) =>
      request.url().includes('/products/update-monitoring-ips/acme'),
    );
    await page.getByRole('button', { name: 'Save monitoring IP ranges' }).click();
    expect(((await saved).postDataJSON() as { monitoringIps: string[] }).monitoringIps.join(' ')).toMatch(
      /192\.0\.2\.10/,
    );
    await page.getByText('Monitoring IP ranges saved').waitFor();
    await page.reload();
    await page
      .getByRole('list', { name: 'Monitoring IP ranges' })
      .getByText(/^192\.0\.2\.10/)
      .waitFor();
  }, 60_000);

  it('a storage change the server refuses says why in the dialog, then beside its field, keeping what was typed', async () => {
    const { page } = portal;
    portal.allowConsoleErrors(/status of 422/);
    await signIn(page, OWNER);
    await openProduct(page, 'general');
    const size = page.getByLabel('Size (GiB)');
    const typed = String(Number(await size.inputValue()) + 50);
    await size.fill(typed);
    await page
      .getByRole('status')
      .filter({ hasText: /^Price from \$[\d,.]+ to \$[\d,.]+ a month/ })
      .waitFor();
    // Grown meanwhile elsewhere: the server's rule, about one field.
    const refusal = 'Storage never shrinks: Orders (EU) has 2000 GB.';
    await page.route('**/api/v1/products/change-volume/acme', (route) =>
      route.fulfill({
        status: 422,
        contentType: 'application/problem+json',
        body: JSON.stringify({
          type: 'https://dbcloud.dev/problems/rule',
          title: 'Not allowed',
          status: 422,
          detail: refusal,
          errors: { sizeGb: [refusal] },
        }),
      }),
    );
    await page.getByRole('button', { name: 'Change storage…' }).click();
    await dialog(page).getByRole('button', { name: 'Change storage' }).click();
    await expect.poll(() => dialog(page).getByRole('alert').textContent()).toBe(refusal);
    await dialog(page).getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => fieldError(size)).toBe(refusal);
    expect(await size.inputValue()).toBe(typed);
  });

  it('switching account on a product page opens the new account’s products list', async () => {
    const { page } = portal;
    await signIn(page, OWNER);
    await openProduct(page, 'nodes');
    await page.getByRole('combobox', { name: 'Cloud account' }).selectOption('acme-health');
    await page.waitForURL((url) => url.pathname === '/portal/acme-health/products');
    await page.getByRole('heading', { level: 1, name: 'Products' }).waitFor();
    expect(await page.getByRole('combobox', { name: 'Cloud account' }).inputValue()).toBe('acme-health');
  });

  it('every tab passes axe (light)', async () => {
    const { page } = portal;
    await signIn(page, OWNER);
    for (const tab of TABS) {
      await openProduct(page, tab);
      await settle(page);
    }
    // A terminated product's settings, and a Free product's tabs (the features' notes).
    await openProduct(page, 'settings', 'prd-analytics-us');
    await openProduct(page, 'features', 'prd-sandbox-us');
    await openProduct(page, 'general', 'prd-ledger-eu');
    await page.getByRole('heading', { name: 'Data disk' }).waitFor();
    expect(pathOf(page)).toBe(productPath('general', 'prd-ledger-eu'));
  }, 90_000);
});

describe('product details in dark', () => {
  const portal = usePortal({ context: { colorScheme: 'dark' } });

  it('every tab passes axe (dark)', async () => {
    const { page } = portal;
    await signIn(page, OWNER);
    for (const tab of TABS) await openProduct(page, tab);
    await openProduct(page, 'features', 'prd-reports-eu');
    expect(pathOf(page)).toBe(productPath('features', 'prd-reports-eu'));
  }, 90_000);
});
