// The body size cap over real HTTP, in the standalone server and the Vite middleware: a body over
// MAX_BODY_BYTES is answered 413 problem+json from its Content-Length alone, and a streamed (chunked)
// body once it passes the cap, without reading the rest. (No msw here: it would read the bodies itself.)
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_BODY_BYTES } from '../src/index.js';
import { type FakeCloudServer, startFakeCloudServer } from '../src/node.js';
import { fakeCloud } from '../src/vite.js';

const JSON_CALL = { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' };

/** Posts a Content-Length of 50 MB but sends only its first bytes: the answer must not wait for the rest. */
function announceHugeBody(url: string): Promise<{ status: number; body: string; requestId: unknown }> {
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      { method: 'POST', headers: { ...JSON_CALL, 'Content-Length': String(50 * 1024 * 1024) } },
      (res) => {
        let body = '';
        res.on('data', (chunk) => {
          body += chunk;
        });
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, body, requestId: res.headers['x-request-id'] }),
        );
      },
    );
    req.on('error', reject);
    req.write('{"email": "');
  });
}

/** Posts a chunked body that only ends after 64 MiB; answers the status and how much was sent by then. */
async function streamHugeBody(url: string): Promise<{ status: number; sentBytes: number }> {
  let sent = 0;
  const chunk = new Uint8Array(64 * 1024).fill(0x20);
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      sent += chunk.length;
      if (sent > 64 * MAX_BODY_BYTES) controller.close();
      else controller.enqueue(chunk);
    },
  });
  const response = await fetch(url, {
    method: 'POST',
    headers: JSON_CALL,
    body,
    duplex: 'half',
  } as RequestInit);
  return { status: response.status, sentBytes: sent };
}

/** The three answers every way of serving the fake cloud over HTTP must give. */
function bodyLimitTests(origin: () => string) {
  const url = () => `${origin()}/api/v1/users/is-email-already-used`;

  it('answers 413 from Content-Length alone, before reading the body', async () => {
    const { status, body, requestId } = await announceHugeBody(url());
    expect(status).toBe(413);
    // Refused before the pipeline, still named: every answer of the API carries its request id.
    expect(requestId).toMatch(/^req_[0-9a-f]{32}$/);
    expect(JSON.parse(body)).toMatchObject({
      type: 'https://dbcloud.dev/problems/too-large',
      status: 413,
      instance: '/api/v1/users/is-email-already-used',
    });
  });

  it('answers 413 to a chunked body once it passes the cap, without reading it to its end', async () => {
    const { status, sentBytes } = await streamHugeBody(url());
    expect(status).toBe(413);
    expect(sentBytes).toBeLessThan(16 * MAX_BODY_BYTES);
  });

  it('answers 413 on the /__fake controls too, and still answers bodies under the cap', async () => {
    expect((await announceHugeBody(`${origin()}/__fake/reset`)).status).toBe(413);
    const response = await fetch(url(), {
      method: 'POST',
      headers: JSON_CALL,
      body: JSON.stringify({ email: 'someone@example.com', padding: ' '.repeat(MAX_BODY_BYTES - 100) }),
    });
    expect(response.status).toBe(400);
    expect(response.headers.get('X-Request-Id')).toMatch(/^req_[0-9a-f]{32}$/);
    expect(await response.json()).toMatchObject({ errors: { padding: ['is not a known field'] } });
  });
}

describe('standalone server', () => {
  let server: FakeCloudServer;
  beforeAll(async () => {
    server = await startFakeCloudServer({ port: 0 });
  });
  afterAll(() => server.close());
  bodyLimitTests(() => server.url);
});

describe('Vite middleware', () => {
  let origin = '';
  let close = async () => {};
  beforeAll(async () => {
    const { createServer } = await import('vite');
    const vite = await createServer({
      configFile: false,
      root: new URL('.', import.meta.url).pathname,
      logLevel: 'silent',
      plugins: [fakeCloud()],
      server: { port: 0, host: '127.0.0.1' },
    });
    await vite.listen();
    const address = vite.httpServer?.address();
    origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    close = () => vite.close();
  });
  afterAll(() => close());
  bodyLimitTests(() => origin);
});
