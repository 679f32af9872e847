// The API reference's data, as `pnpm generate` writes it from the contract (scripts/lib/reference.mjs):
// the table of contents (every operation's name, method, path and summary) with the page, and each
// tag's operations in full in a chunk of its own, loaded when its section renders. Nothing of it is
// written by hand.
import type { OperationId, RateLimitPolicy } from '@dbcloud/api-client';
import type { ApiRequest } from '../../components/show-as-code/request';
import index from '../../generated/api-reference/index.json';

export type Method = 'get' | 'put' | 'post' | 'delete' | 'patch';

/** A field of a body or an answer (nested ones dotted: `storage.sizeGb`, `nodes[].url`). */
export interface Field {
  name: string;
  type: string;
  required?: boolean;
  bounds?: string;
  description?: string;
  readOnly?: boolean;
}

export interface Parameter extends Field {
  in: 'path' | 'query' | 'header' | 'cookie';
  example?: string | number | boolean;
}

export interface Answer {
  status: string;
  description: string;
  /** The contract's shared response it is (`Unauthorized`), when it is one. */
  ref?: string;
  contentType?: string;
  type?: string;
  fields?: Field[];
  example?: unknown;
  headers?: string[];
}

export interface Operation {
  operationId: OperationId;
  method: Method;
  path: string;
  summary: string;
  description: string;
  access: 'public' | 'user' | 'tenant';
  apiKey: boolean;
  roles: 'none' | 'member' | string[];
  changesState?: boolean;
  parameters: Parameter[];
  body?: { required: boolean; type: string; fields?: Field[]; example?: unknown; description?: string };
  responses: Answer[];
  rateLimited?: boolean;
  /** The operation's own limits (the contract's `x-rate-limits`), besides the call budgets. */
  rateLimits?: RateLimitPolicy[];
}

export interface OperationEntry {
  operationId: OperationId;
  method: Method;
  path: string;
  summary: string;
  apiKey?: boolean;
}

export interface TagEntry {
  name: string;
  slug: string;
  description: string;
  operations: OperationEntry[];
}

export interface ReferenceIndex {
  title: string;
  version: string;
  /** The problem details' fields (every error answer's body). */
  problem: Field[];
  /** The shared error answers, by status. */
  errors: Answer[];
  /** The call budgets every call counts against (the contract's `x-call-budgets`). */
  callBudgets: RateLimitPolicy[];
  tags: TagEntry[];
}

export const reference = index as ReferenceIndex;

/** Every operation's entry, in the reference's order. */
export const allOperations: OperationEntry[] = reference.tags.flatMap((tag) => tag.operations);

/**
 * The API's address the examples show: the page's own origin once in a browser; the production
 * portal's when rendered at build time (the page's first render, which hydrates the HTML, too).
 */
export const DOCUMENTED_BASE_URL = 'https://portal.dbcloud.dev/api/v1';

/** The contract's example of an operation as a request "show as code" turns into code. */
export function exampleRequest(operation: Operation): ApiRequest {
  const path: Record<string, string> = {};
  const query: Record<string, string | number | boolean> = {};
  for (const parameter of operation.parameters) {
    if (parameter.example === undefined) continue;
    if (parameter.in === 'path') path[parameter.name] = String(parameter.example);
    if (parameter.in === 'query') query[parameter.name] = parameter.example;
  }
  const body = operation.body?.example;
  const bodyDomain =
    body !== null && typeof body === 'object' && 'domainName' in body ? String(body.domainName) : undefined;
  return {
    operationId: operation.operationId,
    path,
    query,
    body,
    tenant: path.domainName ?? bodyDomain ?? 'acme',
  };
}

/** Who may call an operation, in words. */
export function callers(operation: Pick<Operation, 'access' | 'roles'>): string {
  if (operation.access === 'public') return 'Anyone: no sign-in needed';
  if (operation.access === 'user') return 'A signed-in user';
  if (operation.roles === 'member') return 'Any member of the account';
  const roles = Array.isArray(operation.roles) ? operation.roles : [];
  return roles.length === 1
    ? `A member of the account with the ${roles[0]} role`
    : `A member of the account with one of the roles ${roles.join(', ')}`;
}

/** What an operation takes as credentials, in words. */
export function credentials(operation: Operation): string {
  if (operation.access === 'public') return 'None (a session’s cookie is used when there is one)';
  if (operation.apiKey) return 'An API key (Authorization: Bearer) or a signed-in session';
  return 'A signed-in session only: an API key is refused (403)';
}

const PER: Record<RateLimitPolicy['per'], string> = {
  key: 'per API key',
  account: 'per account',
  client: 'per client address',
  email: 'per e-mail address',
  recipient: 'per recipient address',
  user: 'per user',
  session: 'per sign-in',
};

function windowWords(seconds: number): string {
  if (seconds === 60) return 'a minute';
  if (seconds === 3600) return 'an hour';
  if (seconds === 86_400) return 'a day';
  if (seconds % 3600 === 0) return `${seconds / 3600} hours`;
  if (seconds % 60 === 0) return `${seconds / 60} minutes`;
  return `${seconds} seconds`;
}

/** A limit in words: "5 per 15 minutes per e-mail address (sign-in link requests …)". */
export function limitInWords(limit: RateLimitPolicy): string {
  const words = `${limit.limit} per ${windowWords(limit.windowSeconds)} ${PER[limit.per]}`.replace(
    / per (a|an) /,
    ' $1 ',
  );
  return limit.counts ? `${words} (${limit.counts})` : words;
}

/**
 * What limits a call, in words: the call budgets it counts against (the contract's), then the
 * operation's own limits, each with its policy's name as a 429's `RateLimit` names it.
 */
export function rateLimitsInWords(operation: Pick<Operation, 'apiKey' | 'rateLimits'>): string[] {
  const budget = (policy: string) => reference.callBudgets.find((candidate) => candidate.policy === policy);
  const key = budget('api-key');
  const account = budget('account');
  const client = budget('client');
  const budgets = [
    operation.apiKey && key && account
      ? `with an API key, ${limitInWords({ ...key, counts: undefined })} and ${limitInWords({ ...account, counts: undefined })} for all the account’s keys together`
      : '',
    client ? `${operation.apiKey ? 'otherwise, ' : ''}${limitInWords({ ...client, counts: undefined })}` : '',
  ].filter(Boolean);
  return [
    `Call budgets: ${budgets.join('; ')}`,
    ...(operation.rateLimits ?? []).map((limit) => `${limit.policy}: ${limitInWords(limit)}`),
  ];
}

/** Whether an operation's entry matches every word of a search (its id, path or summary). */
export function matches(entry: OperationEntry, search: string): boolean {
  const haystack = `${entry.operationId} ${entry.method} ${entry.path} ${entry.summary}`.toLowerCase();
  return search
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => haystack.includes(word));
}
