// "Show as code": from an operation of the contract (the api-client's operations table) and the exact
// request a form sends, the same call three ways: the `@dbcloud/api-client` SDK, the `dbcloud` CLI (when
// it has a command for the operation) and curl. One generator for every form, so no form writes its own.
// A secret is never written: the API key is always `$DBCLOUD_API_KEY`, and a body field that holds a
// password, token or card number is masked.
import { type OperationId, operations } from '@dbcloud/api-client';
import type { ApiRequest } from './request';

export interface CodeSnippets {
  /** A Node script (ESM) that makes the call with the SDK. */
  sdk: string;
  /** The `dbcloud` command, or null when the CLI has none for this operation. */
  cli: string | null;
  curl: string;
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

/**
 * The operations the `dbcloud` CLI (packages/cli) has a command for: the path or body fields it takes as
 * positional arguments, and its flag for each body field (a field's path, nested ones joined by dots).
 * These are the CLI's own option names (packages/cli/src/commands/products.ts; its tests run the
 * commands written here). A field with no entry is a flag named after it.
 */
const CLI_COMMANDS: Partial<
  Record<
    OperationId,
    { command: string; positional?: readonly string[]; flags?: Readonly<Record<string, string>> }
  >
> = {
  getProducts: { command: 'products list' },
  createProduct: {
    command: 'products create',
    flags: {
      subdomainName: 'subdomain',
      cloudProvider: 'cloud',
      instanceType: 'instance',
      'storage.type': 'storage-type',
      'storage.sizeGb': 'storage-size',
      'storage.iops': 'iops',
      'storage.throughput': 'throughput',
      allowedIps: 'allow-ip',
    },
  },
  changeProduct: {
    command: 'products scale',
    positional: ['productId'],
    flags: { instanceType: 'instance' },
  },
  changeVolume: {
    command: 'products scale',
    positional: ['productId'],
    flags: { type: 'storage-type', sizeGb: 'storage-size' },
  },
};

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

const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/**
 * `--flag value` pairs for a body: a field's flag is `names[its path]` or its name in kebab case (nested
 * objects join their names); arrays repeat the flag.
 */
function flags(
  value: unknown,
  skip: ReadonlySet<string>,
  names: Readonly<Record<string, string>> = {},
  parent = '',
): string[] {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return [];
  const out: string[] = [];
  for (const [name, item] of Object.entries(value as Record<string, unknown>)) {
    if (item === undefined || (!parent && skip.has(name))) continue;
    const field = parent ? `${parent}.${name}` : name;
    const flag = `--${names[field] ?? field.split('.').map(kebab).join('-')}`;
    if (Array.isArray(item)) {
      for (const entry of item) out.push(`${flag} ${shellQuote(String(entry))}`);
    } else if (item !== null && typeof item === 'object') {
      out.push(...flags(item, skip, names, field));
    } else if (typeof item === 'boolean') {
      out.push(item ? flag : `${flag}=false`);
    } else {
      out.push(`${flag} ${shellQuote(String(item))}`);
    }
  }
  return out;
}

function operationOf(operationId: OperationId) {
  const operation = operations.find((candidate) => candidate.operationId === operationId);
  if (!operation) throw new Error(`Unknown operation ${operationId}`);
  return operation;
}

/** The request's URL: the contract path with its placeholders filled (encoded), under `baseUrl`. */
export function requestUrl(request: ApiRequest, baseUrl: string): string {
  const { path } = operationOf(request.operationId);
  const filled = path.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = request.path?.[name];
    return value === undefined ? whole : encodeURIComponent(value);
  });
  return `${baseUrl.replace(/\/+$/, '')}${filled}`;
}

function sdkSnippet(request: ApiRequest, body: unknown, apiKey: boolean, options: SnippetOptions): string {
  const operation = operationOf(request.operationId);
  const method = operation.method.toUpperCase();
  const namesAccount = operation.path.includes('{domainName}');
  const init: Record<string, unknown> = {};
  if (request.path && Object.keys(request.path).length > 0) init.params = { path: request.path };
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
  const known = CLI_COMMANDS[request.operationId];
  if (!known) return null;
  const positional = known.positional ?? [];
  const fields: Record<string, unknown> = {
    ...(request.path ?? {}),
    ...(body !== null && typeof body === 'object' && !Array.isArray(body) ? body : {}),
  };
  const args = positional.flatMap((name) =>
    fields[name] === undefined ? [] : [shellQuote(String(fields[name]))],
  );
  const account = fields.domainName ?? request.tenant;
  const options_ = [
    `--account ${shellQuote(String(account))}`,
    ...flags(request.path, new Set(['domainName', ...positional])),
    ...flags(body, new Set(['domainName', ...positional]), known.flags),
  ];
  const command = [`dbcloud ${known.command}`, ...args].join(' ');
  const env = [
    `export DBCLOUD_URL=${shellQuote(options.baseUrl)}`,
    options.keySecret !== undefined
      ? `export DBCLOUD_API_KEY=${shellQuote(options.keySecret)}`
      : '# DBCLOUD_API_KEY holds an API key’s secret',
  ];
  return `${env.join('\n')}\n${[command, ...options_].join(' \\\n  ')}\n`;
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

/** The three snippets of one request. */
export function codeSnippets(request: ApiRequest, options: SnippetOptions): CodeSnippets {
  const operation = operationOf(request.operationId);
  const apiKey = 'apiKey' in operation && operation.apiKey === true;
  const body = request.body === undefined ? undefined : masked(request.body);
  return {
    sdk: sdkSnippet(request, body, apiKey, options),
    cli: apiKey ? cliSnippet(request, body, options) : null,
    curl: curlSnippet(request, body, apiKey, options),
    apiKey,
  };
}
