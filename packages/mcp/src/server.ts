// The MCP server: which tools it lists (read tools always, change tools only when writes are allowed,
// each in a group `--tools` may leave out), how a call is checked, run, and answered. How each tool is
// listed, and the instructions, are `listing.ts`'s.

import { randomBytes } from 'node:crypto';
import { createApiClient } from '@dbcloud/api-client';
import {
  type CallToolResult,
  CLIENT_CAPABILITIES_META_KEY,
  type ClientCapabilities,
  createRequestStateCodec,
  type InputRequiredResult,
  type LoggingLevel,
  ProtocolError,
  ProtocolErrorCode,
  type RequestStateCodec,
  Server,
  type ServerContext,
} from '@modelcontextprotocol/server';
import pkg from '../package.json' with { type: 'json' };
import { type ConfirmBy, runChangeByModel, runChangeByPerson, type ShownPlan } from './changes.js';
import type { Settings } from './config.js';
import { Confirmations } from './confirmations.js';
import { serveDocs } from './docs.js';
import { errorResult, problemOf, ToolError } from './errors.js';
import { keyMayUse, type ServerKey } from './key-powers.js';
import { ALL_TOOLS, instructionsFor, preparedOf } from './listing.js';
import {
  argumentProblems,
  GROUPS,
  type Group,
  type Structured,
  schemaResourceUri,
  type Tool,
  type ToolContext,
  toolNameOf,
} from './tool.js';

export { ALL_TOOLS, instructionsFor } from './listing.js';

export interface ServerOptions {
  settings: Settings;
  /** List and run the change tools (each acts only once confirmed). Default false. */
  allowWrites?: boolean;
  /**
   * Who confirms a change: `person` (default), asked by their MCP client (`input_required` or
   * `elicitation/create`), a client that can ask neither being refused; or `model`, the preview and
   * token the assistant passes back itself (each answer says so).
   */
  confirm?: ConfirmBy;
  /**
   * Signs the plan shown to the person between the rounds of a confirmation; several servers of one
   * process (HTTP) share one. Default: one with a random key, made for this server.
   */
  stateCodec?: RequestStateCodec<ShownPlan>;
  /** The groups to offer (default: all). */
  groups?: readonly Group[];
  /**
   * The server's API key, its roles and read-only (`GET /api-keys/current`): only the tools it may use
   * are offered. Unknown: every tool.
   */
  key?: ServerKey;
  /** The clock of the confirmation tokens and of "now" in periods (a test moves it). */
  now?: () => number;
  /** The confirmation tokens handed out; several servers of one process (HTTP) share one. */
  confirmations?: Confirmations;
  /** One line per call and per failure, for the log (stderr by default); never the key or arguments. */
  log?: (line: string) => void;
  /** The fetch the API client uses (default: the global one). */
  fetch?: (request: Request) => Promise<Response>;
}

/** The tools a server with these options offers. */
export function toolsFor(options: Pick<ServerOptions, 'allowWrites' | 'groups' | 'key'>): Tool[] {
  const groups = new Set(options.groups ?? GROUPS);
  return ALL_TOOLS.filter(
    (tool) =>
      groups.has(tool.group) &&
      (tool.kind === 'read' || options.allowWrites === true) &&
      keyMayUse(options.key, tool.name),
  );
}

const answer = (structured: Structured): CallToolResult => ({
  content: [{ type: 'text', text: JSON.stringify(structured) }],
  structuredContent: structured,
});

/** The longest `Retry-After` a tool call waits out by itself before trying the call again. */
const MAX_RETRY_WAIT_MS = 5000;

/** How long the person has to answer a confirmation (the signed plan shown expires then). */
export const QUESTION_TTL_SECONDS: number = 10 * 60;

/** A signer of the plans shown to the person, with a new random key (valid in this process only). */
export const newStateCodec = (): RequestStateCodec<ShownPlan> =>
  createRequestStateCodec<ShownPlan>({ key: randomBytes(32), ttlSeconds: QUESTION_TTL_SECONDS });

