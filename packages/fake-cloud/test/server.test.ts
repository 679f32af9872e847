// The other two ways to run the fake cloud: the standalone HTTP server (real sockets, real cookies,
// the README's curl session) and the Vite dev-server middleware.
import { execFile, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeCloudServer, startFakeCloudServer } from '../src/node.js';
import { fakeCloud } from '../src/vite.js';

let server: FakeCloudServer;
beforeAll(async () => {
  server = await startFakeCloudServer({ port: 0 });
});
afterAll(() => server.close());

describe('standalone server', () => {
  it('signs in through the mailbox link with a real cookie and lists acme’s products', async () => {
    const json = { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' };
    const login = await fetch(`${server.url}/api/v1/login`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ email: 'owner@demo.dbcloud.dev' }),
    });
    expect(login.status).toBe(200);
    const mail = (await (await fetch(`${server.url}/__fake/mailbox?to=owner@demo.dbcloud.dev`)).json()) as {
      link: string;
    }[];
    const link = new URL(mail.at(-1)?.link ?? '');
    expect(link.origin).toBe(server.url);
    const opened = await fetch(`${server.url}/api/v1/login/link${link.search}`);
    const [cookie] = opened.headers.getSetCookie();
    expect(cookie).toMatch(/^dbcloud_session=[^;]+; Path=\/; SameSite=Lax; HttpOnly/);
    const session = cookie?.split(';')[0] ?? '';
    const products = await fetch(`${server.url}/api/v1/products/get-products/acme`, {
      headers: { Cookie: session, 'X-Tenant-ID': 'acme' },
    });
    expect(products.status).toBe(200);
    expect(((await products.json()) as unknown[]).length).toBeGreaterThanOrEqual(4);
  });

  it('mails links on its own URL, whatever Host, Origin or X-Forwarded-Host the request names', async () => {
    const { port } = new URL(server.url);
    const hostile: Record<string, string>[] = [
      { Host: 'evil.example' },
      { Host: `127.0.0.1:${port}`, Origin: 'https://evil.example' },
      { Host: `127.0.0.1:${port}`, 'X-Forwarded-Host': 'evil.example', 'X-Forwarded-Proto': 'https' },
    ];
    const email = 'member@demo.dbcloud.dev';
    for (const headers of hostile) {
      expect(await postWithHeaders(server.url, '/api/v1/login', { email }, headers)).toBe(200);
    }
    const mail = (await (await fetch(`${server.url}/__fake/mailbox?to=${email}`)).json()) as {
      link: string;
    }[];
    expect(mail.map((m) => new URL(m.link).origin)).toEqual([server.url, server.url, server.url]);
  });

  it('mails links on --public-origin when it is given', async () => {
    const other = await startFakeCloudServer({ port: 0, publicOrigin: 'https://portal.example' });
    try {
      const email = 'member@demo.dbcloud.dev';
      expect(await postWithHeaders(other.url, '/api/v1/login', { email }, {})).toBe(200);
      const mail = (await (await fetch(`${other.url}/__fake/mailbox?to=${email}`)).json()) as {
        link: string;
      }[];
      expect(new URL(mail[0]?.link ?? '').origin).toBe('https://portal.example');
    } finally {
      await other.close();
    }
  });

  it('answers 404 problem details for an unknown operation and drops the connection on a network fault', async () => {
    const unknown = await fetch(`${server.url}/api/v1/nothing-here`);
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get('content-type')).toBe('application/problem+json');
    await fetch(`${server.url}/__fake/faults`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ match: { operationId: 'getConfiguration' }, networkError: true, times: 1 }),
    });
    await expect(fetch(`${server.url}/api/v1/configuration`)).rejects.toThrow();
    expect((await fetch(`${server.url}/api/v1/configuration`)).status).toBe(200);
  });

  it('sends the security headers on every answer, and no CORS headers to a page on another origin', async () => {
    const origin = { Origin: 'http://localhost:9999' };
    for (const path of ['/api/v1/configuration', '/__fake/mailbox', '/api/v1/nothing-here', '/other']) {
      const response = await fetch(`${server.url}${path}`, { headers: origin });
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('no-referrer');
      expect(response.headers.get('permissions-policy')).toContain('camera=()');
      expect(response.headers.get('access-control-allow-origin')).toBeNull();
    }
    const preflight = await fetch(`${server.url}/__fake/mailbox`, {
      method: 'OPTIONS',
      headers: { ...origin, 'Access-Control-Request-Method': 'GET' },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
  });

  const hasCurl = spawnSync('curl', ['--version']).status === 0;
  // The server runs in this process, so curl must run asynchronously (a sync child would deadlock).
  it.skipIf(!hasCurl)('runs the README’s curl session as written', async () => {
    const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
    const session = /```sh\n# curl session\n([\s\S]*?)```/.exec(readme)?.[1] ?? '';
    expect(session).toContain('curl');
    const port = new URL(server.url).port;
    // The README talks to the default port 8787; here the same commands go to this test's server.
    const { stdout: output } = await promisify(execFile)(
      'bash',
      ['-euo', 'pipefail', '-c', session.replaceAll('8787', port)],
      {
        cwd: '/tmp',
        encoding: 'utf8',
      },
    );
    expect(output).toContain('"productId":"prd-orders-eu"');
  });

  it.skipIf(!hasCurl)('runs the README’s API key call as written', async () => {
    const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
    const call = /```sh\n# curl with an API key\n([\s\S]*?)```/.exec(readme)?.[1] ?? '';
    expect(call).toContain('Authorization: Bearer dbc_');
    const port = new URL(server.url).port;
    const { stdout: output } = await promisify(execFile)(
      'bash',
      ['-euo', 'pipefail', '-c', call.replaceAll('8787', port)],
      { cwd: '/tmp', encoding: 'utf8' },
    );
    expect(output).toContain('"productId":"prd-orders-eu"');
  });
});

