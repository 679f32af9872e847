// The API's documentation for an assistant: one MCP resource per tag of the API reference
// (`dbcloud://docs/api/<tag>.md`, the operations of that tag as the portal's `/docs/api.md` groups them:
// method and path, summary, description, the roles that may call it) and a search over them
// (docs_search). Made from the bundled contract the SDK ships (`@dbcloud/api-client/openapi.json`), the
// document the portal's reference is generated from, so the two never disagree.
import { createRequire } from 'node:module';
import { ProtocolError, ProtocolErrorCode, type Server } from '@modelcontextprotocol/server';

interface RawParameter {
  $ref?: string;
  name?: string;
  in?: string;
  required?: boolean;
  description?: string;
}

interface RawOperation {
  operationId?: string;
  parameters?: RawParameter[];
  requestBody?: { content?: Record<string, { schema?: { $ref?: string } }> };
  summary?: string;
  description?: string;
  tags?: string[];
  security?: Record<string, unknown>[];
  'x-required-roles'?: string[] | string;
}

interface Contract {
  info?: { title?: string; description?: string };
  security?: Record<string, unknown>[];
  tags?: { name: string; description?: string }[];
  paths: Record<string, Record<string, RawOperation>>;
  components?: { parameters?: Record<string, RawParameter> };
}

/** One operation of the reference. */
export interface DocOperation {
  operationId: string;
  method: string;
  path: string;
  summary: string;
  description: string;
  roles: string[];
  /** Whether an API key may call it (else only a signed-in session). */
  apiKey: boolean;
  tag: string;
  /** Its parameters: name, where, whether required, what. */
  parameters: { name: string; in: string; required: boolean; description: string }[];
  /** The contract's schema of its JSON body, when it takes one. */
  body?: string;
}

/** One tag of the reference: a resource. */
export interface DocTag {
  name: string;
  slug: string;
  description: string;
  uri: string;
  operations: DocOperation[];
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch'];
export const DOCS_URI_PREFIX = 'dbcloud://docs/api/';

/** The URL-safe id of a tag, as the portal's reference names it (`API keys` -> `api-keys`). */
const tagSlug = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
const oneLine = (text: string | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();

function load(): DocTag[] {
  const doc = createRequire(import.meta.url)('@dbcloud/api-client/openapi.json') as Contract;
  const tags = new Map<string, DocTag>();
  const tagOf = (name: string) => {
    let tag = tags.get(name);
    if (!tag) {
      const slug = tagSlug(name);
      tag = {
        name,
        slug,
        description: (doc.tags ?? []).find((t) => t.name === name)?.description?.trim() ?? '',
        uri: `${DOCS_URI_PREFIX}${slug}.md`,
        operations: [],
      };
      tags.set(name, tag);
    }
    return tag;
  };
  for (const tag of doc.tags ?? []) tagOf(tag.name);
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const method of METHODS) {
      const op = item[method];
      if (!op?.operationId) continue;
      const name = op.tags?.[0] ?? 'Other';
      const security = op.security ?? doc.security ?? [];
      const parameters = (op.parameters ?? []).map((raw) => {
        const name = raw.$ref?.split('/').pop();
        const parameter = (name ? doc.components?.parameters?.[name] : raw) ?? raw;
        return {
          name: parameter.name ?? '',
          in: parameter.in ?? '',
          required: parameter.required === true,
          description: oneLine(parameter.description),
        };
      });
      const body = op.requestBody?.content?.['application/json']?.schema?.$ref?.split('/').pop();
      tagOf(name).operations.push({
        operationId: op.operationId,
        method: method.toUpperCase(),
        path,
        summary: oneLine(op.summary),
        description: (op.description ?? '').trim(),
        // `none` and `member` (no role in particular) list no role.
        roles: Array.isArray(op['x-required-roles']) ? op['x-required-roles'] : [],
        apiKey: security.some((requirement) => 'apiKey' in requirement),
        tag: name,
        parameters,
        ...(body ? { body } : {}),
      });
    }
  }
  return [...tags.values()].filter((tag) => tag.operations.length > 0);
}

let cached: DocTag[] | undefined;
/** The reference's tags, each with its operations in contract order. */
export const docTags = (): DocTag[] => {
  cached ??= load();
  return cached;
};

/** A tag's reference as Markdown (the resource's text). */
export function tagMarkdown(tag: DocTag): string {
  const parts = [`# ${tag.name}`, ''];
  if (tag.description) parts.push(tag.description, '');
  for (const op of tag.operations) {
    parts.push(
      `## ${op.summary || op.operationId}`,
      '',
      `\`${op.method} ${op.path}\` (${op.operationId})`,
      '',
    );
    if (op.description) parts.push(op.description, '');
    for (const parameter of op.parameters) {
      parts.push(
        `- \`${parameter.name}\` (${parameter.in}${parameter.required ? ', required' : ''})${parameter.description ? `: ${parameter.description}` : ''}`,
      );
    }
    if (op.body) parts.push(`- JSON body: \`${op.body}\``);
    if (op.parameters.length > 0 || op.body) parts.push('');
    const who = [
      op.roles.length > 0 ? `Roles: ${op.roles.join(', ')}.` : '',
      op.apiKey ? 'An API key may call it.' : 'A signed-in session only (not an API key).',
    ].filter(Boolean);
    parts.push(who.join(' '), '');
  }
  return `${parts.join('\n').trimEnd()}\n`;
}

