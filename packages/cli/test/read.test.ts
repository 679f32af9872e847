// The reading commands, end to end: the built bin against the standalone fake cloud, with acme's
// seeded key. Human tables by default, the API's own JSON with --json, and the exit codes scripts use.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createProgram } from '../src/program.js';
import { dbcloud, fakeCloudForFile, KEYS } from './harness.js';

const { cloud, run, api } = fakeCloudForFile();

describe('products', () => {
  it('lists the account’s products as a table', async () => {
    const { code, stdout, stderr } = await run('products', 'list');
    expect({ code, stderr }).toEqual({ code: 0, stderr: '' });
    const [header, ...rows] = stdout.trimEnd().split('\n');
    expect(header).toMatch(/^ID\s+NAME\s+STATUS\s+TIER\s+CLOUD\s+REGION\s+INSTANCE\s+NODES$/);
    expect(rows).toContainEqual(
      expect.stringMatching(
        /^prd-orders-eu\s+Orders \(EU\)\s+running\s+Production\s+Aws\s+eu-west-1\s+P30\s+4$/,
      ),
    );
    expect(rows).toContainEqual(expect.stringMatching(/^prd-analytics-us\s+Analytics \(US\)\s+terminated\s/));
  });

  it('answers the API’s JSON with --json, whatever the position of the flag', async () => {
    const expected = await api('/products/get-products/acme');
    for (const args of [
      ['products', 'list', '--json'],
      ['--json', 'products', 'list'],
    ]) {
      const { code, stdout } = await run(...args);
      expect(code).toBe(0);
      expect(JSON.parse(stdout)).toEqual(expected);
    }
  });

  it('shows one product with its storage and nodes', async () => {
    const { code, stdout } = await run('products', 'get', 'prd-orders-eu');
    expect(code).toBe(0);
    expect(stdout).toMatch(/^Status:\s+running$/m);
    expect(stdout).toMatch(/^Storage:\s+premium, 500 GiB, 6000 IOPS, 250 MB\/s$/m);
    expect(stdout).toMatch(
      /^D \(additional\)\s+running\s+eu-central-1\s+https:\/\/d\.orders\.acme\.dbcloud\.dev$/m,
    );
    const json = await run('products', 'get', 'prd-orders-eu', '--json');
    expect(JSON.parse(json.stdout)).toEqual(await api('/products/get/acme/prd-orders-eu'));
  });

  it('exits 1 with the problem’s title and detail for a product the account does not have', async () => {
    const { code, stdout, stderr } = await run('products', 'get', 'prd-nowhere-eu');
    expect(code).toBe(1);
    expect(stdout).toBe('');
    // The server's id of the request comes last, for a support request.
    expect(stderr).toMatch(
      /^Error: Not found \(404\)\nThere is no product prd-nowhere-eu in acme\.\nRequest id: req_[0-9a-f]{32}\n$/,
    );
  });
});

describe('products sizes', () => {
  it('prices each size a product can move to, its own marked current, as a table and with --json', async () => {
    const table = await run('products', 'sizes', 'prd-reports-eu');
    expect({ code: table.code, stderr: table.stderr }).toEqual({ code: 0, stderr: '' });
    const [header, ...rows] = table.stdout.trimEnd().split('\n');
    expect(header).toMatch(/^TIER\s+SIZE\s+VCPUS\s+MEMORY\s+A MONTH$/);
    expect(rows.filter((row) => row.includes('(current)'))).toHaveLength(1);
    const json = await run('products', 'sizes', 'prd-reports-eu', '--json');
    const sizes = JSON.parse(json.stdout) as { instanceType: string; current?: boolean; price: object }[];
    expect(sizes).toHaveLength(rows.length);
    expect(sizes.filter((size) => size.current)).toHaveLength(1);
    for (const size of sizes) expect(size).not.toHaveProperty('priceRequest');
  });
});

describe('a read-only key with fewer roles', () => {
  const readOnly = (...args: string[]) =>
    dbcloud(cloud(), [...args, '--account', 'acme-health'], { DBCLOUD_API_KEY: KEYS.acmeHealthReadOnly });

  it('says what it may do: `keys current`', async () => {
    const { code, stdout } = await readOnly('keys', 'current');
    expect(code).toBe(0);
    expect(stdout).toContain('key_6e0a2c4b8d3f (“Audit reader”), created by owner@demo.dbcloud.dev');
    expect(stdout).toContain('read-only: yes (every call that changes something is refused)');
    expect(stdout).toContain('roles: Products, Billing');
  });

  it('reads, and a change exits 1 with the server’s words: the key is read-only', async () => {
    expect((await readOnly('products', 'list')).code).toBe(0);
    const { code, stdout, stderr } = await readOnly(
      'products',
      'restart-node',
      'prd-patients-us',
      'A',
      '--yes',
    );
    expect({ code, stdout }).toEqual({ code: 1, stdout: '' });
    expect(stderr).toMatch(
      /^Error: You don’t have access \(403\)\nThis API key is read-only: it may only read, and restartNode changes acme-health’s products\. /,
    );
  });
});

