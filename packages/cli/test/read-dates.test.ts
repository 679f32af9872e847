// The reading commands that show dates and periods, end to end: backups' days and links' expiry, the
// billing period and a year's invoices, metrics over a period, keys' expiry. The built bin against the
// standalone fake cloud, with acme's seeded key. Apart from read.test.ts so that `pnpm test:dates` runs
// these at every moment and the other reading commands once.
import { describe, expect, it } from 'vitest';
import { fakeCloudForFile } from './harness.js';

const { run, api } = fakeCloudForFile();

describe('backups', () => {
  it('walks from the root to a day’s files and makes a download link for one', async () => {
    const root = await run('backups', 'ls', 'prd-orders-eu');
    expect(root.code).toBe(0);
    expect(root.stdout).toMatch(/^PATH\s+KIND\s+SIZE\s+MODIFIED$/m);
    expect(root.stdout).toMatch(/^orders\/\s+folder$/m);

    const database = await run('backups', 'ls', 'prd-orders-eu', 'orders', '--json');
    const days = JSON.parse(database.stdout) as { prefix: string; folders: { path: string }[] };
    expect(days.prefix).toBe('orders/');
    const day = days.folders.at(-1)?.path ?? '';
    expect(day).toMatch(/^orders\/\d{4}-\d{2}-\d{2}\/$/);

    const files = await run('backups', 'ls', 'prd-orders-eu', day, '--json');
    const listed = JSON.parse(files.stdout) as { files: { path: string; kind: string }[] };
    const file = listed.files[0]?.path ?? '';
    expect(file.startsWith(day)).toBe(true);
    const table = await run('backups', 'ls', 'prd-orders-eu', day);
    expect(table.stdout).toContain(file);

    const link = await run('backups', 'link', 'prd-orders-eu', file, '--hours', '4');
    expect(link.code).toBe(0);
    const [url, expires] = link.stdout.trimEnd().split('\n');
    expect(url).toMatch(/^https:\/\/\S+$/);
    expect(url).toContain(file.split('/').at(-1));
    expect(expires).toMatch(/^Expires \d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC\.$/);
    const json = JSON.parse((await run('backups', 'link', 'prd-orders-eu', file, '--json')).stdout);
    expect(Object.keys(json).sort()).toEqual(['expiresAt', 'link']);
  });

  it('refuses a folder as a file to link (exit 2) and answers 404 for a missing folder (exit 1)', async () => {
    const folder = await run('backups', 'link', 'prd-orders-eu', 'orders/');
    expect(folder.code).toBe(2);
    expect(folder.stderr).toContain('is not a backup file’s path');
    const missing = await run('backups', 'ls', 'prd-orders-eu', 'nothing-here/');
    expect(missing.code).toBe(1);
    expect(missing.stderr).toMatch(/^Error: Not found \(404\)\n/);
  });
});

describe('billing', () => {
  it('shows the current period’s costs per product and matches the API with --json', async () => {
    const { code, stdout } = await run('billing', 'summary');
    expect(code).toBe(0);
    expect(stdout).toMatch(/^Total so far:\s+\$[\d,]+\.\d\d$/m);
    expect(stdout).toMatch(/^Forecast:\s+\$[\d,]+\.\d\d$/m);
    expect(stdout).toMatch(/^prd-orders-eu\s+Orders \(EU\)\s+Production\s+\d+\s+\$[\d,]+\.\d\d$/m);
    const json = await run('billing', 'summary', '--json');
    type Summary = { period: unknown; currency: string; lines: { productId: string }[] };
    const answered = JSON.parse(json.stdout) as Summary;
    const expected = (await api('/billing/current-summary/acme')) as Summary;
    // The amounts grow with every hour (and `asOf` is now): compare what stays.
    expect(answered.period).toEqual(expected.period);
    expect(answered.currency).toBe(expected.currency);
    expect(answered.lines.map((line) => line.productId)).toEqual(
      expected.lines.map((line) => line.productId),
    );
  });

  it('lists a year’s invoices, and says when a year has none', async () => {
    const year = new Date().getUTCFullYear();
    const json = await run('billing', 'invoices', '--json');
    const history = JSON.parse(json.stdout) as { selectedYear: number; invoices: { invoiceId: string }[] };
    expect(history).toEqual(await api(`/billing/history/acme?selectedYear=${year}`));
    const table = await run('billing', 'invoices');
    expect(table.stdout).toMatch(/^INVOICE\s+PERIOD\s+ISSUED\s+STATUS\s+TOTAL$/m);
    for (const { invoiceId } of history.invoices) expect(table.stdout).toContain(invoiceId);
    const none = await run('billing', 'invoices', '--year', '2001');
    expect(none.code).toBe(0);
    expect(none.stdout).toMatch(/^No invoices in 2001\. Years with invoices: /);
  });
});

describe('metrics', () => {
  it('summarises a metric per node over a period', async () => {
    const { code, stdout } = await run('metrics', 'prd-orders-eu', '--metric', 'cpu', '--period', '6h');
    expect(code).toBe(0);
    expect(stdout).toMatch(/^cpu from .+ UTC to .+ UTC, every 5 min$/m);
    for (const node of ['A', 'B', 'C', 'D']) {
      expect(stdout).toMatch(new RegExp(`^${node}\\s+[\\d.]+%\\s+[\\d.]+%\\s+[\\d.]+%\\s+\\d+/72$`, 'm'));
    }
  });

  it('answers one node’s series with --json and every point with --points', async () => {
    const json = await run(
      'metrics',
      'prd-orders-eu',
      '--metric',
      'memory',
      '--period',
      '1h',
      '--node',
      'A',
      '--json',
    );
    const result = JSON.parse(json.stdout) as {
      unit: string;
      stepSeconds: number;
      series: { nodeTag: string }[];
    };
    expect(result).toMatchObject({ unit: 'bytes', stepSeconds: 60 });
    expect(result.series.map((series) => series.nodeTag)).toEqual(['A']);
    const points = await run('metrics', 'prd-orders-eu', '--period', '1h', '--node', 'B', '--points');
    const [header, ...rows] = points.stdout.trimEnd().split('\n');
    expect(header).toMatch(/^TIME\s+B$/);
    expect(rows.length).toBeGreaterThanOrEqual(59);
    expect(rows[0]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC\s+([\d.]+%|-)$/);
  });
});

describe('keys', () => {
  it('lists the account’s keys, active and not, never a secret', async () => {
    const { code, stdout } = await run('keys', 'list');
    expect(code).toBe(0);
    expect(stdout).toMatch(
      /^key_7f3a9c2e1b4d\s+CI deployments\s+yes\s+no\s+creator’s \(8\)\s+.+UTC\s+.+UTC\s+owner@demo\.dbcloud\.dev$/m,
    );
    expect(stdout).toMatch(/^key_9e1c3a5b7d2f\s+Old reporting job\s+no\s/m);
    expect(stdout).not.toContain('dbc_');
    const json = JSON.parse((await run('keys', 'list', '--json')).stdout) as { apiKeyId: string }[];
    expect(json.map((key) => key.apiKeyId)).toEqual(
      ['key_7f3a9c2e1b4d', 'key_2b8d4f6a0c1e', 'key_9e1c3a5b7d2f'].filter((id) =>
        json.some((key) => key.apiKeyId === id),
      ),
    );
  });
});
