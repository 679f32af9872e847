// `--http <port>`: the same tools over Streamable HTTP, on the loopback address, only for requests that
// carry the server's token, refusing requests a web page could send through DNS rebinding (another
// Host or Origin, down to the port).
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { request } from 'node:http';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BIN, call, checkedAnswers, clientEnv, type FakeCloud, KEYS, startFakeCloud } from './harness.js';

/** The token the main server is started with (DBCLOUD_MCP_TOKEN). */
const TOKEN = 'tok_TheHttpTestsOwnBearerToken_0123456789';

interface Started {
  child: ChildProcess;
  endpoint: string;
  port: number;
  stdout: () => string;
  stderr: () => string;
}

/** Starts `dbcloud-mcp ...args` and waits for the line saying where it serves. */
function startServer(cloud: FakeCloud, args: string[], env: Record<string, string> = {}): Promise<Started> {
  const child = spawn(process.execPath, [BIN, ...args], {
    env: clientEnv(cloud, env),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  child.stdout?.on('data', (chunk) => {
    out += chunk;
  });
  return new Promise<Started>((resolve, reject) => {
    child.stderr?.on('data', (chunk) => {
      err += chunk;
      const match = /serving Streamable HTTP at (http:\/\/\S+\/mcp)\n/.exec(err);
      if (match?.[1] && /^Clients must send /m.test(err)) {
        const endpoint = match[1];
        resolve({
          child,
          endpoint,
          port: Number(new URL(endpoint).port),
          stdout: () => out,
          stderr: () => err,
        });
      }
    });
    child.on('exit', (code) => reject(new Error(`dbcloud-mcp exited with ${code}: ${err}`)));
  });
}

/** Runs `dbcloud-mcp ...args` expecting it to stop (a refusal to start). */
function runToExit(cloud: FakeCloud, args: string[], env: Record<string, string> = {}) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    execFile(
      process.execPath,
      [BIN, ...args],
      { env: clientEnv(cloud, env), timeout: 10_000 },
      (error, stdout, stderr) =>
        resolve({ code: error ? ((error.code as number | undefined) ?? null) : 0, stdout, stderr }),
    );
  });
}

const LIST = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list', params: {} });

/**
 * A raw request to 127.0.0.1:`port` (fetch will not send another Host header): by default a tools/list
 * with the right Host, no Origin and no token.
 */
function raw(
  port: number,
  headers: Record<string, string | undefined> = {},
  path = '/mcp',
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }> {
  const sent: Record<string, string> = {
    'Content-Type': 'application/json',
    Accept: 'application/json, text/event-stream',
    Host: `127.0.0.1:${port}`,
  };
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined) delete sent[name];
    else sent[name] = value;
  }
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, method: 'POST', headers: sent }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => {
        body += chunk;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end(LIST);
  });
}

const bearer = (token: string) => `Bearer ${token}`;

let cloud: FakeCloud;
/** Started with DBCLOUD_MCP_TOKEN=TOKEN, changes allowed. */
let server: Started;
/** Started without DBCLOUD_MCP_TOKEN: it makes a token and prints it once. */
let made: Started;
beforeAll(async () => {
  cloud = await startFakeCloud();
  [server, made] = await Promise.all([
    startServer(cloud, ['--http', '0', '--allow-writes', '--confirm', 'model'], { DBCLOUD_MCP_TOKEN: TOKEN }),
    startServer(cloud, ['--http', '0']),
  ]);
});
afterAll(() => {
  server?.child.kill('SIGTERM');
  made?.child.kill('SIGTERM');
  cloud?.stop();
});

/** The SDK's HTTP client, sending `token` with every request. */
async function connectHttp(endpoint: string, token: string) {
  const client = checkedAnswers(new Client({ name: 'http-test', version: '1.0.0' }));
  await client.connect(
    new StreamableHTTPClientTransport(new URL(endpoint), {
      requestInit: { headers: { Authorization: bearer(token) } },
    }),
  );
  return client;
}

