// The API reference holds every operation of the contract: on the page (rendered as the build renders
// it, every tag's section loaded), each with its anchor, a link to it in the table of contents and its
// examples; and in its Markdown form, each with its three examples (the CLI's where it has a command).
import { operations } from '@dbcloud/api-client';
import { cliCommandOf } from '@dbcloud/cli/commands';
import { prerenderToNodeStream } from 'react-dom/static';
import { describe, expect, it } from 'vitest';
import { codeSnippets } from '../../components/show-as-code/snippets';
import { loadAllTags } from './load-tag';
import { llmsTxt, referenceMarkdown } from './markdown';
import { allOperations, DOCUMENTED_BASE_URL, exampleRequest, matches } from './model';
import { ReferencePage } from './reference-page';

async function pageHtml(): Promise<string> {
  const { prelude } = await prerenderToNodeStream(<ReferencePage />);
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  return html;
}

describe('the API reference', () => {
  it('lists every operation of the contract, in the contract’s order by tag', () => {
    expect(allOperations).toHaveLength(98);
    expect(new Set(allOperations.map((entry) => entry.operationId))).toEqual(
      new Set(operations.map((operation) => operation.operationId)),
    );
  });

  it('renders every operation with its anchor, its link in the contents and its examples', {
    timeout: 60_000,
  }, async () => {
    const html = await pageHtml();
    for (const { operationId, path } of operations) {
      expect(html, operationId).toContain(`<article id="${operationId}"`);
      expect(html, operationId).toContain(`href="#${operationId}"`);
      expect(html, operationId).toContain(`aria-label="Example of ${operationId} as code"`);
      expect(html, operationId).toContain(`<code>${path}</code>`);
    }
    // The first tab (the SDK) is shown; the others are there to choose.
    expect(html.match(/data-snippet="sdk"/g)).toHaveLength(98);
    expect(html.match(/role="tab"[^>]*>curl</g)).toHaveLength(98);
    expect(html).toContain('id="authenticate"');
    expect(html).toContain('id="errors"');
  });

  it('has each operation’s three examples: SDK, curl and the CLI’s where it has a command', async () => {
    const tags = await loadAllTags();
    const all = tags.flatMap(({ operations: list }) => list);
    expect(all).toHaveLength(98);
    for (const operation of all) {
      const snippets = codeSnippets(exampleRequest(operation), { baseUrl: DOCUMENTED_BASE_URL });
      expect(snippets.sdk, operation.operationId).toContain(`'${operation.path}'`);
      expect(snippets.curl, operation.operationId).toMatch(/^curl/m);
      const hasCommand = operation.apiKey && cliCommandOf(operation.operationId) !== undefined;
      if (hasCommand) expect(String(snippets.cli), operation.operationId).toMatch(/^dbcloud /m);
      else expect(snippets.cli, operation.operationId).toBeNull();
    }
    expect(all.filter((operation) => operation.apiKey).length).toBeGreaterThan(40);
  });

  it('is searchable by an operation’s name and path', () => {
    const found = (search: string) =>
      allOperations.filter((entry) => matches(entry, search)).map((entry) => entry.operationId);
    expect(found('getproductsstatus')).toEqual(['getProductsStatus']);
    expect(found('/products/get-products')).toEqual(['getProducts']);
    expect(found('/backup/link/')).toEqual(['getBackupLink']);
    expect(found('POST api-keys')).toEqual(expect.arrayContaining(['createApiKey', 'modifyApiKey']));
    expect(found('no such thing')).toEqual([]);
  });

  it('as Markdown and llms.txt: every operation with its anchor and examples', async () => {
    const tags = await loadAllTags();
    const markdown = referenceMarkdown(tags, DOCUMENTED_BASE_URL);
    const llms = llmsTxt(tags, DOCUMENTED_BASE_URL);
    for (const { operationId } of operations) {
      expect(markdown, operationId).toContain(`<a id="${operationId}"></a>`);
      expect(llms, operationId).toContain(`(/docs/api.md#${operationId})`);
    }
    expect(markdown.match(/^SDK \(Node/gm)).toHaveLength(98);
    expect(markdown.match(/^curl:$/gm)).toHaveLength(98);
    expect(markdown).toContain('## Errors');
  });
});
