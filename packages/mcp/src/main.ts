// `dbcloud-mcp [--allow-writes [--confirm person|model]] [--tools <groups>] [--http <port> [--host <address>]]`: reads the
// options and the environment, then serves over stdio (the default) or Streamable HTTP.
import { parseArgs } from 'node:util';
import { createApiClient } from '@dbcloud/api-client';
import { serveStdio } from '@modelcontextprotocol/server/stdio';
import pkg from '../package.json' with { type: 'json' };
import { CONFIRM_BY, type ConfirmBy } from './changes.js';
import { ConfigError, DEFAULT_URL, type HttpToken, httpTokenFrom, settingsFrom } from './config.js';
import { HTTP_PATH, startHttp } from './http.js';
import { isLoopbackAddress } from './http-hosts.js';
import { currentKey, keyInWords } from './key-powers.js';
import { createServer, toolsFor } from './server.js';
import { GROUPS, type Group } from './tool.js';

export const USAGE: string = `Usage: dbcloud-mcp [options]

A Model Context Protocol server for one DBCloud account, for AI assistants (Claude Desktop, VS Code,
Cursor, …). Serves over stdio unless --http is given. Read-only unless --allow-writes.

Options:
  --allow-writes       offer the change tools too (create, scale, add or remove a node, restart a node,
                       terminate, make a backup's download link, open a support request); each acts
                       only once confirmed
  --confirm <who>      who confirms a change: person (default: the user, asked by their MCP client; a
                       client that cannot ask them is refused) or model (the assistant passes back a
                       preview's token itself; every answer says so)
  --tools <groups>     only these tool groups, comma-separated: ${GROUPS.join(', ')}
                       (default: all)
  --http <port>        serve Streamable HTTP at http://<host>:<port>${HTTP_PATH} instead of stdio; every
                       request must send Authorization: Bearer <token> (DBCLOUD_MCP_TOKEN, or one made
                       at start and printed once on stderr)
  --host <address>     the address --http listens on (default 127.0.0.1, this machine only); any
                       other needs DBCLOUD_MCP_TOKEN
  -v, --version        print the version
  -h, --help           print this help

Environment:
  DBCLOUD_API_KEY      the API key's secret (dbc_…), from the account's API keys page in the portal
  DBCLOUD_ACCOUNT      the key's account (its domain name, e.g. acme)
  DBCLOUD_URL          the API's address (default: ${DEFAULT_URL})
  DBCLOUD_MCP_TOKEN    with --http: the token clients send (at least 32 characters; default: a new
                       one each start, printed once on stderr)
`;

/** A wrong option: said on stderr with the usage, exit 2. */
class UsageError extends Error {}

function parse(args: string[]) {
  const { values } = parseArgs({
    args,
    options: {
      'allow-writes': { type: 'boolean' },
      confirm: { type: 'string' },
      tools: { type: 'string' },
      http: { type: 'string' },
      host: { type: 'string' },
      version: { type: 'boolean', short: 'v' },
      help: { type: 'boolean', short: 'h' },
    },
    strict: true,
    allowPositionals: false,
  });
  let groups: Group[] | undefined;
  if (values.tools !== undefined) {
    const names = values.tools
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean);
    const unknown = names.filter((name) => !(GROUPS as readonly string[]).includes(name));
    if (names.length === 0 || unknown.length > 0) {
      throw new UsageError(
        `--tools takes groups among ${GROUPS.join(', ')}${unknown.length ? `, not ${unknown.join(', ')}` : ''}.`,
      );
    }
    groups = names as Group[];
  }
  let confirm: ConfirmBy | undefined;
  if (values.confirm !== undefined) {
    if (!(CONFIRM_BY as readonly string[]).includes(values.confirm)) {
      throw new UsageError(`--confirm takes ${CONFIRM_BY.join(' or ')}, not ${values.confirm}.`);
    }
    if (values['allow-writes'] !== true) throw new UsageError('--confirm goes with --allow-writes.');
    confirm = values.confirm as ConfirmBy;
  }
  let port: number | undefined;
  if (values.http !== undefined) {
    port = Number(values.http);
    if (!/^\d+$/.test(values.http) || port > 65535) throw new UsageError('--http takes a port, 0 to 65535.');
  }
  if (values.host !== undefined && port === undefined)
    throw new UsageError('--host goes with --http <port>.');
  return { ...values, groups, port, confirm };
}

