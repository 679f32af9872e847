// Prints the bytes of the JSON of tools/list, read-only and with --allow-writes, and the largest tools.
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import { createServer } from '../dist/index.js';

const settings = {
  apiKey: `dbc_${'a'.repeat(40)}`,
  domainName: 'acme',
  baseUrl: 'http://127.0.0.1:1/api/v1',
};
for (const allowWrites of [false, true]) {
  const server = createServer({ settings, allowWrites, log: () => {} });
  const [a, b] = InMemoryTransport.createLinkedPair();
  await server.connect(a);
  const client = new Client({ name: 'measure', version: '1' });
  await client.connect(b);
  const { tools } = await client.listTools();
  const bytes = Buffer.byteLength(JSON.stringify({ tools }));
  console.log(`${allowWrites ? 'with writes' : 'read-only'}: ${bytes} bytes, ${tools.length} tools`);
  if (process.argv.includes('--each'))
    for (const t of tools)
      console.log(
        `  ${t.name}: ${Buffer.byteLength(JSON.stringify(t))} (output ${Buffer.byteLength(JSON.stringify(t.outputSchema ?? {}))})`,
      );
  await client.close();
}