/** A JSON POST through node:http, which sends the Host header it is given (fetch does not); its status. */
function postWithHeaders(
  base: string,
  path: string,
  body: unknown,
  headers: Record<string, string>,
): Promise<number | undefined> {
  const data = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = httpRequest(new URL(path, base), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest', ...headers },
    });
    req.on('response', (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode));
    });
    req.on('error', reject);
    req.end(data);
  });
}

/** The origins of the mail links for an e-mail, from a server's mailbox. */
async function mailOrigins(base: string, email: string): Promise<string[]> {
  const mail = (await (await fetch(`${base}/__fake/mailbox?to=${email}`)).json()) as { link: string }[];
  return mail.map((m) => new URL(m.link).origin);
}

/** A Vite dev or preview server with the fake cloud's plugin alone, on a free port: its own origin. */
async function viteWithFakeCloud(
  kind: 'dev' | 'preview',
): Promise<{ own: string; close: () => Promise<void> }> {
  const vite = await import('vite');
  const options = {
    configFile: false as const,
    root: new URL('.', import.meta.url).pathname,
    logLevel: 'silent' as const,
    plugins: [fakeCloud()],
  };
  const where = { port: 0, host: '127.0.0.1' };
  const originOf = (address: string | AddressInfo | null | undefined) =>
    `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  if (kind === 'preview') {
    const server = await vite.preview({ ...options, preview: where });
    return { own: originOf(server.httpServer.address()), close: () => server.close() };
  }
  const server = await vite.createServer({ ...options, server: where });
  await server.listen();
  return { own: originOf(server.httpServer?.address()), close: () => server.close() };
}

describe('Vite middleware', () => {
  it('mails links on the dev server’s own URL (the port it took), not on the request’s headers', async () => {
    const { own, close } = await viteWithFakeCloud('dev');
    try {
      const email = 'member@demo.dbcloud.dev';
      await postWithHeaders(own, '/api/v1/login', { email }, { Origin: 'https://evil.example' });
      // (Vite itself refuses a Host it does not serve.)
      await postWithHeaders(own, '/api/v1/login', { email }, { 'X-Forwarded-Host': 'evil.example' });
      expect(await mailOrigins(own, email)).toEqual([own, own]);
    } finally {
      await close();
    }
  });

  it('mails links on the preview server’s own URL', async () => {
    const { own, close } = await viteWithFakeCloud('preview');
    try {
      const email = 'member@demo.dbcloud.dev';
      await postWithHeaders(own, '/api/v1/login', { email }, { 'X-Forwarded-Host': 'evil.example' });
      expect(await mailOrigins(own, email)).toEqual([own]);
    } finally {
      await close();
    }
  });

  it('serves /api/v1 and /__fake on the dev server’s own origin and leaves other paths to Vite', async () => {
    const { own, close } = await viteWithFakeCloud('dev');
    try {
      const configuration = await fetch(`${own}/api/v1/configuration`);
      expect(await configuration.json()).toMatchObject({ environment: 'demo' });
      const clock = await fetch(`${own}/__fake/clock`);
      expect(await clock.json()).toHaveProperty('now');
      const other = await fetch(`${own}/harness.ts`);
      expect(other.status).toBe(200);
    } finally {
      await close();
    }
  });
});
