// `--http <port>`: the same tools over Streamable HTTP, on the loopback address, refusing requests a
// web page could send through DNS rebinding (another Host or Origin).
import { type ChildProcess, spawn } from 'node:child_process';
import { request } from 'node:http';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BIN, call, clientEnv, type FakeCloud, KEYS, startFakeCloud } from './harness.js';

let cloud: FakeCloud;
let server: ChildProcess;
let endpoint: string;
let log = '';
beforeAll(async () => {
  cloud = await startFakeCloud();
  server = spawn(process.execPath, [BIN, '--http', '0', '--allow-writes'], {
    env: clientEnv(cloud),
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  endpoint = await new Promise<string>((resolve, reject) => {
    server.stderr?.on('data', (chunk) => {
      log += chunk;
      const match = /serving Streamable HTTP at (http:\/\/\S+\/mcp)/.exec(log);
      if (match?.[1]) resolve(match[1]);
    });
    server.on('exit', (code) => reject(new Error(`dbcloud-mcp exited with ${code}: ${log}`)));
  });
});
afterAll(() => {
  server?.kill('SIGTERM');
  cloud?.stop();
});

describe('dbcloud-mcp --http', () => {
  it('listens on 127.0.0.1 by default and serves the tools to the SDK’s HTTP client', async () => {
    expect(endpoint).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/mcp$/);
    const client = new Client({ name: 'http-test', version: '1.0.0' });
    await client.connect(new StreamableHTTPClientTransport(new URL(endpoint)));
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
    expect(log).not.toContain(KEYS.acme);
  });

  it('refuses another Host or Origin (DNS rebinding) and any path but /mcp', async () => {
    const body = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list', params: {} });
    const headers = { 'Content-Type': 'application/json', Accept: 'application/json, text/event-stream' };
    const { port } = new URL(endpoint);
    const post = (url: string, extra: Record<string, string> = {}) =>
      fetch(url, { method: 'POST', headers: { ...headers, ...extra }, body });
    // fetch will not send another Host header: a raw request does.
    const withHost = (host: string) =>
      new Promise<number>((resolve, reject) => {
        const req = request(
          { host: '127.0.0.1', port, path: '/mcp', method: 'POST', headers: { ...headers, Host: host } },
          (res) => {
            res.resume();
            resolve(res.statusCode ?? 0);
          },
        );
        req.on('error', reject);
        req.end(body);
      });
    expect(await withHost('evil.example')).toBe(403);
    expect(await withHost(`localhost:${port}`)).toBe(200);
    expect((await post(endpoint, { Origin: 'https://evil.example' })).status).toBe(403);
    expect((await post(endpoint, { Origin: `http://localhost:${port}` })).status).toBe(200);
    expect((await post(endpoint.replace(/\/mcp$/, '/other'))).status).toBe(404);
  });
});
