// docs_search: the API reference's operations that match a question, each with the resource
// (`dbcloud://docs/api/<tag>.md`) that documents it in full.
import { object } from '../../contract.js';
import { searchDocs } from '../../docs.js';
import { type ReadTool, readTool } from '../../tool.js';

export const DOCS_READ_TOOLS: ReadTool[] = [
  readTool<{ query: string; limit?: number }>({
    name: 'docs_search',
    group: 'docs',
    title: 'Search the API reference',
    description:
      'Searches the DBCloud API reference for operations matching a few words: method, path, summary, roles, whether an API key may call it, its docs resource. For what no tool does.',
    input: object(
      {
        query: {
          type: 'string',
          minLength: 2,
          maxLength: 200,
          pattern: '^[^\\x00-\\x1F\\x7F-\\x9F]*$',
          description: 'A few words.',
        },
        limit: { type: 'integer', minimum: 1, maximum: 20, description: 'At most this many (default 5).' },
      },
      ['limit'],
    ),
    output: object({
      matches: {
        type: 'array',
        items: object({
          operationId: { type: 'string' },
          method: { type: 'string' },
          path: { type: 'string' },
          summary: { type: 'string' },
          tag: { type: 'string' },
          uri: { type: 'string' },
          roles: { type: 'array', items: { type: 'string' } },
          apiKey: { type: 'boolean' },
          excerpt: { type: 'string' },
        }),
      },
    }),
    run: async ({ query, limit = 5 }) => ({ matches: searchDocs(query, limit) }),
  }),
];