describe('dbcloud-mcp --http', () => {
  it('listens on 127.0.0.1 by default and serves the tools to the SDK’s HTTP client sending the token', async () => {
    expect(server.endpoint).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/mcp$/);
    const client = await connectHttp(server.endpoint, TOKEN);
    try {
      const { tools } = await client.listTools();
      expect(tools.map((tool) => tool.name)).toContain('products_terminate');
      const { products } = await call<{ products: { productId: string }[] }>(client, 'products_list');
      expect(products.map((product) => product.productId)).toContain('prd-orders-eu');
      // A token from one request confirms on another: the tokens outlive each stateless request.
      const preview = await call<{ confirmation: { token: string } }>(client, 'products_restart_node', {
        productId: 'prd-orders-eu',
        nodeTag: 'A',
      });
      const done = await call<{ stage: string }>(client, 'products_restart_node', {
        productId: 'prd-orders-eu',
        nodeTag: 'A',
        confirmationToken: preview.confirmation.token,
      });
      expect(done.stage).toBe('done');
    } finally {
      await client.close();
    }
    // A given token is never printed: the server only says where it comes from.
    expect(server.stderr()).toContain(
      'Clients must send the header Authorization: Bearer <the token in DBCLOUD_MCP_TOKEN>.',
    );
    expect(server.stderr()).not.toContain(TOKEN);
    expect(server.stderr()).not.toContain(KEYS.acme);
    expect(server.stdout()).toBe('');
  });

  it('answers 401 with WWW-Authenticate: Bearer to a request without the token, or with another', async () => {
    const { port } = server;
    const missing = await raw(port);
    expect(missing.status).toBe(401);
    expect(missing.headers['www-authenticate']).toBe('Bearer realm="dbcloud-mcp"');
    expect(JSON.parse(missing.body)).toMatchObject({
      jsonrpc: '2.0',
      error: {
        message: expect.stringMatching(/^Unauthorized: no bearer token\. .*Authorization: Bearer <token>/),
      },
    });
    // Same length, one character off; shorter; longer; another scheme; an empty bearer.
    const sameLength = `${TOKEN.slice(0, -1)}X`;
    expect(sameLength).toHaveLength(TOKEN.length);
    for (const authorization of [
      bearer(sameLength),
      bearer(TOKEN.slice(0, 10)),
      bearer(`${TOKEN}${TOKEN}`),
      `Basic ${Buffer.from(`user:${TOKEN}`).toString('base64')}`,
      `Token ${TOKEN}`,
      'Bearer ',
    ]) {
      const refused = await raw(port, { Authorization: authorization });
      expect(refused.status, authorization).toBe(401);
      expect(refused.headers['www-authenticate'], authorization).toMatch(/^Bearer realm="dbcloud-mcp"/);
      expect(refused.body).not.toContain(TOKEN);
    }
    expect((await raw(port, { Authorization: bearer(sameLength) })).headers['www-authenticate']).toBe(
      'Bearer realm="dbcloud-mcp", error="invalid_token"',
    );
    // The right token, the scheme in any case.
    expect((await raw(port, { Authorization: bearer(TOKEN) })).status).toBe(200);
    expect((await raw(port, { Authorization: `bearer ${TOKEN}` })).status).toBe(200);
    // Every path needs it: another one is 401 without it, 404 with it.
    expect((await raw(port, {}, '/other')).status).toBe(401);
    expect((await raw(port, { Authorization: bearer(TOKEN) }, '/other')).status).toBe(404);
    // Each refusal is one log line, without any token.
    expect(server.stderr()).toMatch(/^http: 401, a request without a bearer token$/m);
    expect(server.stderr()).toMatch(/^http: 401, a request with a wrong token$/m);
  });

  it('refuses another Origin, down to its scheme and port, and any Host but its own address and port', async () => {
    const { port } = server;
    const auth = { Authorization: bearer(TOKEN) };
    // Origin: only this server's own, exactly; none at all (not a browser) is fine.
    expect((await raw(port, { ...auth, Origin: `http://127.0.0.1:${port}` })).status).toBe(200);
    expect((await raw(port, { ...auth, Origin: `http://localhost:${port}` })).status).toBe(200);
    expect((await raw(port, { ...auth, Origin: `http://[::1]:${port}` })).status).toBe(200);
    for (const origin of [
      `http://localhost:${port === 8080 ? 8081 : 8080}`,
      `http://127.0.0.1:${port + 1}`,
      'http://localhost',
      `https://localhost:${port}`,
      `http://evil.example:${port}`,
      'https://evil.example',
      'null',
    ]) {
      const refused = await raw(port, { ...auth, Origin: origin });
      expect(refused.status, origin).toBe(403);
      expect(JSON.parse(refused.body).error.message).toMatch(
        /^Forbidden: this Origin may not use this server/,
      );
    }
    // Host: a loopback name with this port.
    expect((await raw(port, { ...auth, Host: `localhost:${port}` })).status).toBe(200);
    expect((await raw(port, { ...auth, Host: `[::1]:${port}` })).status).toBe(200);
    for (const host of [
      `0.0.0.0:${port}`,
      `localhost:${port + 1}`,
      `127.0.0.1:${port === 80 ? 81 : 80}`,
      'localhost',
      `evil.example:${port}`,
      'evil.example',
      `127.0.0.1:${port}@evil.example`,
    ]) {
      const refused = await raw(port, { ...auth, Host: host });
      expect(refused.status, host).toBe(403);
      expect(JSON.parse(refused.body).error.message).toMatch(/^Forbidden: this Host may not use this server/);
    }
    // A rebinding page has no token either, but is refused for its Host before the token is looked at.
    expect((await raw(port, { Host: `evil.example:${port}` })).status).toBe(403);
  });

  it('makes a token when none is given, prints it once on stderr (never stdout) with the header to send', async () => {
    const lines = made.stderr().split('\n');
    const header = lines.find((line) => line.startsWith('Authorization: Bearer '));
    const token = header?.slice('Authorization: Bearer '.length) ?? '';
    // 32 random bytes, base64url.
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(lines[lines.indexOf(header ?? '') - 1]).toBe(
      'Clients must send this header (a token made for this run; set DBCLOUD_MCP_TOKEN for one that lasts):',
    );
    expect((await raw(made.port)).status).toBe(401);
    expect((await raw(made.port, { Authorization: bearer(TOKEN) })).status).toBe(401);
    const client = await connectHttp(made.endpoint, token);
    try {
      const { tools } = await client.listTools();
      expect(tools.map((tool) => tool.name)).toContain('products_list');
      expect(tools.map((tool) => tool.name)).not.toContain('products_terminate');
      await call(client, 'products_list');
      await call(client, 'billing_month');
    } finally {
      await client.close();
    }
    expect(made.stderr()).toMatch(/^products_list: ok /m);
    expect(made.stderr().split(token)).toHaveLength(2);
    expect(made.stdout()).toBe('');
  });

  it('refuses to listen beyond this machine without DBCLOUD_MCP_TOKEN, and does with it', async () => {
    const refused = await runToExit(cloud, ['--http', '0', '--host', '0.0.0.0']);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toMatch(
      /^dbcloud-mcp: --host 0\.0\.0\.0 lets other machines reach the server, so its clients need a token you give them: set DBCLOUD_MCP_TOKEN /,
    );
    expect(refused.stdout).toBe('');
    expect(refused.stderr).not.toMatch(/Authorization: Bearer [A-Za-z0-9_-]/);

    const weak = await runToExit(cloud, ['--http', '0', '--host', '0.0.0.0'], {
      DBCLOUD_MCP_TOKEN: 'secret',
    });
    expect(weak.code).toBe(2);
    expect(weak.stderr).toMatch(/^dbcloud-mcp: DBCLOUD_MCP_TOKEN must be at least 32 visible characters/);

    const everywhere = await startServer(cloud, ['--http', '0', '--host', '0.0.0.0'], {
      DBCLOUD_MCP_TOKEN: TOKEN,
    });
    try {
      expect(everywhere.endpoint).toMatch(/^http:\/\/0\.0\.0\.0:\d+\/mcp$/);
      expect(everywhere.stderr()).toMatch(
        /^Warning: listening on 0\.0\.0\.0, not only this machine, over plain http/m,
      );
      expect(everywhere.stderr()).not.toContain(TOKEN);
      const { port } = everywhere;
      expect((await raw(port, { Authorization: bearer(TOKEN) })).status).toBe(200);
      expect((await raw(port)).status).toBe(401);
      // The wildcard address is no name of the machine.
      expect((await raw(port, { Authorization: bearer(TOKEN), Host: `0.0.0.0:${port}` })).status).toBe(403);
    } finally {
      everywhere.child.kill('SIGTERM');
    }
  });
});
