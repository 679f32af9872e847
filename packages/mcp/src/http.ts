// `--http <port>`: the same server over MCP's Streamable HTTP transport, at `/mcp`. A 2026-07-28 request
// gets a fresh server of its own (the SDK's `createMcpHandler`: stateless, as that protocol allows, a
// question to the person being an `input_required` answer). A 2025-06-18 or 2025-11-25 client gets a
// session (`Mcp-Session-Id`, from its `initialize` until it ends it or stays idle for 30 minutes): the
// one way the server can send it a question (`elicitation/create`) during a call and receive the answer.
// All share one set of confirmation tokens and one signer of the plans shown to the person.
//
// Every request must carry the server's token (`Authorization: Bearer <token>`, compared in constant
// time): whoever calls the tools acts with the API key, so reaching the port is not enough. It listens
// on the loopback address unless `--host` names another, and answers only requests whose Host (and
// Origin, when a browser sends one) name exactly the address and port it listens on, so a web page
// cannot reach it through DNS rebinding.
//
// Which Host and Origin are answered is `http-hosts.ts`'s; the 2025 sessions, `http-sessions.ts`'s.
import { createHash, timingSafeEqual } from 'node:crypto';
import {
  createServer as createHttpServer,
  type Server as HttpServer,
  type IncomingMessage,
  type ServerResponse,
} from 'node:http';
import { Readable } from 'node:stream';
import { createMcpHandler, isLegacyRequest } from '@modelcontextprotocol/server';
import { MIN_TOKEN_LENGTH } from './config.js';
import { Confirmations } from './confirmations.js';
import { type Allowed, allowedFor, foreignOf, namesFor } from './http-hosts.js';
import { LegacySessions } from './http-sessions.js';
import { createServer, newStateCodec, type ServerOptions } from './server.js';

export const HTTP_PATH = '/mcp';

export interface HttpOptions extends ServerOptions {
  port: number;
  /** The address to listen on (default 127.0.0.1). */
  host?: string;
  /**
   * The token every request must send as `Authorization: Bearer <token>` (at least 32 characters;
   * `newHttpToken()` makes one).
   */
  token: string;
}

const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();

/** The token of an `Authorization: Bearer <token>` header (the scheme in any case), else undefined. */
function bearerOf(header: string | undefined): string | undefined {
  return header ? /^Bearer +(\S+) *$/i.exec(header)?.[1] : undefined;
}

/** The largest request body read (a tool call's arguments are small). */
const MAX_BODY_BYTES = 4 * 1024 * 1024;

/** Reads a request's body, refusing one larger than `MAX_BODY_BYTES` (undefined then). */
async function bodyOf(req: IncomingMessage): Promise<Buffer | undefined> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) return undefined;
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/** A Node request as a web `Request` (what the SDK's handler takes), aborted when the client goes. */
function webRequest(req: IncomingMessage, body: Buffer | undefined, signal: AbortSignal): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) headers.append(name, one);
  }
  return new Request(new URL(req.url ?? '/', `http://${req.headers.host ?? 'localhost'}`), {
    method: req.method ?? 'POST',
    headers,
    ...(body ? { body: new Uint8Array(body) } : {}),
    signal,
  });
}

/** Writes a web `Response` (a JSON body, or an event stream as it comes) to a Node response. */
async function writeResponse(response: Response, res: ServerResponse): Promise<void> {
  const headers: Record<string, string> = {};
  response.headers.forEach((value, name) => {
    headers[name] = value;
  });
  res.writeHead(response.status, headers);
  if (!response.body) {
    res.end();
    return;
  }
  const stream = Readable.fromWeb(response.body as import('node:stream/web').ReadableStream);
  stream.on('error', () => res.destroy());
  stream.pipe(res);
}

const TOKEN_HELP =
  'Send the server’s token with every request, as the header Authorization: Bearer <token>. The token is DBCLOUD_MCP_TOKEN of the server’s environment or, when that is unset, the one dbcloud-mcp printed on its stderr when it started.';

