// The weight of the tool list: what an assistant carries in its context for every conversation. Output
// schemas are listed as the answer's top-level shape, without words (the whole schema of each tool is a
// resource), and the whole list stays under a budget, read-only and with --allow-writes.
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import type { Tool } from '@modelcontextprotocol/sdk/types.js';
import { describe, expect, it } from 'vitest';
import { createServer } from '../src/server.js';

/** The most bytes the JSON of tools/list may take. */
const BUDGET = { readOnly: 15_000, withWrites: 30_000 };

async function listing(allowWrites: boolean): Promise<Tool[]> {
  const server = createServer({
    settings: { apiKey: `dbc_${'a'.repeat(40)}`, domainName: 'acme', baseUrl: 'http://127.0.0.1:9/api/v1' },
    allowWrites,
    log: () => {},
  });
  const [serverSide, clientSide] = InMemoryTransport.createLinkedPair();
  await server.connect(serverSide);
  const client = new Client({ name: 'listing-test', version: '1.0.0' });
  await client.connect(clientSide);
  const { tools } = await client.listTools();
  await client.close();
  return tools;
}

const bytes = (tools: Tool[]) => Buffer.byteLength(JSON.stringify({ tools }));

/** Every place in `value` where a key is used, with its path. */
function keysOf(value: unknown, path = '', found: [string, string][] = []): [string, string][] {
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) keysOf(item, `${path}/${index}`, found);
  } else if (typeof value === 'object' && value !== null) {
    for (const [key, sub] of Object.entries(value)) {
      found.push([key, path]);
      if (key !== 'enum' && key !== 'const') keysOf(sub, `${path}/${key}`, found);
    }
  }
  return found;
}

describe('the tool list', () => {
  it(`stays within ${BUDGET.readOnly} bytes read-only and ${BUDGET.withWrites} with --allow-writes`, async () => {
    const [readOnly, withWrites] = await Promise.all([listing(false), listing(true)]);
    expect(bytes(readOnly)).toBeLessThanOrEqual(BUDGET.readOnly);
    expect(bytes(withWrites)).toBeLessThanOrEqual(BUDGET.withWrites);
  });

  it('lists output schemas without words or type arrays, their shared definitions once at the root', async () => {
    for (const tool of await listing(true)) {
      const schema = tool.outputSchema ?? {};
      const keys = keysOf(schema);
      // A property may be called "description"; the keyword may not appear.
      const words = keys.filter(
        ([key, path]) => (key === 'description' || key === 'title') && !path.endsWith('/properties'),
      );
      expect(words, tool.name).toEqual([]);
      const typeArrays = keys.filter(([key, path]) => {
        if (key !== 'type' || path.endsWith('/properties')) return false;
        const holder = path
          .split('/')
          .slice(1)
          .reduce<unknown>((node, part) => (node as never)[part], schema);
        return Array.isArray((holder as { type: unknown }).type);
      });
      expect(typeArrays, tool.name).toEqual([]);
      expect(
        keys.filter(([key, path]) => key === '$defs' && path !== ''),
        tool.name,
      ).toEqual([]);
      // Every reference names a definition of the same tool.
      const defs = Object.keys((schema as { $defs?: object }).$defs ?? {});
      const refs = JSON.stringify(schema).match(/"\$ref":"[^"]*"/g) ?? [];
      for (const ref of refs) expect(defs, tool.name).toContain(ref.slice('"$ref":"#/$defs/'.length, -1));
      // And every definition is used more than once (a single use is written in place).
      for (const name of defs) {
        expect(
          refs.filter((ref) => ref === `"$ref":"#/$defs/${name}"`).length,
          `${tool.name} ${name}`,
        ).toBeGreaterThan(1);
      }
    }
  });
});
