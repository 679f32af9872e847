// The tools a server offers follow what its API key may do: each tool's calls, judged by the contract's
// roles and `x-changes-state` against the key's roles and read-only; the instructions say which key.
import { changesState } from '@dbcloud/api-client/roles';
import { describe, expect, it } from 'vitest';
import { keyMayUse, TOOL_CALLS } from '../src/key-powers.js';
import { ALL_TOOLS, instructionsFor, toolsFor } from '../src/server.js';

const key = (roles: string[], readOnly: boolean) =>
  ({ apiKeyId: 'key_6e0a2c4b8d3f', description: 'Audit reader', roles, readOnly }) as never;

describe('what a tool calls', () => {
  it('is known for every tool; a read tool only reads', () => {
    expect(Object.keys(TOOL_CALLS).sort()).toEqual(ALL_TOOLS.map((tool) => tool.name).sort());
    for (const tool of ALL_TOOLS.filter((candidate) => candidate.kind === 'read')) {
      const changes = (TOOL_CALLS[tool.name] ?? []).filter((operationId) => changesState[operationId]);
      expect(changes, tool.name).toEqual([]);
    }
    // A change tool changes, but for a backup download link: the tool asks first, the API counts it a read.
    for (const tool of ALL_TOOLS.filter((candidate) => candidate.kind === 'change')) {
      const changes = (TOOL_CALLS[tool.name] ?? []).some((operationId) => changesState[operationId]);
      expect(changes, tool.name).toBe(tool.name !== 'backups_link');
    }
  });
});

describe('the tools offered', () => {
  it('a read-only key gets no change tool, even with --allow-writes', () => {
    const names = toolsFor({ allowWrites: true, key: key(['Products', 'Billing'], true) }).map((t) => t.name);
    expect(names).toContain('products_list');
    expect(names).toContain('billing_invoices');
    expect(names).not.toContain('products_restart_node');
    expect(names).not.toContain('backups_list');
    expect(names).not.toContain('api_keys_list');
  });

  it('a key given Billing only gets the billing tools (and the docs)', () => {
    const names = toolsFor({ allowWrites: true, key: key(['Billing'], false) }).map((t) => t.name);
    expect(names.sort()).toEqual(['billing_costs', 'billing_invoices', 'billing_month', 'docs_search']);
  });

  it('without knowing the key, every tool', () => {
    expect(toolsFor({ allowWrites: true })).toHaveLength(ALL_TOOLS.length);
    expect(keyMayUse(undefined, 'products_terminate')).toBe(true);
  });

  it('the instructions name the key, its roles and whether it is read-only', () => {
    expect(instructionsFor({ key: key(['Products', 'Billing'], true) })).toContain(
      'Its API key key_6e0a2c4b8d3f (“Audit reader”) is read-only, with the roles Products, Billing; the tools it cannot use are not offered.',
    );
  });
});