/** Starts listening; answers the server (its address says the port) once it listens. */
export async function startHttp(options: HttpOptions): Promise<HttpServer> {
  const host = options.host ?? '127.0.0.1';
  if (typeof options.token !== 'string' || options.token.length < MIN_TOKEN_LENGTH) {
    throw new TypeError(`startHttp needs a token of at least ${MIN_TOKEN_LENGTH} characters.`);
  }
  const expected = digest(options.token);
  const names = namesFor(host);
  /** Set once listening (the port may have been 0: any free one). */
  let allowed: Allowed | undefined;
  const confirmations = options.confirmations ?? new Confirmations(options.now ? { now: options.now } : {});
  const write = options.log ?? ((line: string) => process.stderr.write(`${line}\n`));
  const log = (line: string) => write(line.replaceAll(options.token, '…'));
  const stateCodec = options.stateCodec ?? newStateCodec();
  const make = () => createServer({ ...options, confirmations, stateCodec, log });
  // A fresh server for each 2026-07-28 request; a session for each 2025 client.
  const handler = createMcpHandler(make, {
    legacy: 'reject',
    onerror: (error) => log(`http: ${error.message}`),
  });
  const sessions = new LegacySessions(make);

  const refuse = (
    res: ServerResponse,
    status: number,
    message: string,
    headers: Record<string, string> = {},
  ) => {
    res.writeHead(status, { 'Content-Type': 'application/json', ...headers });
    res.end(JSON.stringify({ jsonrpc: '2.0', error: { code: -32000, message }, id: null }));
  };

  /** True when the request carries the token (compared in constant time, as equal-length digests). */
  const authorized = (given: string | undefined) =>
    given !== undefined && timingSafeEqual(digest(given), expected);

  const http = createHttpServer(async (req, res) => {
    const refused = foreignOf(req, allowed);
    if (refused) {
      log(`http: 403, a request with another ${refused}`);
      return refuse(
        res,
        403,
        `Forbidden: this ${refused} may not use this server. Address it exactly as the URL it printed when it started (scheme, host and port).`,
      );
    }
    const given = bearerOf(req.headers.authorization);
    if (!authorized(given)) {
      log(`http: 401, a request ${given === undefined ? 'without a bearer token' : 'with a wrong token'}`);
      return refuse(
        res,
        401,
        `Unauthorized: ${given === undefined ? 'no bearer token' : 'that is not this server’s token'}. ${TOKEN_HELP}`,
        {
          'WWW-Authenticate':
            given === undefined
              ? 'Bearer realm="dbcloud-mcp"'
              : 'Bearer realm="dbcloud-mcp", error="invalid_token"',
        },
      );
    }
    const path = new URL(req.url ?? '/', 'http://localhost').pathname;
    if (path !== HTTP_PATH) return refuse(res, 404, `Not found: the MCP endpoint is ${HTTP_PATH}.`);
    // GET (a 2025 session's event stream) and DELETE (its end) only within a session.
    const sessionId = req.headers['mcp-session-id'];
    const inSession = typeof sessionId === 'string' && (req.method === 'GET' || req.method === 'DELETE');
    if (req.method !== 'POST' && !inSession) {
      return refuse(res, 405, 'Method not allowed: POST (GET and DELETE only in a 2025 client’s session).');
    }
    const body = req.method === 'POST' ? await bodyOf(req) : undefined;
    if (req.method === 'POST' && body === undefined) return refuse(res, 413, 'Request too large.');
    let parsed: unknown;
    try {
      parsed = body ? JSON.parse(body.toString('utf8')) : undefined;
    } catch {
      parsed = undefined; // the SDK answers the parse error
    }
    const aborted = new AbortController();
    res.on('close', () => aborted.abort());
    try {
      const request = webRequest(req, body, aborted.signal);
      const legacy =
        typeof sessionId === 'string' || (parsed !== undefined && (await isLegacyRequest(request, parsed)));
      await writeResponse(
        legacy ? await sessions.handle(request, parsed) : await handler.fetch(request),
        res,
      );
    } catch {
      if (!res.headersSent) refuse(res, 500, 'Internal error.');
      else res.destroy();
    }
  });
  await new Promise<void>((resolve, reject) => {
    http.once('error', reject);
    http.listen(options.port, host, () => {
      http.off('error', reject);
      const address = http.address();
      allowed = allowedFor(names, typeof address === 'object' && address ? address.port : options.port);
      resolve();
    });
  });
  http.on('close', () => {
    sessions.close();
    void handler.close();
  });
  return http;
}
