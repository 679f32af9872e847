// Serving the fake cloud over real HTTP: a Node request handler (for the standalone server and the
// Vite dev/preview middleware) on top of the same msw handlers the unit tests use.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { getResponse } from 'msw';
import { createFakeCloud, type FakeCloud, type FakeCloudOptions } from './cloud.js';
import { recordPeerAddress } from './core/client-address.js';
import { MAX_BODY_BYTES, payloadTooLarge } from './core/request.js';
import { newRequestId, REQUEST_ID_HEADER } from './core/request-id.js';
import { SECURITY_HEADERS } from './security-headers.js';

const SERVED = /^\/(api\/v1|__fake)(\/|$)/;

/** True for the paths the fake cloud answers: /api/v1/… and its /__fake/… controls. */
export function isFakeCloudPath(pathname: string): boolean {
  return SERVED.test(pathname);
}

/**
 * A request's body, read up to MAX_BODY_BYTES: undefined when it is larger, judged by Content-Length
 * before reading anything, else by counting the bytes of a streamed (chunked) body, reading no further
 * than the cap.
 */
function readBody(req: IncomingMessage): Promise<Buffer | undefined> {
  if (Number(req.headers['content-length']) > MAX_BODY_BYTES) return Promise.resolve(undefined);
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const done = (result: Buffer | undefined) => {
      req.off('data', onData).off('end', onEnd).off('error', reject);
      resolve(result);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        req.pause();
        done(undefined);
      } else chunks.push(chunk);
    };
    const onEnd = () => done(Buffer.concat(chunks));
    req.on('data', onData).once('end', onEnd).once('error', reject);
  });
}

/** How much of a refused body is still read (and dropped) so that the client sees the 413 first. */
const LINGER_BYTES = 4 * MAX_BODY_BYTES;
const LINGER_MS = 2000;

/**
 * Answers 413 to a body over MAX_BODY_BYTES, then closes the connection. Until then it drops what the
 * client is still sending, for a moment and a few MB at most: closing at once, with unread bytes, would
 * reset the connection before many clients read the answer.
 */
function refuseTooLarge(req: IncomingMessage, res: ServerResponse, pathname: string): void {
  const close = () => req.socket.destroy();
  let dropped = 0;
  req.on('data', (chunk: Buffer) => {
    dropped += chunk.length;
    if (dropped > LINGER_BYTES) close();
  });
  req.once('end', close);
  setTimeout(close, LINGER_MS).unref();
  const response = payloadTooLarge().toResponse(pathname);
  res.writeHead(413, { 'Content-Type': 'application/problem+json', [REQUEST_ID_HEADER]: newRequestId() });
  void response.text().then((text) => {
    res.end(text);
    req.resume();
  });
}

function toFetchRequest(req: IncomingMessage, body: Buffer | undefined): Request {
  const protocol = (req.socket as { encrypted?: boolean }).encrypted ? 'https' : 'http';
  // HTTP/2 names the host `:authority` and sends its other pseudo-headers (`:method`, `:path`) among
  // the headers, where a Fetch request has no place for them.
  const host = req.headers.host ?? req.headers[':authority'] ?? 'localhost';
  const url = new URL(req.url ?? '/', `${protocol}://${host}`);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined || name.startsWith(':')) continue;
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else headers.set(name, value);
  }
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
  const request = new Request(url, {
    method: req.method,
    headers,
    // A copy in an ArrayBuffer of its own (a Buffer may be a view of a shared pool).
    body: hasBody && body ? new Uint8Array(body) : undefined,
  });
  // Who sent it, as the socket says (the pipeline believes X-Forwarded-For only from trusted proxies).
  recordPeerAddress(request, req.socket.remoteAddress);
  return request;
}

async function writeResponse(response: Response, res: ServerResponse): Promise<void> {
  const headers: Record<string, string | string[]> = {};
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie') headers[name] = value;
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) headers['set-cookie'] = cookies;
  res.writeHead(response.status, headers);
  if (response.body) {
    for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) res.write(chunk);
  }
  res.end();
}

/**
 * Answers a Node HTTP request from the fake cloud, with the security headers (security-headers.ts) and
 * no CORS headers. Calls `next` (or answers 404) for paths outside /api/v1 and /__fake.
 */
export async function handleNodeRequest(
  cloud: FakeCloud,
  req: IncomingMessage,
  res: ServerResponse,
  next?: () => void,
): Promise<void> {
  const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
  if (!isFakeCloudPath(pathname)) {
    if (next) return next();
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) res.setHeader(name, value);
    res
      .writeHead(404, { 'Content-Type': 'text/plain' })
      .end('Not found: the fake cloud serves /api/v1 and /__fake.\n');
    return;
  }
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) res.setHeader(name, value);
  try {
    const body = req.method === 'GET' || req.method === 'HEAD' ? undefined : await readBody(req);
    if (body === undefined && req.method !== 'GET' && req.method !== 'HEAD') {
      refuseTooLarge(req, res, pathname);
      return;
    }
    const response = await getResponse(cloud.handlers, toFetchRequest(req, body));
    if (!response) {
      const problem = {
        type: 'https://dbcloud.dev/problems/not-found',
        title: 'Not found',
        status: 404,
        detail: `There is no operation ${req.method} ${pathname}.`,
      };
      res
        .writeHead(404, { 'Content-Type': 'application/problem+json', [REQUEST_ID_HEADER]: newRequestId() })
        .end(JSON.stringify(problem));
      return;
    }
    // An injected network error: drop the connection, as a failing network would.
    if (response.type === 'error') {
      req.socket.destroy();
      return;
    }
    await writeResponse(response, res);
  } catch (error) {
    console.error('[fake-cloud]', error);
    if (!res.headersSent) {
      res.writeHead(500, { 'Content-Type': 'text/plain', [REQUEST_ID_HEADER]: newRequestId() });
    }
    res.end('The fake cloud failed to answer.\n');
  }
}

export interface FakeCloudServer {
  readonly server: Server;
  readonly cloud: FakeCloud;
  /** e.g. http://127.0.0.1:8787 */
  readonly url: string;
  close(): Promise<void>;
}

/**
 * Starts the standalone fake cloud server. Port 0 picks a free port. Mailed links open its own
 * `http://host:port` unless `publicOrigin` names another origin (a portal served elsewhere).
 */
export function startFakeCloudServer(
  options: FakeCloudOptions & { port?: number; host?: string } = {},
): Promise<FakeCloudServer> {
  const host = options.host ?? '127.0.0.1';
  let url: string | undefined;
  const cloud = createFakeCloud({
    ...options,
    publicOrigin:
      options.publicOrigin ??
      (() => {
        if (!url)
          throw new Error('The fake cloud server is not listening yet: it has no URL for mailed links.');
        return url;
      }),
  });
  const server = createServer((req, res) => void handleNodeRequest(cloud, req, res));
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 8787, host, () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : options.port;
      url = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
      resolve({
        server,
        cloud,
        url,
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}