/**
 * Why this client cannot be asked to confirm, in words, else undefined: a 2026-07-28 request says
 * what its client can do in its own `_meta`; an earlier client said so when it connected.
 */
function whyCannotAsk(server: Server, ctx: ServerContext): string | undefined {
  const modern = ctx.mcpReq.envelope !== undefined && Object.keys(ctx.mcpReq.envelope).length > 0;
  const declared: ClientCapabilities | undefined = modern
    ? (ctx.mcpReq.envelope?.[CLIENT_CAPABILITIES_META_KEY as never] as ClientCapabilities | undefined)
    : server.getClientCapabilities();
  const elicitation = declared?.elicitation as { form?: unknown; url?: unknown } | undefined;
  // An `elicitation` capability without modes is a form one (the 2025-06-18 meaning).
  if (elicitation && (elicitation.form !== undefined || elicitation.url === undefined)) return undefined;
  const fix =
    'Nothing was changed. Use an MCP client that can ask the user (one declaring the elicitation capability, or speaking the 2026-07-28 protocol with input_required), or ask whoever runs this server to start it with --confirm model, which lets the assistant confirm with a preview token instead.';
  if (!modern && declared === undefined) {
    return `Every change must be confirmed by the user, asked by their MCP client. This client speaks a protocol before 2026-07-28 over HTTP without a session (no Mcp-Session-Id from an initialize), so the server cannot send it a question during a call. ${fix}`;
  }
  return `Every change must be confirmed by the user, asked by their MCP client; this client did not declare that it can ask them (no form elicitation capability). ${fix}`;
}

