// The README stays true: its configuration blocks are valid JSON that starts this package with the
// settings it reads, and its tools table lists every tool, in its group, with its annotations.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import pkg from '../package.json' with { type: 'json' };
import { ALL_TOOLS } from '../src/server.js';
import { GROUPS } from '../src/tool.js';

const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');

interface ServerEntry {
  command: string;
  args: string[];
  env: Record<string, string>;
}

describe('README', () => {
  it('configures Claude Desktop, Cursor and VS Code with npx -y and the three settings, and an HTTP client with the token', () => {
    const blocks = [...readme.matchAll(/```json\n([\s\S]*?)```/g)].map(([, json]) => JSON.parse(json ?? ''));
    expect(blocks).toHaveLength(3);
    const [claude, vscode, http] = blocks as [
      { mcpServers: Record<string, ServerEntry> },
      { servers: Record<string, ServerEntry> },
      { servers: Record<string, { type: string; url: string; headers: Record<string, string> }> },
    ];
    for (const entry of [claude.mcpServers.dbcloud, vscode.servers.dbcloud]) {
      expect(entry).toMatchObject({ command: 'npx', args: ['-y', pkg.name] });
      expect(Object.keys(entry?.env ?? {}).sort()).toEqual([
        'DBCLOUD_ACCOUNT',
        'DBCLOUD_API_KEY',
        'DBCLOUD_URL',
      ]);
    }
    // VS Code's file holds no secret: it asks for the key.
    expect(vscode.servers.dbcloud?.env.DBCLOUD_API_KEY).toMatch(/^\$\{input:dbcloud-api-key\}$/);
    expect(readme).toContain('Cursor');
    // Over HTTP, a client sends the server's token, asked for once.
    expect(http.servers.dbcloud).toMatchObject({ type: 'http', url: expect.stringMatching(/\/mcp$/) });
    expect(http.servers.dbcloud?.headers).toEqual({
      Authorization: expect.stringMatching(/^Bearer \$\{input:dbcloud-mcp-token\}$/),
    });
  });

  it('lists every tool in its group, with its annotations, and every group', () => {
    const rows = [...readme.matchAll(/^\| `([a-z_]+)` +\| (\w+) +\| .+ \| ([a-z, -]+?) +\|$/gm)].map(
      ([, name, group, annotations]) => ({ name, group, annotations }),
    );
    expect(rows).toEqual(
      ALL_TOOLS.map((tool) => ({
        name: tool.name,
        group: tool.group,
        annotations: tool.kind === 'read' ? 'read-only' : tool.destructive ? 'write, destructive' : 'write',
      })),
    );
    expect(readme).toContain(`\`${GROUPS.join(',')}\``);
    expect(pkg.bin).toEqual({ 'dbcloud-mcp': './dist/cli.js' });
  });
});