/** Runs the bin with `args`; resolves once serving (or with the exit code of --help, --version, an error). */
export async function main(
  args: string[],
  env: NodeJS.ProcessEnv = process.env,
): Promise<number | undefined> {
  let options: ReturnType<typeof parse>;
  try {
    options = parse(args);
  } catch (error) {
    process.stderr.write(
      `dbcloud-mcp: ${error instanceof Error ? error.message : String(error)}\n\n${USAGE}`,
    );
    return 2;
  }
  if (options.help) {
    process.stdout.write(USAGE);
    return 0;
  }
  if (options.version) {
    process.stdout.write(`${pkg.version}\n`);
    return 0;
  }
  let settings: ReturnType<typeof settingsFrom>;
  let token: HttpToken | undefined;
  const host = options.host ?? '127.0.0.1';
  try {
    settings = settingsFrom(env);
    if (options.port !== undefined) {
      token = httpTokenFrom(env);
      if (!token.given && !isLoopbackAddress(host)) {
        throw new ConfigError(
          `--host ${host} lets other machines reach the server, so its clients need a token you give them: set DBCLOUD_MCP_TOKEN to a secret of at least 32 characters (e.g. openssl rand -base64 32). A token made at start is only shown on this machine's stderr.`,
        );
      }
    }
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    process.stderr.write(`dbcloud-mcp: ${error.message}\n`);
    return 2;
  }
  const allowWrites = options['allow-writes'] === true;
  const confirm = options.confirm ?? 'person';
  // What the key may do decides which tools are offered; a server that cannot tell offers them all.
  const key = await currentKey(
    createApiClient({ baseUrl: settings.baseUrl, apiKey: settings.apiKey, retry: false }),
    settings.domainName,
  ).catch(() => undefined);
  const serverOptions = {
    settings,
    allowWrites,
    confirm,
    ...(options.groups ? { groups: options.groups } : {}),
    ...(key ? { key } : {}),
  };
  const tools = toolsFor(serverOptions).map((tool) => tool.name);
  const mode = !allowWrites
    ? 'read-only'
    : confirm === 'model'
      ? 'changes allowed after a preview, confirmed by the assistant with its token (--confirm model)'
      : 'changes allowed once the user confirms them in their MCP client';
  const about = key ? keyInWords(key) : 'Its API key could not tell what it may do: every tool is offered.';
  const describe = `dbcloud-mcp ${pkg.version}: account ${settings.domainName} at ${settings.baseUrl}, ${mode}. ${about} ${tools.length} tools: ${tools.join(', ')}`;
  if (options.port === undefined || token === undefined) {
    // One server for the connection, whichever protocol the client opens with (2026-07-28, or
    // 2025-06-18 / 2025-11-25 through `initialize`).
    serveStdio(() => createServer(serverOptions), {
      onerror: (error) => process.stderr.write(`dbcloud-mcp: ${error.message}\n`),
    });
    process.stderr.write(`${describe}; serving over stdio\n`);
    return undefined;
  }
  let http: Awaited<ReturnType<typeof startHttp>>;
  try {
    http = await startHttp({ ...serverOptions, port: options.port, host, token: token.token });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? String(error);
    process.stderr.write(`dbcloud-mcp: cannot listen on ${host} port ${options.port} (${code}).\n`);
    return 1;
  }
  const address = http.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  const shown = host.includes(':') ? `[${host}]` : host;
  process.stderr.write(`${describe}; serving Streamable HTTP at http://${shown}:${port}${HTTP_PATH}\n`);
  if (!isLoopbackAddress(host)) {
    process.stderr.write(
      `Warning: listening on ${host}, not only this machine, over plain http: the token and every answer cross the network in clear text. Put it behind https (a reverse proxy) before other machines use it.\n`,
    );
  }
  // The one time a made token is shown: on stderr (stdout is stdio's channel), never in a log line.
  process.stderr.write(
    token.given
      ? 'Clients must send the header Authorization: Bearer <the token in DBCLOUD_MCP_TOKEN>.\n'
      : `Clients must send this header (a token made for this run; set DBCLOUD_MCP_TOKEN for one that lasts):\nAuthorization: Bearer ${token.token}\n`,
  );
  return undefined;
}
