import { execFileSync } from 'node:child_process';
import { runInNewContext } from 'node:vm';
import { operations } from '@dbcloud/api-client';
import { examples } from '@dbcloud/api-client/msw';
import { ACCOUNT_FLAG, CLI_COMMANDS, cliCommandOf } from '@dbcloud/cli/commands';
import { describe, expect, it } from 'vitest';
import { codeSnippets, mcpConfig, requestUrl, shellQuote } from './snippets';

const baseUrl = 'https://portal.dbcloud.dev/api/v1';

/** What a POSIX shell makes of a quoted word (the real shell, not a model of it). */
const shellWord = (quoted: string) => execFileSync('/bin/sh', ['-c', `printf %s ${quoted}`]).toString();

/** The object literal after `body: ` in an SDK snippet, evaluated. */
function sdkBody(sdk: string): unknown {
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

const create = {
  operationId: 'createProduct',
  tenant: 'acme',
  body: {
    tier: 'Development',
    domainName: 'acme',
    subdomainName: 'orders',
    name: 'Bob\'s orders "EU" $HOME `x`',
    cloudProvider: 'Aws',
    region: 'eu-west-1',
    instanceType: 'M10',
    storage: { type: 'premium', sizeGb: 100, iops: 3000, throughput: 125 },
    releaseChannel: 'lts',
    allowedIps: ['10.0.0.0/8', '192.168.1.1/32'],
  },
} as const;

describe('shellQuote', () => {
  it.each([
    ['plain', 'plain'],
    ['10.0.0.0/8', '10.0.0.0/8'],
    ['two words', "'two words'"],
    ["Bob's", `'Bob'\\''s'`],
    ['', "''"],
  ])('%j -> %s', (value, quoted) => expect(shellQuote(value)).toBe(quoted));

  it.each(['it\'s a "test"', '$HOME and `date`', 'new\nline', "'", "a'b'c", 'back\\slash', '*'])(
    'the shell reads %j back unchanged',
    (value) => expect(shellWord(shellQuote(value))).toBe(value),
  );
});

describe('codeSnippets', () => {
  it('writes the SDK call with the body the form sends, the key from the environment', () => {
    const { sdk } = codeSnippets(create, { baseUrl });
    expect(sdkBody(sdk)).toEqual(create.body);
    expect(sdk).toContain("import { createApiClient, unwrap } from '@dbcloud/api-client';");
    expect(sdk).toContain(`baseUrl: '${baseUrl}',\n  apiKey: process.env.DBCLOUD_API_KEY,`);
    expect(sdk).toContain("api.POST('/products/create', {");
    // A key is the account's own: no tenant header is needed.
    expect(sdk).not.toContain('X-Tenant-ID');
  });

  it('writes curl with the bearer key from the environment and the same JSON body', () => {
    const { curl } = codeSnippets(create, { baseUrl });
    expect(curl).toContain(`curl -X POST ${baseUrl}/products/create \\\n`);
    expect(curl).toContain('-H "Authorization: Bearer $DBCLOUD_API_KEY"');
    const data = curl.slice(curl.indexOf('--data ') + '--data '.length).trim();
    expect(JSON.parse(shellWord(data))).toEqual(create.body);
  });

  it('writes the CLI command with a flag per body field, nested fields joined, lists repeated', () => {
    const { cli } = codeSnippets(create, { baseUrl });
    expect(cli).toBe(
      [
        `export DBCLOUD_URL=${baseUrl}`,
        '# DBCLOUD_API_KEY holds an API key’s secret',
        'dbcloud products create \\',
        '  --account acme \\',
        '  --tier Development \\',
        '  --subdomain orders \\',
        `  --name 'Bob'\\''s orders "EU" $HOME \`x\`' \\`,
        '  --cloud Aws \\',
        '  --region eu-west-1 \\',
        '  --instance M10 \\',
        '  --storage-type premium \\',
        '  --storage-size 100 \\',
        '  --iops 3000 \\',
        '  --throughput 125 \\',
        '  --release-channel lts \\',
        '  --allow-ip 10.0.0.0/8 \\',
        '  --allow-ip 192.168.1.1/32',
        '',
      ].join('\n'),
    );
  });

  it('fills and encodes path parameters, and takes the product as the CLI argument', () => {
    const request = {
      operationId: 'changeProduct',
      tenant: 'acme',
      path: { domainName: 'acme' },
      body: { productId: 'prd 1/x', instanceType: 'M20' },
    } as const;
    expect(requestUrl(request, `${baseUrl}/`)).toBe(`${baseUrl}/products/change-product/acme`);
    const { sdk, cli } = codeSnippets(request, { baseUrl });
    expect(sdk).toContain("params: {\n      path: {\n        domainName: 'acme',\n      },\n    },");
    expect(cli).toContain("dbcloud products scale 'prd 1/x' \\\n  --account acme \\\n  --instance M20\n");
    const url = requestUrl(
      { operationId: 'addAdditionalNode', tenant: 'a', path: { domainName: 'a b', productId: 'p/1' } },
      baseUrl,
    );
    expect(url).toBe(`${baseUrl}/products/additional-node/add/a%20b/p%2F1`);
  });

  it('names the storage flags of a scale as create names them', () => {
    const { cli } = codeSnippets(
      {
        operationId: 'changeVolume',
        tenant: 'acme',
        path: { domainName: 'acme' },
        body: { productId: 'prd-1', type: 'premium', sizeGb: 1000, iops: 6000, throughput: 250 },
      },
      { baseUrl },
    );
    expect(cli).toContain(
      'dbcloud products scale prd-1 \\\n  --account acme \\\n  --storage-type premium \\\n  --storage-size 1000 \\\n  --iops 6000 \\\n  --throughput 250\n',
    );
  });

  it('has no CLI command where the CLI has none', () => {
    const snippets = codeSnippets(
      {
        operationId: 'addAdditionalNode',
        tenant: 'acme',
        path: { domainName: 'acme', productId: 'prd-1' },
        body: {},
      },
      { baseUrl },
    );
    expect(snippets.cli).toBeNull();
    expect(snippets.apiKey).toBe(true);
    expect(snippets.curl).toContain(`${baseUrl}/products/additional-node/add/acme/prd-1`);
    // `products scale` changes the instance and tier, never the name: no command sends this request.
    const rename = codeSnippets(
      {
        operationId: 'changeProduct',
        tenant: 'acme',
        path: { domainName: 'acme' },
        body: { productId: 'prd-1', name: 'Orders', instanceType: 'M20' },
      },
      { baseUrl },
    );
    expect(rename.cli).toBeNull();
  });

  it('uses a signed-in session for a call no key may make, and says so', () => {
    const snippets = codeSnippets(
      {
        operationId: 'createApiKey',
        tenant: 'acme',
        body: { domainName: 'acme', description: 'CI', expiresAt: '2027-01-01T00:00:00.000Z' },
      },
      { baseUrl },
    );
    expect(snippets.apiKey).toBe(false);
    expect(snippets.cli).toBeNull();
    expect(snippets.sdk).toContain('An API key cannot make this call (createApiKey)');
    expect(snippets.sdk).not.toContain('apiKey:');
    expect(snippets.sdk).toContain("headers: {\n      'X-Tenant-ID': 'acme',\n    },");
    expect(snippets.curl).not.toContain('Authorization');
    expect(snippets.curl).toContain('-b "dbcloud_session=$DBCLOUD_SESSION"');
    expect(snippets.curl).toContain("-H 'X-Tenant-ID: acme'");
  });

  it('never writes a credential a body carries', () => {
    const { sdk, curl } = codeSnippets(
      {
        operationId: 'createSupportRequest',
        tenant: 'acme',
        body: { title: 'x', password: 'hunter2', nested: { cvv: '123' } },
      },
      { baseUrl },
    );
    for (const snippet of [sdk, curl]) {
      expect(snippet).not.toContain('hunter2');
      expect(snippet).not.toContain('123');
    }
  });

  it('writes a GET without a body, and the secret being shown when asked to', () => {
    const secret = 'dbc_Abc123';
    const snippets = codeSnippets(
      { operationId: 'getProducts', tenant: 'acme', path: { domainName: 'acme' } },
      { baseUrl, keySecret: secret },
    );
    expect(snippets.curl).toContain(
      `export DBCLOUD_API_KEY=${secret}\ncurl ${baseUrl}/products/get-products/acme \\`,
    );
    expect(snippets.curl).not.toContain('--data');
    expect(snippets.cli).toBe(
      `export DBCLOUD_URL=${baseUrl}\nexport DBCLOUD_API_KEY=${secret}\ndbcloud products list \\\n  --account acme\n`,
    );
    expect(snippets.sdk).toContain(`DBCLOUD_API_KEY=${secret} node script.mjs`);
    expect(snippets.sdk).toContain("api.GET('/products/get-products/{domainName}', {");
  });

  it('with a new key’s secret, also configures an AI assistant’s MCP server (Claude Desktop, Cursor) with it', () => {
    const secret = 'dbc_Abc123';
    const { mcp } = codeSnippets(
      { operationId: 'getProducts', tenant: 'acme', path: { domainName: 'acme' } },
      { baseUrl, keySecret: secret },
    );
    expect(JSON.parse(mcp ?? '')).toEqual({
      mcpServers: {
        dbcloud: {
          command: 'npx',
          args: ['-y', '@dbcloud/mcp'],
          env: { DBCLOUD_API_KEY: secret, DBCLOUD_ACCOUNT: 'acme', DBCLOUD_URL: baseUrl },
        },
      },
    });
    // Pretty-printed, as the configuration files are, and ready to paste.
    expect(mcp).toBe(`${JSON.stringify(JSON.parse(mcp ?? ''), null, 2)}\n`);
    expect(
      mcpConfig({ baseUrl: 'http://localhost:4173/api/v1/', account: 'globex', keySecret: secret }),
    ).toContain('"DBCLOUD_URL": "http://localhost:4173/api/v1"');
  });

  it('writes no MCP configuration without a key’s secret, or for a call a key cannot make', () => {
    const products = { operationId: 'getProducts', tenant: 'acme', path: { domainName: 'acme' } } as const;
    expect(codeSnippets(products, { baseUrl }).mcp).toBeNull();
    const invite = { operationId: 'inviteUser', tenant: 'acme', body: { email: 'a@example.com' } } as const;
    expect(codeSnippets(invite, { baseUrl, keySecret: 'dbc_Abc123' }).mcp).toBeNull();
  });

  it('writes only commands of the CLI’s command table, with their arguments and options', () => {
    const written = new Set<string>();
    for (const { operationId } of operations) {
      const { request } = examples[operationId];
      const { cli } = codeSnippets(
        {
          operationId,
          path: request.path as Record<string, string>,
          body: request.body,
          tenant: 'acme',
        },
        { baseUrl },
      );
      const known = cliCommandOf(operationId);
      if (cli === null) continue;
      if (!known) throw new Error(`${operationId}: a command the CLI's table does not have`);
      written.add(operationId);
      const [command = '', ...options] = cli.split('\n').slice(2, -1);
      const args = known.arguments.map((name) =>
        shellQuote(String({ ...request.path, ...(request.body as object) }[name])),
      );
      expect(command, operationId).toBe([`dbcloud ${known.command}`, ...args, '\\'].join(' '));
      const names = options.map((line) => /^ {2}--([a-z-]+)/.exec(line)?.[1]);
      expect(names[0], operationId).toBe(ACCOUNT_FLAG);
      for (const name of names.slice(1)) expect(Object.values(known.flags), operationId).toContain(name);
    }
    // Every command of the table, from the contract's examples (the API reference shows them).
    expect([...written].sort()).toEqual(Object.keys(CLI_COMMANDS).sort());
  });
});