describe('keys that are not accepted', () => {
  it('exits 1 with the problem’s words for a deactivated key', async () => {
    const { code, stdout, stderr } = await dbcloud(cloud(), ['products', 'list'], {
      DBCLOUD_API_KEY: KEYS.acmeDeactivated,
    });
    expect(code).toBe(1);
    expect(stdout).toBe('');
    expect(stderr).toMatch(
      /^Error: The API key was not accepted \(401\)\nThe API key key_9e1c3a5b7d2f .*was deactivated/,
    );
  });

  it('takes --api-key over DBCLOUD_API_KEY', async () => {
    const { code, stderr } = await run('products', 'list', '--api-key', KEYS.acmeDeactivated);
    expect(code).toBe(1);
    expect(stderr).toContain('was deactivated');
  });

  it('exits 1 with 403 when the account is not the key’s', async () => {
    const { code, stderr } = await run('products', 'list', '--account', 'globex');
    expect(code).toBe(1);
    expect(stderr).toMatch(
      /^Error: You don’t have access \(403\)\nThis API key belongs to acme, not to globex \(X-Tenant-ID\)\.\nRequest id: req_\w+\n$/,
    );
  });

  it('with --json, writes the problem details on stderr as one JSON line (stdout stays empty)', async () => {
    const missing = await run('products', 'get', 'prd-nowhere-eu', '--json');
    expect({ code: missing.code, stdout: missing.stdout }).toEqual({ code: 1, stdout: '' });
    expect(missing.stderr.endsWith('\n')).toBe(true);
    expect(JSON.parse(missing.stderr)).toMatchObject({
      status: 404,
      title: 'Not found',
      detail: 'There is no product prd-nowhere-eu in acme.',
      requestId: expect.stringMatching(/^req_[0-9a-f]{32}$/),
    });
    const unreachable = await run('--json', 'products', 'list', '--url', 'http://127.0.0.1:9/api/v1');
    expect(unreachable.code).toBe(1);
    expect(JSON.parse(unreachable.stderr)).not.toHaveProperty('requestId');
    expect(JSON.parse(unreachable.stderr)).toMatchObject({
      status: 0,
      detail: expect.stringContaining('No answer from http://127.0.0.1:9/api/v1.'),
    });
    const usage = await run('products', 'scale', 'prd-reports-eu', '--json');
    expect(usage.code).toBe(2);
    expect(JSON.parse(usage.stderr)).toMatchObject({ title: 'Usage error', detail: expect.any(String) });
  });

  it('exits 1 and names the address when the server cannot be reached', async () => {
    const { code, stderr } = await run('products', 'list', '--url', 'http://127.0.0.1:9/api/v1');
    expect(code).toBe(1);
    expect(stderr).toContain('no answer from http://127.0.0.1:9/api/v1');
  });
});

describe('usage errors exit 2 and send nothing', () => {
  it.each([
    [['products', 'lst'], /unknown command 'lst'/],
    [['products'], /Usage: dbcloud products/],
    [['products', 'get'], /missing required argument 'productId'/],
    [['products', 'list', '--colour'], /unknown option '--colour'/],
    [['products', 'restart-node', 'prd-orders-eu', 'Z', '--yes'], /value 'Z' is invalid/],
    [['products', 'scale', 'prd-reports-eu'], /Say what to change/],
    [['products', 'scale', 'prd-reports-eu', '--iops', 'many'], /Expected a whole number from 100 to 256000/],
    [['metrics', 'prd-orders-eu', '--period', '2y'], /argument '2y' is invalid/],
    [['billing', 'invoices', '--year', '1999'], /Expected a whole number from 2000 to 2100/],
    [['products', 'list', '--url', 'ftp://example.com'], /--url must be the API’s http\(s\) address/],
  ])('dbcloud %j', async (args, message) => {
    const { code, stdout, stderr } = await run(...args);
    expect(code).toBe(2);
    expect(stdout).toBe('');
    expect(stderr).toMatch(message);
  });

  it('asks for a key and an account when neither is set', async () => {
    const noKey = await dbcloud(cloud(), ['products', 'list'], { DBCLOUD_API_KEY: undefined });
    expect(noKey).toMatchObject({ code: 2, stdout: '' });
    expect(noKey.stderr).toContain('No API key: set DBCLOUD_API_KEY or pass --api-key');
    const noAccount = await dbcloud(cloud(), ['products', 'list'], { DBCLOUD_ACCOUNT: undefined });
    expect(noAccount).toMatchObject({ code: 2, stdout: '' });
    expect(noAccount.stderr).toContain('No account: set DBCLOUD_ACCOUNT or pass --account');
  });
});

describe('--help', () => {
  /** Every command's words, from the program itself: `[]`, `['products']`, `['products', 'list']`, … */
  function commandPaths(): string[][] {
    const paths: string[][] = [];
    const walk = (command: ReturnType<typeof createProgram>, prefix: string[]) => {
      paths.push(prefix);
      for (const sub of command.commands) walk(sub, [...prefix, sub.name()]);
    };
    walk(createProgram(), []);
    return paths;
  }

  it('every command explains itself with an example and exits 0', async () => {
    const paths = commandPaths();
    expect(paths).toContainEqual(['products', 'restart-node']);
    expect(paths.length).toBeGreaterThanOrEqual(16);
    const runs = await Promise.all(paths.map((words) => run(...words, '--help')));
    runs.forEach(({ code, stdout }, index) => {
      const words = paths[index]?.join(' ') ?? '';
      expect({ words, code }).toEqual({ words, code: 0 });
      expect(stdout).toContain(`Usage: dbcloud ${words}`.trimEnd());
      expect(stdout).toMatch(/\nExamples?:\n( {2}\$ .+\n)* {2}\$ dbcloud /);
    });
  });

  it('every command is in the README with an example', () => {
    const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
    const leaves = commandPaths().filter((words) => words.length > 0 && !words.includes('help'));
    for (const words of leaves) {
      const command = `dbcloud ${words.join(' ')}`;
      expect(readme, command).toMatch(new RegExp(`\\n${command.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`));
    }
  });

  it('prints the version', async () => {
    const { code, stdout } = await run('--version');
    expect(code).toBe(0);
    expect(stdout.trim()).toMatch(/^\d+\.\d+\.\d+$/);
  });
});
