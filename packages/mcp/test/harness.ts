// Starts what a user starts: the standalone fake cloud, and the built `dbcloud-mcp` bin as the MCP SDK's
// own client starts a server (StdioClientTransport: a child process speaking JSON-RPC on stdio).
import { fileURLToPath } from 'node:url';
import {
  clientEnv,
  type StandaloneFakeCloud as FakeCloud,
  startStandaloneFakeCloud,
} from '@dbcloud/fake-cloud/standalone';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { AjvJsonSchemaValidator } from '@modelcontextprotocol/sdk/validation/ajv';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { ERROR_NOTICE, TOOL_ERROR_OUTPUT, type ToolProblem } from '../src/errors.js';
import { schemaResourceUri, toolNameOf } from '../src/tool.js';

const validator = new AjvJsonSchemaValidator();
const errorCheck = validator.getValidator(TOOL_ERROR_OUTPUT);

/** What `checkedAnswers` needs of a client: either SDK's (1.x or 2.x). */
interface AnyClient {
  callTool: (...args: never[]) => Promise<unknown>;
  readResource: (request: { uri: string }) => Promise<{ contents: unknown[] }>;
}

/**
 * A tool's whole output schema as the server serves it (`dbcloud://schemas/<tool>.json`), read once
 * per client: the tools list carries only its top-level shape.
 */
const wholeSchemas = new WeakMap<object, Map<string, ReturnType<typeof validator.getValidator>>>();
export async function wholeSchemaCheck(client: AnyClient, tool: string) {
  const name = toolNameOf(tool);
  let checks = wholeSchemas.get(client);
  if (!checks) {
    checks = new Map();
    wholeSchemas.set(client, checks);
  }
  let check = checks.get(name);
  if (!check) {
    const [content] = (await client.readResource({ uri: schemaResourceUri(name) })).contents as {
      text?: string;
    }[];
    check = validator.getValidator(JSON.parse(content?.text ?? 'null'));
    checks.set(name, check);
  }
  return check;
}

/**
 * `client` whose every tool call's structured content (an answer or a tool error) is checked against
 * the tool's whole output schema, as the SDK's client checks it against the listed shape: a call that
 * answers outside it throws.
 */
export function checkedAnswers<C extends AnyClient>(client: C): C {
  const callTool = client.callTool.bind(client) as (...args: unknown[]) => Promise<unknown>;
  (client as { callTool: unknown }).callTool = async (...args: unknown[]) => {
    const result = (await callTool(...args)) as {
      structuredContent?: unknown;
      resultType?: string;
    };
    const name = (args[0] as { name: string }).name;
    if (result.structuredContent !== undefined && result.resultType !== 'input_required') {
      const check = (await wholeSchemaCheck(client, name))(result.structuredContent);
      if (!check.valid) {
        throw new Error(`${name}: an answer outside its whole output schema: ${check.errorMessage}`);
      }
    }
    return result;
  };
  return client;
}

export {
  clientEnv,
  KEYS,
  type StandaloneFakeCloud as FakeCloud,
  startStandaloneFakeCloud as startFakeCloud,
  timeSettings,
} from '@dbcloud/fake-cloud/standalone';

export const BIN = fileURLToPath(new URL('../dist/cli.js', import.meta.url));

export interface Connected {
  client: Client;
  /** Every line the server wrote to stderr so far. */
  stderr: () => string[];
  close: () => Promise<void>;
}

/**
 * Starts `dbcloud-mcp ...args` through the SDK's StdioClientTransport, with only the environment given
 * (plus PATH and the time settings): by default acme's active key and account and the fake cloud's address.
 */
export async function connect(
  cloud: FakeCloud,
  args: string[] = [],
  env: Record<string, string | undefined> = {},
): Promise<Connected> {
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: [BIN, ...args],
    env: clientEnv(cloud, env),
    stderr: 'pipe',
  });
  let err = '';
  transport.stderr?.on('data', (chunk) => {
    err += chunk;
  });
  const client = checkedAnswers(new Client({ name: 'dbcloud-mcp-tests', version: '1.0.0' }));
  await client.connect(transport);
  return {
    client,
    stderr: () => err.split('\n').filter(Boolean),
    close: () => client.close(),
  };
}