/** Creates the MCP server (serve it with `serveStdio`, `createMcpHandler`, or connect it to a transport). */
export function createServer(options: ServerOptions): Server {
  const { settings } = options;
  const by: ConfirmBy = options.confirm ?? 'person';
  const now = options.now ?? Date.now;
  const write = options.log ?? ((line: string) => process.stderr.write(`${line}\n`));
  // Whatever a line holds, never the key.
  const log = (line: string) => write(line.replaceAll(settings.apiKey, 'dbc_…'));
  const confirmations = options.confirmations ?? new Confirmations({ now });
  const codec = options.stateCodec ?? newStateCodec();
  const tools = toolsFor(options);
  const byName = new Map(tools.map((tool) => [tool.name, tool]));
  const listing = tools.map((tool) => preparedOf(tool, by).listing);
  const context: ToolContext = {
    api: createApiClient({
      baseUrl: settings.baseUrl,
      apiKey: settings.apiKey,
      userAgent: `dbcloud-mcp/${pkg.version}`,
      // The SDK's retries (reads, after a dropped connection, a 408 or a 5xx), but a 429 asking for more
      // than a few seconds is answered at once, with when to try again: the assistant decides.
      retry: { maxRetryAfterMs: MAX_RETRY_WAIT_MS },
      ...(options.fetch ? { fetch: options.fetch } : {}),
    }),
    domainName: settings.domainName,
    now,
  };

  const server = new Server(
    { name: 'dbcloud', title: 'DBCloud', version: pkg.version },
    {
      capabilities: { tools: {}, resources: {}, logging: {} },
      instructions: instructionsFor({ ...options, confirm: by }),
      // The plan shown to the person comes back signed: a forged or stale one is refused (-32602).
      requestState: { verify: (state, ctx) => codec.verify(state, ctx) },
      inputRequired: { roundTimeoutMs: QUESTION_TTL_SECONDS * 1000 },
    },
  );
  /** A log notification to the client, at or above the level it set (never the key or arguments). */
  const notify = (ctx: ServerContext, level: LoggingLevel, data: Structured) =>
    ctx.mcpReq.log(level, data, 'dbcloud-mcp').catch(() => {});

  serveDocs(
    server,
    tools.map((tool) => ({
      uri: schemaResourceUri(tool.name),
      name: `schema-${tool.name}`,
      title: `Output schema of ${tool.name}`,
      description: `The whole JSON Schema of ${tool.name}'s structured content (its answer, or a tool error); the tools list carries its top-level shape.`,
      mimeType: 'application/schema+json',
      text: `${JSON.stringify(preparedOf(tool, by).schema, null, 2)}\n`,
    })),
  );
  server.setRequestHandler('tools/list', () => ({ tools: listing }));
  server.setRequestHandler(
    'tools/call',
    async (request, ctx): Promise<CallToolResult | InputRequiredResult> => {
      const name = toolNameOf(request.params.name);
      const args: Structured = request.params.arguments ?? {};
      const started = Date.now();
      const tool = byName.get(name);
      if (!tool) {
        // Not a tool of this server: a protocol error (invalid params), not a tool's answer.
        const other = ALL_TOOLS.find((candidate) => candidate.name === name);
        const why =
          other?.kind === 'change' && options.allowWrites !== true
            ? `${name} changes things: this server was started read-only (start it with --allow-writes to offer it).`
            : other && !keyMayUse(options.key, name)
              ? `${name} is not offered: this server’s API key cannot use it (it is read-only or lacks a role it needs).`
              : other
                ? `${name} is in the ${other.group} group, which this server was not started with (--tools).`
                : `There is no tool ${JSON.stringify(name)}.`;
        log(`${name}: refused: not a tool of this server`);
        await notify(ctx, 'warning', { tool: name, outcome: 'unknown tool' });
        throw new ProtocolError(ProtocolErrorCode.InvalidParams, `Unknown tool: ${name}. ${why}`);
      }
      try {
        const prepared = preparedOf(tool, by);
        const check = prepared.check(args);
        if (!check.valid) {
          const words = argumentProblems(prepared.listing.inputSchema, args) ?? check.errorMessage;
          throw new ToolError('Invalid arguments', words ?? 'Invalid arguments.');
        }
        let structured: Structured | InputRequiredResult;
        if (tool.kind === 'read') {
          structured = await tool.run(args, context);
        } else if (by === 'model') {
          structured = await runChangeByModel(tool, args, context, confirmations);
        } else {
          structured = await runChangeByPerson(tool, args, context, {
            cannotAsk: whyCannotAsk(server, ctx),
            responses: ctx.mcpReq.inputResponses,
            shown: ctx.mcpReq.requestState<ShownPlan>() as ShownPlan | undefined,
            codec,
            confirmations,
            questionTtlMs: QUESTION_TTL_SECONDS * 1000,
          });
        }
        const ms = Date.now() - started;
        if ('resultType' in structured && structured.resultType === 'input_required') {
          log(`${name}: asking the user to confirm (${ms} ms)`);
          await notify(ctx, 'info', { tool: name, outcome: 'asking the user to confirm', ms });
          return structured as InputRequiredResult;
        }
        const stage = (structured as Structured).stage;
        log(`${name}: ok${typeof stage === 'string' ? ` (${stage})` : ''} (${ms} ms)`);
        await notify(ctx, 'info', {
          tool: name,
          outcome: 'ok',
          ...(typeof stage === 'string' ? { stage } : {}),
          ms,
        });
        return answer(structured as Structured);
      } catch (error) {
        const problem = problemOf(error, settings.baseUrl, now);
        const ms = Date.now() - started;
        const outcome = problem.status === undefined ? 'refused' : `API ${problem.status || 'unreachable'}`;
        log(`${name}: ${outcome}: ${problem.title} (${ms} ms)`);
        if (problem.title === 'Internal error in dbcloud-mcp' && error instanceof Error) {
          log(`${name}: ${error.name}: ${error.message}`);
        }
        await notify(ctx, problem.title === 'Internal error in dbcloud-mcp' ? 'error' : 'warning', {
          tool: name,
          outcome,
          title: problem.title,
          ms,
        });
        return errorResult(problem);
      }
    },
  );
  return server;
}
