// "Show as code": from an operation of the contract (the api-client's operations table) and the exact
// request a form sends, the same call three ways: the `@dbcloud/api-client` SDK, the `dbcloud` CLI (when
// it has a command for the operation) and curl. One generator for every form, so no form writes its own.
// A secret is never written: the API key is always `$DBCLOUD_API_KEY`, and a body field that holds a
// password, token or card number is masked. The one exception is a new key's secret on the API keys
// page, shown once: there the snippets carry it, and a fourth one configures an AI assistant's MCP
// server (`@dbcloud/mcp`) with it.
import { type OperationId, operations } from '@dbcloud/api-client';
import { ACCOUNT_FLAG, type CliCommand, cliCommandOf } from '@dbcloud/cli/commands';
import type { ApiRequest } from './request';

export interface CodeSnippets {
  /** A Node script (ESM) that makes the call with the SDK. */
  sdk: string;
  /** The `dbcloud` command, or null when the CLI has none that sends this request. */
  cli: string | null;
  curl: string;
  /**
   * The `mcpServers` configuration of Claude Desktop and Cursor that starts `@dbcloud/mcp` with the key
   * (JSON); only with `keySecret`, for a call an API key may make.
   */
  mcp: string | null;
  /** Whether an API key may make the call; when not, the snippets use a signed-in session. */
  apiKey: boolean;
}

export interface SnippetOptions {
  /** The API's address, e.g. `https://portal.dbcloud.dev/api/v1`. */
  baseUrl: string;
  /**
   * A key's secret the user is looking at (the API keys page, right after creating one): written into
   * the `DBCLOUD_API_KEY=` line that runs the snippet. Otherwise the snippets expect it to be set.
   */
  keySecret?: string;
}

/** Fields whose value is a credential: never shown, even when a body carries one. */
const SECRET_FIELD = /password|secret|token|cvv|cardNumber/i;
const MASK = '********';

