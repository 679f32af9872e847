// The reference as Markdown (`/docs/api.md`) and its index for assistants (`/llms.txt`), written at build
// time (src/prerender.tsx, ../../../prerender.ts) from the same data and the same code generator as the
// page, so that a tool reads exactly what the page shows, without a browser.
import { codeSnippets } from '../../components/show-as-code/snippets';
import {
  type Answer,
  callers,
  credentials,
  exampleRequest,
  type Field,
  type Operation,
  type Parameter,
  rateLimitsInWords,
  reference,
  type TagEntry,
} from './model';

export interface ReferenceTag {
  tag: TagEntry;
  operations: Operation[];
}

const cell = (text: string | undefined) => (text ?? '').replace(/\|/g, '\\|').replace(/\s*\n\s*/g, ' ');
const fence = (language: string, code: string) => `\`\`\`${language}\n${code.replace(/\n$/, '')}\n\`\`\``;
const json = (value: unknown) => fence('json', JSON.stringify(value, null, 2));

function fieldTable(fields: readonly (Field | Parameter)[]): string {
  const withIn = fields.some((field) => 'in' in field);
  const head = withIn
    ? '| name | in | type | required | bounds | description | example |\n| --- | --- | --- | --- | --- | --- | --- |'
    : '| name | type | required | bounds | description |\n| --- | --- | --- | --- | --- |';
  const rows = fields.map((field) => {
    const columns = [`\`${field.name}\``];
    if (withIn) columns.push('in' in field ? field.in : '');
    columns.push(
      `\`${cell(field.type)}\``,
      field.required ? 'yes' : '',
      cell(field.bounds),
      cell(field.description),
    );
    if (withIn) {
      const example = 'example' in field ? field.example : undefined;
      columns.push(example === undefined ? '' : `\`${cell(JSON.stringify(example))}\``);
    }
    return `| ${columns.join(' | ')} |`;
  });
  return [head, ...rows].join('\n');
}

function answerSection(answer: Answer): string {
  const lines = [`- **${answer.status}** ${answer.description}${answer.type ? ` (\`${answer.type}\`)` : ''}`];
  if (answer.fields) lines.push('', fieldTable(answer.fields));
  if (answer.example !== undefined && answer.status.startsWith('2')) lines.push('', json(answer.example));
  return lines.join('\n');
}

function operationSection(operation: Operation, baseUrl: string): string {
  const snippets = codeSnippets(exampleRequest(operation), { baseUrl });
  const parts = [
    `### ${operation.summary}`,
    `<a id="${operation.operationId}"></a>\`${operation.method.toUpperCase()} ${operation.path}\` · operation \`${operation.operationId}\` · [on the page](/docs/api#${operation.operationId})`,
    [
      `- Who may call it: ${callers(operation)}`,
      `- Credentials: ${credentials(operation)}`,
      operation.rateLimited
        ? `- Rate limits (beyond one: 429 with \`Retry-After\`):\n${rateLimitsInWords(operation)
            .map((line) => `  - ${line}`)
            .join('\n')}`
        : '',
    ]
      .filter(Boolean)
      .join('\n'),
    operation.description,
  ];
  if (operation.parameters.length > 0) parts.push('#### Parameters', fieldTable(operation.parameters));
  if (operation.body) {
    parts.push(
      `#### Request body (\`${operation.body.type}\`${operation.body.required ? ', required' : ''})`,
    );
    if (operation.body.fields) parts.push(fieldTable(operation.body.fields));
    if (operation.body.example !== undefined) parts.push(json(operation.body.example));
  }
  const success = operation.responses.filter((answer) => answer.status.startsWith('2'));
  const errors = operation.responses.filter((answer) => !answer.status.startsWith('2'));
  parts.push('#### Responses', success.map(answerSection).join('\n\n'));
  if (errors.length > 0) {
    parts.push(
      `Errors (problem details, see [Errors](#errors)): ${errors.map((answer) => `${answer.status}${answer.ref ? '' : ` (${answer.description})`}`).join(', ')}`,
    );
  }
  parts.push('#### Examples', `SDK (Node, \`@dbcloud/api-client\`):\n\n${fence('js', snippets.sdk)}`);
  if (snippets.cli !== null) parts.push(`CLI (\`dbcloud\`):\n\n${fence('sh', snippets.cli)}`);
  parts.push(`curl:\n\n${fence('sh', snippets.curl)}`);
  return parts.join('\n\n');
}

