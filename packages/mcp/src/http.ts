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
import { createHash, randomUUID, timingSafeEqual } from 'node:crypto';
import {
  createServer as createHttpServer,
  type Server as HttpServer,
  type IncomingMessage,
  type ServerResponse,
} from 'node:http';
import { hostname as machineName, networkInterfaces } from 'node:os';
import { Readable } from 'node:stream';
import { isLoopbackHost } from '@dbcloud/api-client/settings';
import {
  createMcpHandler,
  isInitializeRequest,
  isLegacyRequest,
  legacyStatelessFallback,
  type Server,
  WebStandardStreamableHTTPServerTransport,
} from '@modelcontextprotocol/server';
import { MIN_TOKEN_LENGTH } from './config.js';
import { Confirmations } from './confirmations.js';
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

const LOOPBACK_NAMES = ['127.0.0.1', 'localhost', '[::1]'];

/** True for an address that listens on every interface. */
const isWildcard = (host: string) => host === '0.0.0.0' || host === '::' || host === '[::]';

/** True for the loopback addresses and names `--host` may give (`::1` bare or in brackets included). */
export const isLoopbackAddress: (host: string) => boolean = isLoopbackHost;

/** A host as it stands in a URL or a Host header: IPv6 in brackets, lower case. */
const urlHost = (host: string) =>
  (host.includes(':') && !host.startsWith('[') ? `[${host}]` : host).toLowerCase();

/**
 * The names a request may address this server by: the loopback names when it listens on this machine
 * only; every address of this machine and its name when it listens on all of them; else the one
 * address (or name) `--host` gave.
 */
function namesFor(host: string): string[] {
  if (isLoopbackAddress(host)) return [...new Set([...LOOPBACK_NAMES, urlHost(host)])];
  if (!isWildcard(host)) return [urlHost(host)];
  const addresses = Object.values(networkInterfaces())
    .flatMap((entries) => entries ?? [])
    // A link-local IPv6 address needs its zone to be reached: not one a Host header names.
    .filter((entry) => !(entry.family === 'IPv6' && entry.scopeid))
    .map((entry) => urlHost(entry.address));
  return [...new Set([...LOOPBACK_NAMES, ...addresses, machineName().toLowerCase()])];
}

/** The exact Host header values and browser origins a server on `names` and `port` answers. */
function allowedFor(names: string[], port: number) {
  const hosts = new Set<string>();
  const origins = new Set<string>();
  for (const name of names) {
    hosts.add(`${name}:${port}`);
    origins.add(`http://${name}:${port}`);
    // Port 80 is http's own: a Host header and a browser's Origin leave it out.
    if (port === 80) {
      hosts.add(name);
      origins.add(`http://${name}`);
    }
  }
  return { hosts, origins };
}

const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();

/** The token of an `Authorization: Bearer <token>` header (the scheme in any case), else undefined. */
function bearerOf(header: string | undefined): string | undefined {
  return header ? /^Bearer +(\S+) *$/i.exec(header)?.[1] : undefined;
}

/** The largest request body read (a tool call's arguments are small). */
const MAX_BODY_BYTES = 4 * 1024 * 1024;

/** How long a 2025 client's session lives without a request. */
const SESSION_IDLE_MS = 30 * 60 * 1000;
/** The most 2025 sessions kept at once: the longest idle goes first when a new one would exceed it. */
const MAX_SESSIONS = 64;

/** A 2025 client's session: its own server, connected to the SDK's session-keeping transport. */
interface Session {
  transport: WebStandardStreamableHTTPServerTransport;
  server: Server;
  lastUsed: number;
}

/** The 2025 clients' sessions, by `Mcp-Session-Id`. */
class LegacySessions {
  readonly #sessions = new Map<string, Session>();
  readonly #make: () => Server;
  readonly #stateless: (request: Request) => Promise<Response>;
  readonly #sweep: NodeJS.Timeout;

  constructor(make: () => Server) {
    this.#make = make;
    this.#stateless = legacyStatelessFallback(make);
    this.#sweep = setInterval(() => this.#closeIdle(Date.now() - SESSION_IDLE_MS), 60_000);
    this.#sweep.unref();
  }

  #closeIdle(before: number) {
    for (const [id, session] of this.#sessions) {
      if (session.lastUsed < before) this.#close(id, session);
    }
  }

  #close(id: string, session: Session) {
    this.#sessions.delete(id);
    void session.transport.close();
    void session.server.close();
  }

  /**
   * Answers a 2025 request: in its session, or (an `initialize`) in a new one; any other request
   * without a session by a fresh server of its own, as before sessions (it cannot be asked anything).
   */
  async handle(request: Request, parsedBody: unknown): Promise<Response> {
    const id = request.headers.get('mcp-session-id');
    if (id !== null) {
      const session = this.#sessions.get(id);
      if (!session) {
        return Response.json(
          {
            jsonrpc: '2.0',
            error: { code: -32001, message: 'Session not found: initialize again.' },
            id: null,
          },
          { status: 404 },
        );
      }
      session.lastUsed = Date.now();
      return session.transport.handleRequest(request, { parsedBody });
    }
    if (!isInitializeRequest(parsedBody)) return this.#stateless(request);
    const server = this.#make();
    const session: Session = {
      server,
      lastUsed: Date.now(),
      transport: new WebStandardStreamableHTTPServerTransport({
        sessionIdGenerator: () => randomUUID(),
        onsessioninitialized: (started) => {
          if (this.#sessions.size >= MAX_SESSIONS) {
            const [oldest] = [...this.#sessions].sort(([, a], [, b]) => a.lastUsed - b.lastUsed);
            if (oldest) this.#close(...oldest);
          }
          this.#sessions.set(started, session);
        },
        onsessionclosed: (ended) => {
          this.#sessions.delete(ended);
          void server.close();
        },
      }),
    };
    await server.connect(session.transport);
    const response = await session.transport.handleRequest(request, { parsedBody });
    // Refused by the transport: no session was made.
    if (session.transport.sessionId === undefined) {
      void session.transport.close();
      void server.close();
    }
    return response;
  }

  close() {
    clearInterval(this.#sweep);
    for (const [id, session] of this.#sessions) this.#close(id, session);
  }
}

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
  let allowed: ReturnType<typeof allowedFor> | undefined;
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

  /** Why a request may not be answered at all (its Host or Origin), else undefined. */
  const foreign = (req: IncomingMessage): string | undefined => {
    if (!allowed?.hosts.has((req.headers.host ?? '').toLowerCase())) return 'Host';
    const origin = req.headers.origin;
    if (origin !== undefined && !allowed.origins.has(origin.toLowerCase())) return 'Origin';
    return undefined;
  };

  /** True when the request carries the token (compared in constant time, as equal-length digests). */
  const authorized = (given: string | undefined) =>
    given !== undefined && timingSafeEqual(digest(given), expected);

  const http = createHttpServer(async (req, res) => {
    const refused = foreign(req);
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