/** Quotes a string for a POSIX shell: bare when it is safe, else in single quotes. */
export function shellQuote(value: string): string {
  if (/^[A-Za-z0-9_@%+=:,./-]+$/.test(value)) return value;
  return `'${value.replace(/'/g, `'\\''`)}'`;
}

/** A JavaScript string literal in single quotes. */
function jsString(value: string): string {
  const escaped = JSON.stringify(value).slice(1, -1).replace(/\\"/g, '"').replace(/'/g, "\\'");
  return `'${escaped}'`;
}

/** A JavaScript literal of a JSON value, indented as a formatter would write it. */
function jsValue(value: unknown, indent: string): string {
  if (typeof value === 'string') return jsString(value);
  if (value === null || typeof value !== 'object') return String(value);
  const inner = `${indent}  `;
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    return `[\n${value.map((item) => `${inner}${jsValue(item, inner)},`).join('\n')}\n${indent}]`;
  }
  const entries = Object.entries(value as Record<string, unknown>).filter(([, item]) => item !== undefined);
  if (entries.length === 0) return '{}';
  const key = (name: string) => (/^[A-Za-z_$][\w$]*$/.test(name) ? name : jsString(name));
  return `{\n${entries.map(([name, item]) => `${inner}${key(name)}: ${jsValue(item, inner)},`).join('\n')}\n${indent}}`;
}

/** The body with every credential-like field masked (recursively). */
function masked(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(masked);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>).map(([name, item]) => [
      name,
      SECRET_FIELD.test(name) && item !== undefined ? MASK : masked(item),
    ]),
  );
}

/**
 * `--flag value` pairs for a request's fields, as the command table names their options (a nested
 * field by its names joined with dots): a list repeats its option, a boolean's option is there when it
 * is true. Null when a field has no option: the command cannot send this request.
 */
function flags(
  value: Readonly<Record<string, unknown>>,
  skip: ReadonlySet<string>,
  names: CliCommand['flags'],
  parent = '',
): string[] | null {
  const out: string[] = [];
  for (const [name, item] of Object.entries(value)) {
    if (item === undefined || (!parent && skip.has(name))) continue;
    const field = parent ? `${parent}.${name}` : name;
    const flag = names[field];
    if (flag === undefined && item !== null && typeof item === 'object' && !Array.isArray(item)) {
      const nested = flags(item as Record<string, unknown>, skip, names, field);
      if (nested === null) return null;
      out.push(...nested);
      continue;
    }
    if (flag === undefined) return null;
    if (Array.isArray(item)) {
      for (const entry of item) out.push(`--${flag} ${shellQuote(String(entry))}`);
    } else if (typeof item === 'boolean') {
      if (item) out.push(`--${flag}`);
    } else {
      out.push(`--${flag} ${shellQuote(String(item))}`);
    }
  }
  return out;
}

function operationOf(operationId: OperationId) {
  const operation = operations.find((candidate) => candidate.operationId === operationId);
  if (!operation) throw new Error(`Unknown operation ${operationId}`);
  return operation;
}

/**
 * The request's URL: the contract path with its placeholders filled (encoded), under `baseUrl`, and its
 * query.
 */
export function requestUrl(request: ApiRequest, baseUrl: string): string {
  const { path } = operationOf(request.operationId);
  const filled = path.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = request.path?.[name];
    return value === undefined ? whole : encodeURIComponent(value);
  });
  const query = new URLSearchParams(
    Object.entries(request.query ?? {}).map(([name, value]): [string, string] => [name, String(value)]),
  ).toString();
  return `${baseUrl.replace(/\/+$/, '')}${filled}${query ? `?${query}` : ''}`;
}

function sdkSnippet(request: ApiRequest, body: unknown, apiKey: boolean, options: SnippetOptions): string {
  const operation = operationOf(request.operationId);
  const method = operation.method.toUpperCase();
  const namesAccount = operation.path.includes('{domainName}');
  const init: Record<string, unknown> = {};
  const params: Record<string, unknown> = {};
  if (request.path && Object.keys(request.path).length > 0) params.path = request.path;
  if (request.query && Object.keys(request.query).length > 0) params.query = request.query;
  if (Object.keys(params).length > 0) init.params = params;
  if (body !== undefined) init.body = body;
  // A session names the account in X-Tenant-ID when the path does not; a key is the account's own.
  if (!apiKey && !namesAccount) init.headers = { 'X-Tenant-ID': request.tenant };
  const call =
    Object.keys(init).length > 0
      ? `api.${method}(${jsString(operation.path)}, ${jsValue(init, '  ')})`
      : `api.${method}(${jsString(operation.path)})`;
  const client = apiKey
    ? `const api = createApiClient({\n  baseUrl: ${jsString(options.baseUrl)},\n  apiKey: process.env.DBCLOUD_API_KEY,\n});`
    : `// An API key cannot make this call (${operation.operationId}): it needs a signed-in session, as the\n// portal has, so it runs in a page of this portal's origin, not in a script.\nconst api = createApiClient({ baseUrl: ${jsString(options.baseUrl)} });`;
  const run = apiKey
    ? options.keySecret !== undefined
      ? `// Run with Node 20.19 or newer:\n// DBCLOUD_API_KEY=${options.keySecret} node script.mjs\n`
      : '// Run with Node 20.19 or newer, DBCLOUD_API_KEY set to an API key’s secret:\n// node script.mjs\n'
    : '';
  return `${run}import { createApiClient, unwrap } from '@dbcloud/api-client';

${client}
const result = await unwrap(
  ${call},
);
console.log(result);
`;
}

