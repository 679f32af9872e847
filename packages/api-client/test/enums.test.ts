// `@dbcloud/api-client/enums`: every enumeration of the contract as a list, under a name derived from
// its type's, so that no app, command or fake keeps a copy of its own.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as enums from '../src/enums.js';
import { ROLES } from '../src/index.js';

interface Schema {
  enum?: unknown[];
  properties?: Record<string, Schema>;
}
const contract = JSON.parse(readFileSync(new URL('../openapi.json', import.meta.url), 'utf8')) as {
  components: { schemas: Record<string, Schema> };
};

// The generator's own naming (scripts/lib/contract.mjs, plain JavaScript).
const generator: string = new URL('../../../scripts/lib/contract.mjs', import.meta.url).href;
const { listName } = (await import(/* @vite-ignore */ generator)) as { listName: (type: string) => string };

describe('enumeration lists', () => {
  it('name each list after its type, in the plural', () => {
    expect(listName('Tier')).toBe('TIERS');
    expect(listName('ProductStatus')).toBe('PRODUCT_STATUSES');
    expect(listName('Currency')).toBe('CURRENCIES');
    expect(listName('Role')).toBe('ROLES');
    expect(listName('ManagedBy')).toBe('MANAGED_BY_VALUES');
    expect(listName('ProductDiagnosticTools')).toBe('PRODUCT_DIAGNOSTIC_TOOLS_VALUES');
  });

  it('list every value of every enumeration of the contract, in its order', () => {
    const lists = enums as Record<string, unknown>;
    let count = 0;
    for (const [name, schema] of Object.entries(contract.components.schemas)) {
      if (schema.enum) {
        expect(lists[listName(name)], name).toEqual(schema.enum);
        count += 1;
      }
      for (const [property, value] of Object.entries(schema.properties ?? {})) {
        if (!value.enum) continue;
        const suffix = property.charAt(0).toUpperCase() + property.slice(1);
        expect(lists[listName(`${name}${suffix}`)], `${name}.${property}`).toEqual(value.enum);
        count += 1;
      }
    }
    expect(Object.keys(lists)).toHaveLength(count);
    expect(enums.ROLES).toBe(ROLES);
    expect(enums.TIERS).toEqual(['Free', 'Development', 'Production']);
  });
});
