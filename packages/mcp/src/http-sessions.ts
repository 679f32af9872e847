// The 2025 clients' sessions of the HTTP mode (`Mcp-Session-Id`, from an `initialize` until the client
// ends it or stays idle for 30 minutes, 64 at most): each its own server, connected to the SDK's
// session-keeping transport, the one way it can be sent a question during a call.
import { randomUUID } from 'node:crypto';
import {
  isInitializeRequest,
  legacyStatelessFallback,
  type Server,
  WebStandardStreamableHTTPServerTransport,
} from '@modelcontextprotocol/server';

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
export class LegacySessions {
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