/** A tool call's structured answer (fails the test on a tool error). */
export async function call<T = Record<string, unknown>>(
  client: Client,
  name: string,
  args: Record<string, unknown> = {},
): Promise<T> {
  const result = (await client.callTool({ name, arguments: args })) as CallToolResult;
  if (result.isError) throw new Error(`${name} answered an error: ${JSON.stringify(result.content)}`);
  return result.structuredContent as T;
}

/**
 * A tool call expected to fail: its problem (the structured content's `error`), its texts (checked here:
 * the fixed notice, always the same sentence, then the same problem as JSON) and the whole result.
 */
export async function callError(client: Client, name: string, args: Record<string, unknown> = {}) {
  const result = (await client.callTool({ name, arguments: args })) as CallToolResult;
  if (!result.isError) throw new Error(`${name} did not fail: ${JSON.stringify(result.structuredContent)}`);
  const texts = result.content.map((content) => (content.type === 'text' ? content.text : undefined));
  const [notice, json] = texts;
  if (texts.length !== 2 || notice !== ERROR_NOTICE || json === undefined) {
    throw new Error(`${name}: an error not made of the notice and the problem: ${JSON.stringify(result)}`);
  }
  const structured = result.structuredContent as { error: ToolProblem } | undefined;
  if (!structured || JSON.stringify(JSON.parse(json)) !== JSON.stringify(structured)) {
    throw new Error(`${name}: the error's text and structured content differ: ${JSON.stringify(result)}`);
  }
  // Each error as the whole error schema says (a tool's listing allows any error with a source and a title).
  const check = errorCheck(structured);
  if (!check.valid) throw new Error(`${name}: an error outside TOOL_ERROR_OUTPUT: ${check.errorMessage}`);
  return { text: texts.join('\n'), problem: structured.error, result };
}

/** Signs `email` in on the standalone fake cloud (the mailed link) and answers the session cookie. */
export async function signIn(cloud: FakeCloud, email: string): Promise<string> {
  const json = { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' };
  const login = await fetch(`${cloud.url}/login`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ email }),
  });
  if (!login.ok) throw new Error(`login answered ${login.status}`);
  const mail = (await (await fetch(`${cloud.origin}/__fake/mailbox?to=${email}`)).json()) as {
    link: string;
  }[];
  const link = new URL(mail.at(-1)?.link ?? '');
  const opened = await fetch(`${cloud.url}/login/link${link.search}`);
  const [cookie] = opened.headers.getSetCookie();
  if (!cookie) throw new Error(`opening the sign-in link answered ${opened.status} without a cookie`);
  return cookie.split(';')[0] ?? '';
}

/** Creates an API key of acme as `email` (signed in through the portal's flow); answers its secret. */
export async function createKey(cloud: FakeCloud, email: string): Promise<string> {
  const session = await signIn(cloud, email);
  const response = await fetch(`${cloud.url}/api-keys/create`, {
    method: 'POST',
    headers: {
      Cookie: session,
      'X-Tenant-ID': 'acme',
      'X-Requested-With': 'XMLHttpRequest',
      'Content-Type': 'application/json',
    },
    body: JSON.stringify({
      domainName: 'acme',
      description: 'Assistant',
      expiresAt: new Date(Date.now() + 30 * 86_400_000).toISOString(),
    }),
  });
  if (!response.ok) throw new Error(`api-keys/create answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { secret: string }).secret;
}

/**
 * A test file's world: the standalone fake cloud, reset before each test, and one server connected to it
 * with `args`; both stop after the file's tests.
 */
export function connectedPerFile(args: string[]): { cloud: FakeCloud; mcp: Connected } {
  const file = {} as { cloud: FakeCloud; mcp: Connected };
  beforeAll(async () => {
    file.cloud = await startStandaloneFakeCloud();
    file.mcp = await connect(file.cloud, args);
  });
  beforeEach(() => file.cloud.reset());
  afterAll(async () => {
    await file.mcp?.close();
    file.cloud?.stop();
  });
  return file;
}