/** The whole reference as one Markdown document. */
export function referenceMarkdown(tags: readonly ReferenceTag[], baseUrl: string): string {
  const count = tags.reduce((sum, { operations }) => sum + operations.length, 0);
  const contents = tags
    .map(
      ({ tag, operations }) =>
        `- ${tag.name}: ${operations.map((operation) => `[${operation.operationId}](#${operation.operationId})`).join(', ')}`,
    )
    .join('\n');
  const errors = reference.errors
    .map((answer) => `- **${answer.status}** ${cell(answer.description)}`)
    .join('\n');
  return `${[
    `# ${reference.title}: API reference`,
    `All ${count} operations of the DBCloud API (version ${reference.version}), by area, generated from its OpenAPI contract. The API is at \`${baseUrl}\`. Each operation has its example as an SDK call (\`@dbcloud/api-client\`), a \`dbcloud\` command where the CLI has one, and curl.`,
    '## Authenticate',
    'Programs use an API key: create one on the account’s API keys page and send its secret as `Authorization: Bearer dbc_…` (no other header is needed). Operations whose credentials say “An API key” accept one; the others need a signed-in session (the `dbcloud_session` cookie, `X-Tenant-ID` naming the account, and `X-Requested-With: XMLHttpRequest` on every call that changes something).',
    '## Rate limits',
    'Every call counts against a call budget in one-minute windows: 120 calls per API key, 600 per client address for calls without a key. Answers carry `RateLimit` and `RateLimit-Policy`; past the budget the answer is 429 with `Retry-After` (seconds).',
    '<a id="errors"></a>',
    '## Errors',
    'A failed call answers a 4xx or 5xx status with problem details (RFC 9457, `application/problem+json`):',
    fieldTable(reference.problem),
    errors,
    '## Operations',
    contents,
    ...tags.flatMap(({ tag, operations }) => [
      `## ${tag.name}`,
      tag.description,
      ...operations.map((operation) => operationSection(operation, baseUrl)),
    ]),
  ]
    .filter(Boolean)
    .join('\n\n')}\n`;
}

/** `/llms.txt`: what the API is and where its reference is, for assistants (llmstxt.org's format). */
export function llmsTxt(tags: readonly ReferenceTag[], baseUrl: string): string {
  const operations = tags.flatMap(({ tag, operations: list }) =>
    list.map(
      (operation) =>
        `- [${operation.summary}](/docs/api.md#${operation.operationId}): \`${operation.method.toUpperCase()} ${operation.path}\` (${tag.name}${operation.apiKey ? ', API key' : ''})`,
    ),
  );
  return `${[
    '# DBCloud',
    '> DBCloud is a managed-database cloud. Its API (`/api/v1`) manages accounts, database clusters (products), backups, billing, metrics and support; programs call it with an API key (`Authorization: Bearer dbc_…`).',
    `The API is at \`${baseUrl}\`. The typed SDK is \`@dbcloud/api-client\` (npm) and the command line is \`dbcloud\` (\`@dbcloud/cli\`).`,
    '## Docs',
    `- [API reference (Markdown)](/docs/api.md): every operation with who may call it, parameters, body, answers and examples as SDK, CLI and curl\n- [API reference (HTML)](/docs/api)`,
    '## Operations',
    operations.join('\n'),
  ].join('\n\n')}\n`;
}