/** The index of the reference (`dbcloud://docs/api.md`): each tag's resource and its operations' summaries. */
export const DOCS_INDEX_URI = 'dbcloud://docs/api.md';
export function indexMarkdown(): string {
  const parts = ['# DBCloud API reference', ''];
  for (const tag of docTags()) {
    parts.push(`## [${tag.name}](${tag.uri})`, '');
    for (const op of tag.operations) parts.push(`- \`${op.method} ${op.path}\`: ${op.summary}`);
    parts.push('');
  }
  return `${parts.join('\n').trimEnd()}\n`;
}

/** The resource of a URI, or undefined. */
export const tagOfUri = (uri: string): DocTag | undefined => docTags().find((tag) => tag.uri === uri);

/** One search result. */
export interface DocMatch {
  operationId: string;
  method: string;
  path: string;
  summary: string;
  tag: string;
  uri: string;
  roles: string[];
  apiKey: boolean;
  /** The description's first sentence or so. */
  excerpt: string;
}

const words = (text: string) => text.toLowerCase().match(/[a-z0-9]+/g) ?? [];

/**
 * The operations best matching `query`: every word of the query counts where it appears (in the
 * operationId, path or summary more than in the description); those matching no word are left out.
 */
export function searchDocs(query: string, limit: number): DocMatch[] {
  const terms = [...new Set(words(query))].filter((term) => term.length > 1);
  const scored: { score: number; op: DocOperation; uri: string }[] = [];
  for (const tag of docTags()) {
    for (const op of tag.operations) {
      const strong = words(
        `${op.operationId.replace(/([a-z])([A-Z])/g, '$1 $2')} ${op.path} ${op.summary} ${tag.name}`,
      );
      const weak = words(op.description);
      let score = 0;
      for (const term of terms) {
        const stem = term.length > 4 ? term.replace(/(es|s)$/, '') : term;
        if (strong.some((word) => word.startsWith(stem))) score += 3;
        if (weak.some((word) => word.startsWith(stem))) score += 1;
      }
      if (score > 0) scored.push({ score, op, uri: tag.uri });
    }
  }
  return scored
    .sort((a, b) => b.score - a.score)
    .slice(0, limit)
    .map(({ op, uri }) => ({
      operationId: op.operationId,
      method: op.method,
      path: op.path,
      summary: op.summary,
      tag: op.tag,
      uri,
      roles: op.roles,
      apiKey: op.apiKey,
      excerpt: excerptOf(op.description),
    }));
}

function excerptOf(description: string): string {
  const text = oneLine(description);
  const end = text.search(/\.\s/);
  const first = end === -1 ? text : text.slice(0, end + 1);
  return first.length > 240 ? `${first.slice(0, 239)}…` : first;
}

/** A resource served beside the reference (a tool's output schema): its listing and its text. */
export interface TextResource {
  uri: string;
  name: string;
  title: string;
  description: string;
  mimeType: string;
  text: string;
}

/**
 * The reference as MCP resources: one Markdown document per tag, listed and read by URI, and `more`
 * (the tools' output schemas) after them.
 */
export function serveDocs(server: Server, more: readonly TextResource[] = []): void {
  server.setRequestHandler('resources/list', () => ({
    resources: [
      {
        uri: DOCS_INDEX_URI,
        name: 'api',
        title: 'DBCloud API reference: index',
        description:
          'Every tag of the DBCloud API with its resource, and each operation’s method, path and summary.',
        mimeType: 'text/markdown',
      },
      ...docTags().map((tag) => ({
        uri: tag.uri,
        name: `api-${tag.slug}`,
        title: `DBCloud API reference: ${tag.name}`,
        description: `The ${tag.name} operations of the DBCloud API: method, path, what each does, who may call it.`,
        mimeType: 'text/markdown',
      })),
      ...more.map(({ text: _text, ...listing }) => listing),
    ],
  }));
  server.setRequestHandler('resources/read', (request) => {
    if (request.params.uri === DOCS_INDEX_URI) {
      return { contents: [{ uri: DOCS_INDEX_URI, mimeType: 'text/markdown', text: indexMarkdown() }] };
    }
    const other = more.find((resource) => resource.uri === request.params.uri);
    if (other) return { contents: [{ uri: other.uri, mimeType: other.mimeType, text: other.text }] };
    const tag = tagOfUri(request.params.uri);
    if (!tag) {
      throw new ProtocolError(ProtocolErrorCode.InvalidParams, `No such resource: ${request.params.uri}`);
    }
    return { contents: [{ uri: tag.uri, mimeType: 'text/markdown', text: tagMarkdown(tag) }] };
  });
}
