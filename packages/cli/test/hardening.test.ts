// What the CLI does with a server it should not trust blindly: it never sends the key in clear text to
// another machine, and it never lets what a server answers act on the terminal (control characters in
// names, titles and details are shown escaped).
import { createServer, type Server } from 'node:http';
import { readSettings, SettingsError } from '@dbcloud/api-client/settings';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrlOf } from '../src/context.js';
import { printable, table } from '../src/format.js';
import { dbcloud, type FakeCloud, KEYS } from './harness.js';

/** Raw control characters: C0 (ESC, BEL, CR, …), DEL, C1 (CSI, OSC, …). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding raw control characters is the point
const RAW_CONTROL = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/;

const hostile = {
  productId: 'prd-hostile',
  displayName: 'Orders\u001b]0;pwned\u0007\u001b[2J\r\nfake row',
  subdomainName: 'hostile',
  tier: 'Production',
  cloudProvider: 'Aws',
  region: 'eu-west-1\u009b2J',
  instanceType: 'P30',
  releaseChannel: 'stable',
  status: 'running',
  storage: { type: 'premium', sizeGb: 500, iops: 6000, throughput: 250 },
  allowedIps: ['198.51.100.7/32'],
  nodes: [
    {
      nodeTag: 'A',
      url: 'https://a.example\u001b[31m',
      status: 'running',
      isAdditional: false,
      region: 'eu-west-1',
    },
  ],
  labels: [{ kind: 'maintenance-scheduled', message: 'Soon\u0007\u007f', severity: 'info' }],
  createdAt: '2026-09-14T08:12:00Z',
};

/** A server that is not the fake cloud: it answers names full of control characters. */
let server: Server;
let cloud: FakeCloud;
beforeAll(async () => {
  server = createServer((req, res) => {
    const json = (status: number, body: unknown, type = 'application/json') =>
      res.writeHead(status, { 'Content-Type': type }).end(JSON.stringify(body));
    if (req.url === '/api/v1/products/get-products/acme') return json(200, [hostile]);
    if (req.url === '/api/v1/products/get/acme/prd-hostile') return json(200, hostile);
    return json(
      400,
      {
        type: 'https://dbcloud.dev/problems/validation',
        title: 'Bad\u001b[2J',
        status: 400,
        detail: 'No such thing\u001b]0;pwned\u0007',
        errors: { 'name\u001b[31m': ['is \u009bwrong'] },
      },
      'application/problem+json',
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const origin = `http://127.0.0.1:${port}`;
  cloud = { url: `${origin}/api/v1`, origin, reset: async () => {}, stop: () => {} };
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('control characters from the server', () => {
  it('are escaped in every table cell, so a name cannot clear the screen or add a row', async () => {
    const { code, stdout } = await dbcloud(cloud, ['products', 'list']);
    expect(code).toBe(0);
    expect(stdout).not.toMatch(RAW_CONTROL);
    const [, ...rows] = stdout.trimEnd().split('\n');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toContain('Orders\\u001b]0;pwned\\u0007\\u001b[2J\\r\\nfake row');
    expect(rows[0]).toContain('eu-west-1\\u009b2J');
  });

  it('are escaped in a product’s details', async () => {
    const { code, stdout } = await dbcloud(cloud, ['products', 'get', 'prd-hostile']);
    expect(code).toBe(0);
    expect(stdout).not.toMatch(RAW_CONTROL);
    expect(stdout).toMatch(/^Alerts:\s+Soon\\u0007\\u007f$/m);
  });

  it('stay escapes in --json, which still parses to the same value', async () => {
    const { code, stdout } = await dbcloud(cloud, ['products', 'list', '--json']);
    expect(code).toBe(0);
    expect(stdout).not.toMatch(RAW_CONTROL);
    expect(JSON.parse(stdout)).toEqual([hostile]);
  });

  it('are escaped in an error’s title, detail and fields, with and without --json', async () => {
    const human = await dbcloud(cloud, ['products', 'get', 'prd-other']);
    expect(human.code).toBe(1);
    expect(human.stderr).not.toMatch(RAW_CONTROL);
    expect(human.stderr).toContain('Error: Bad\\u001b[2J (400)');
    const json = await dbcloud(cloud, ['products', 'get', 'prd-other', '--json']);
    expect(json.code).toBe(1);
    expect(json.stderr).not.toMatch(RAW_CONTROL);
    expect(JSON.parse(json.stderr)).toMatchObject({ title: 'Bad\u001b[2J' });
  });

  it('a cell is escaped before the columns are aligned', () => {
    expect(printable('a\u001bb\tc\u202ed')).toBe('a\\u001bb\\tc\\u202ed');
    const [header, row] = table(['id', 'name'], [['x\u0007', 'y']]).split('\n');
    expect(row).toBe('x\\u0007  y');
    expect(header).toBe(`${'ID'.padEnd(row?.indexOf('  ') ?? 0)}  NAME`);
  });
});

const FLAGS = { apiKey: '--api-key', account: '--account', url: '--url' };

/** The message the shared settings module gives for a mistake. */
function mistake(call: () => unknown): string {
  try {
    call();
  } catch (error) {
    if (error instanceof SettingsError) return error.message;
    throw error;
  }
  throw new Error('no mistake');
}

describe('the API’s address', () => {
  it('refuses plain http to another machine, from --url or DBCLOUD_URL, before sending anything', async () => {
    for (const [args, env, source] of [
      [['--url', 'http://192.0.2.1/api/v1'], {}, '--url'],
      [[], { DBCLOUD_URL: 'http://192.0.2.1/api/v1' }, 'DBCLOUD_URL'],
      [['--url', 'http://dbcloud.example.com/api/v1'], {}, '--url'],
    ] as const) {
      const { code, stdout, stderr } = await dbcloud(cloud, [...args, 'products', 'list'], env);
      expect(code, stderr).toBe(2);
      expect(stdout).toBe('');
      expect(stderr).toContain('Refusing to send the API key in clear text');
      expect(stderr).toContain('https://');
      expect(stderr).toContain(source);
    }
  });

  // Every rule of the settings is tested once, in @dbcloud/api-client (test/settings.test.ts); here, that
  // the bin reads its settings with it: the same words, options over the environment.
  it('reads its settings with the shared module: its words, --url over DBCLOUD_URL', async () => {
    const wrongKey = await dbcloud(cloud, ['products', 'list'], { DBCLOUD_API_KEY: 'dbc_short' });
    expect(wrongKey).toMatchObject({ code: 2, stdout: '' });
    const expected = mistake(() =>
      readSettings({ DBCLOUD_API_KEY: 'dbc_short', DBCLOUD_ACCOUNT: 'acme' }, {}, FLAGS),
    );
    expect(wrongKey.stderr).toBe(`Error: ${expected}\n`);
    const wrongAccount = await dbcloud(cloud, ['products', 'list', '--account', 'Acme']);
    expect(wrongAccount.stderr).toBe(
      `Error: ${mistake(() => readSettings({ DBCLOUD_API_KEY: KEYS.acme }, { account: 'Acme' }, FLAGS))}\n`,
    );
    expect(baseUrlOf({}, { DBCLOUD_URL: ' https://api.dbcloud.dev/api/v1/ ' })).toBe(
      'https://api.dbcloud.dev/api/v1',
    );
    // Plain http to this machine's IPv6 loopback is fine; the key's spaces are dropped.
    const loopback = await dbcloud(cloud, ['products', 'list', '--json'], {
      DBCLOUD_URL: cloud.url.replace('127.0.0.1', '[::1]'),
      DBCLOUD_API_KEY: ` ${KEYS.acme} `,
    });
    expect([0, 1]).toContain(loopback.code);
    expect(loopback.stderr).not.toContain('Refusing');
    const refused = await dbcloud(cloud, ['--url', 'http://192.0.2.1/api/v1', 'products', 'list'], {
      DBCLOUD_URL: cloud.url,
      DBCLOUD_API_KEY: KEYS.acme,
    });
    expect(refused.code).toBe(2);
  });
});
