// `--http <port>`: the same server over MCP's Streamable HTTP transport, at `/mcp`. Stateless: each
// request gets a fresh server and transport (answers as JSON), sharing one set of confirmation tokens.
// It listens on the loopback address unless `--host` names another, and answers only requests whose
// Host (and Origin, when a browser sends one) name that address, so a web page cannot reach it through
// DNS rebinding.
import { createServer as createHttpServer, type Server as HttpServer, type IncomingMessage } from 'node:http';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { isLoopbackHost } from './config.js';
import { Confirmations } from './confirmations.js';
import { createServer, type ServerOptions } from './server.js';

export const HTTP_PATH = '/mcp';

export interface HttpOptions extends ServerOptions {
  port: number;
  /** The address to listen on (default 127.0.0.1). */
  host?: string;
}

/** The host names a request may be addressed to: the loopback names, or the one `--host` gave. */
function allowedHostnames(host: string): Set<string> {
  return isLoopbackHost(host) || host === '::1'
    ? new Set(['localhost', '127.0.0.1', '[::1]', host.includes(':') ? `[${host}]` : host])
    : new Set([host.includes(':') ? `[${host}]` : host]);
}

function hostnameOf(value: string | undefined): string | undefined {
  if (!value) return undefined;
  try {
    return new URL(`http://${value}`).hostname;
  } catch {
    return undefined;
  }
}

/** Starts listening; answers the server (its address says the port) once it listens. */
export async function startHttp(options: HttpOptions): Promise<HttpServer> {
  const host = options.host ?? '127.0.0.1';
  const allowed = allowedHostnames(host);
  const confirmations = options.confirmations ?? new Confirmations(options.now ? { now: options.now } : {});
  const log = options.log ?? ((line: string) => process.stderr.write(`${line}\n`));

  const refuse = (res: import('node:http').ServerResponse, status: number, message: string) => {
    res.writeHead(status, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify({ jsonrpc: '2.0', error: { code: -32000, message }, id: null }));
  };

  const isAllowed = (req: IncomingMessage): boolean => {
    const hostname = hostnameOf(req.headers.host);
    if (!hostname || !allowed.has(hostname)) return false;
    const origin = req.headers.origin;
    if (origin === undefined) return true;
    try {
      return allowed.has(new URL(origin).hostname);
    } catch {
      return false;
    }
  };

  const http = createHttpServer(async (req, res) => {
    const path = new URL(req.url ?? '/', 'http://localhost').pathname;
    if (path !== HTTP_PATH) return refuse(res, 404, `Not found: the MCP endpoint is ${HTTP_PATH}.`);
    if (!isAllowed(req)) return refuse(res, 403, 'Forbidden: this Host or Origin may not use this server.');
    if (req.method !== 'POST')
      return refuse(res, 405, 'Method not allowed: this server is stateless (POST only).');
    const server = createServer({ ...options, confirmations, log });
    const transport = new StreamableHTTPServerTransport({
      sessionIdGenerator: undefined,
      enableJsonResponse: true,
    });
    res.on('close', () => {
      void transport.close();
      void server.close();
    });
    try {
      await server.connect(transport);
      await transport.handleRequest(req, res);
    } catch {
      if (!res.headersSent) refuse(res, 500, 'Internal error.');
    }
  });
  await new Promise<void>((resolve, reject) => {
    http.once('error', reject);
    http.listen(options.port, host, () => {
      http.off('error', reject);
      resolve();
    });
  });
  return http;
}