function cliSnippet(request: ApiRequest, body: unknown, options: SnippetOptions): string | null {
  const known = cliCommandOf(request.operationId);
  if (!known) return null;
  const fields: Record<string, unknown> = {
    ...(request.path ?? {}),
    ...(request.query ?? {}),
    ...(body !== null && typeof body === 'object' && !Array.isArray(body) ? body : {}),
  };
  if (known.arguments.some((name) => fields[name] === undefined)) return null;
  const args = known.arguments.map((name) => shellQuote(String(fields[name])));
  const given = flags(fields, new Set(['domainName', ...known.arguments]), known.flags);
  if (given === null) return null;
  const account = fields.domainName ?? request.tenant;
  const command = [`dbcloud ${known.command}`, ...args].join(' ');
  const env = [
    `export DBCLOUD_URL=${shellQuote(options.baseUrl)}`,
    options.keySecret !== undefined
      ? `export DBCLOUD_API_KEY=${shellQuote(options.keySecret)}`
      : '# DBCLOUD_API_KEY holds an API key’s secret',
  ];
  const lines = [command, `--${ACCOUNT_FLAG} ${shellQuote(String(account))}`, ...given];
  return `${env.join('\n')}\n${lines.join(' \\\n  ')}\n`;
}

function curlSnippet(request: ApiRequest, body: unknown, apiKey: boolean, options: SnippetOptions): string {
  const operation = operationOf(request.operationId);
  const method = operation.method.toUpperCase();
  const lines = [
    `curl${method === 'GET' ? '' : ` -X ${method}`} ${shellQuote(requestUrl(request, options.baseUrl))}`,
  ];
  if (apiKey) {
    lines.push('-H "Authorization: Bearer $DBCLOUD_API_KEY"');
  } else {
    // The session's cookie (HttpOnly, from a signed-in browser) is the only credential this call takes.
    lines.push('-b "dbcloud_session=$DBCLOUD_SESSION"');
    lines.push(`-H ${shellQuote(`X-Tenant-ID: ${request.tenant}`)}`);
    lines.push("-H 'X-Requested-With: XMLHttpRequest'");
  }
  if (body !== undefined) {
    lines.push("-H 'Content-Type: application/json'");
    lines.push(`--data ${shellQuote(JSON.stringify(body, null, 2))}`);
  }
  const run = apiKey
    ? options.keySecret !== undefined
      ? `export DBCLOUD_API_KEY=${shellQuote(options.keySecret)}\n`
      : '# DBCLOUD_API_KEY holds an API key’s secret\n'
    : '# An API key cannot make this call: it takes a signed-in session’s cookie\n';
  return `${run}${lines.join(' \\\n  ')}\n`;
}

/**
 * The JSON that Claude Desktop (`claude_desktop_config.json`) and Cursor (`~/.cursor/mcp.json`) read to
 * start the DBCloud MCP server for `account` with a key (read-only: the server offers changes only when
 * started with `--allow-writes`).
 */
export function mcpConfig(options: { baseUrl: string; account: string; keySecret: string }): string {
  const config = {
    mcpServers: {
      dbcloud: {
        command: 'npx',
        args: ['-y', '@dbcloud/mcp'],
        env: {
          DBCLOUD_API_KEY: options.keySecret,
          DBCLOUD_ACCOUNT: options.account,
          DBCLOUD_URL: options.baseUrl.replace(/\/+$/, ''),
        },
      },
    },
  };
  return `${JSON.stringify(config, null, 2)}\n`;
}

/** The snippets of one request. */
export function codeSnippets(request: ApiRequest, options: SnippetOptions): CodeSnippets {
  const operation = operationOf(request.operationId);
  const apiKey = 'apiKey' in operation && operation.apiKey === true;
  const body = request.body === undefined ? undefined : masked(request.body);
  return {
    sdk: sdkSnippet(request, body, apiKey, options),
    cli: apiKey ? cliSnippet(request, body, options) : null,
    curl: curlSnippet(request, body, apiKey, options),
    mcp:
      apiKey && options.keySecret !== undefined
        ? mcpConfig({ baseUrl: options.baseUrl, account: request.tenant, keySecret: options.keySecret })
        : null,
    apiKey,
  };
}
