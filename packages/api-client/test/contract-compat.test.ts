// `pnpm check:contract-compat`'s rules (scripts/lib/contract-compat.mjs) on a small OpenAPI 3.1 contract
// built like ours (shared schemas by `$ref`, nullable fields as type lists and `oneOf` with null, strict
// request bodies): what breaks the SDK's users fails unless a major changeset announces it.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { apiCompare } from 'api-smart-diff';
import { describe, expect, it } from 'vitest';
import {
  type Changeset,
  classifyChanges,
  compatVerdict,
  formatVerdict,
  parseChangeset,
  readChangesets,
} from '../../../scripts/lib/contract-compat.mjs';

type Schema = Record<string, unknown> & { properties?: Record<string, Schema>; required?: string[] };
interface Contract {
  openapi: string;
  info: { title: string; version: string };
  paths: Record<string, Record<string, Record<string, unknown>>>;
  components: { schemas: Record<string, Schema>; parameters: Record<string, Record<string, unknown>> };
}

const json = (schema: object) => ({ content: { 'application/json': { schema } } });
const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });

/** The released contract of these tests: two product operations. */
function released(): Contract {
  return {
    openapi: '3.1.0',
    info: { title: 'Test', version: '1.0.0' },
    paths: {
      '/products/{domainName}': {
        get: {
          operationId: 'getProducts',
          parameters: [{ $ref: '#/components/parameters/DomainName' }],
          responses: {
            '200': {
              description: 'The products.',
              ...json({ type: 'array', maxItems: 50, items: ref('Product') }),
            },
            '404': { description: 'No such account.' },
          },
        },
      },
      '/products/create/{domainName}': {
        post: {
          operationId: 'createProduct',
          parameters: [{ $ref: '#/components/parameters/DomainName' }],
          requestBody: { required: true, ...json(ref('ProductCreateRequest')) },
          responses: { '201': { description: 'Created.', ...json(ref('Product')) } },
        },
      },
    },
    components: {
      parameters: {
        DomainName: {
          name: 'domainName',
          in: 'path',
          required: true,
          schema: { type: 'string', maxLength: 63 },
        },
      },
      schemas: {
        Tier: { type: 'string', enum: ['Free', 'Development', 'Production'] },
        Product: {
          type: 'object',
          required: ['productId', 'displayName', 'tier', 'region', 'terminatedAt'],
          properties: {
            productId: { type: 'string', maxLength: 40 },
            displayName: { type: 'string', maxLength: 100 },
            tier: ref('Tier'),
            region: { type: 'string', maxLength: 40 },
            terminatedAt: {
              oneOf: [{ type: 'string', format: 'date-time', maxLength: 35 }, { type: 'null' }],
            },
          },
        },
        ProductCreateRequest: {
          type: 'object',
          required: ['name', 'tier'],
          additionalProperties: false,
          properties: {
            name: { type: 'string', maxLength: 100 },
            tier: ref('Tier'),
            note: { type: ['string', 'null'], maxLength: 200 },
          },
        },
      },
    },
  };
}

/** The released contract changed by `change`. */
function changed(change: (contract: Contract) => void): Contract {
  const contract = released();
  change(contract);
  return contract;
}

const schemas = (contract: Contract) => contract.components.schemas;
const product = (contract: Contract) =>
  schemas(contract).Product as Schema & { properties: Record<string, Schema> };
const createRequest = (contract: Contract) =>
  schemas(contract).ProductCreateRequest as Schema & {
    properties: Record<string, Schema>;
    required: string[];
  };

const majorChangeset: Changeset = {
  file: 'drop-region.md',
  releases: { '@dbcloud/api-client': 'major' },
  summary: '',
};
const minorChangeset: Changeset = {
  file: 'words.md',
  releases: { '@dbcloud/api-client': 'minor' },
  summary: '',
};

/** The breaking changes' messages, `where: message`. */
function breaks(after: Contract): string[] {
  return classifyChanges(released(), after).breaking.map(
    (change) => `${change.operation}${change.where ? ` ${change.where}` : ''}: ${change.message}`,
  );
}

describe('breaking changes to the contract', () => {
  it('none when nothing changed', () => {
    expect(classifyChanges(released(), released())).toEqual({ breaking: [], notices: [] });
  });

  it('a removed response field breaks, in every operation that answers it', () => {
    const after = changed((c) => {
      delete product(c).properties.region;
      product(c).required = ['productId', 'displayName', 'tier', 'terminatedAt'];
    });
    expect(breaks(after)).toEqual([
      'GET /products/{domainName} (getProducts) response 200: field `[].region` removed from the answer',
      'POST /products/create/{domainName} (createProduct) response 201: field `region` removed from the answer',
    ]);
  });

  it('a removed enumeration value breaks, where it is sent and where it is read', () => {
    const after = changed((c) => {
      schemas(c).Tier = { type: 'string', enum: ['Development', 'Production'] };
    });
    expect(breaks(after)).toEqual([
      'GET /products/{domainName} (getProducts) response 200: value `Free` of `[].tier` removed',
      'POST /products/create/{domainName} (createProduct) request body: value `Free` of `tier` removed',
      'POST /products/create/{domainName} (createProduct) response 201: value `Free` of `tier` removed',
    ]);
  });

  it('a new required body field breaks, and so does a field made required', () => {
    const added = changed((c) => {
      createRequest(c).properties.region = { type: 'string', maxLength: 40 };
      createRequest(c).required.push('region');
    });
    expect(breaks(added)).toEqual([
      'POST /products/create/{domainName} (createProduct) request body: new required field `region`',
    ]);
    const required = changed((c) => createRequest(c).required.push('note'));
    expect(breaks(required)).toEqual([
      'POST /products/create/{domainName} (createProduct) request body: `note` now required',
    ]);
  });

  it('a new required parameter breaks; a new optional one does not', () => {
    const parameter = { name: 'region', in: 'query', schema: { type: 'string', maxLength: 40 } };
    const getProducts = (c: Contract) => c.paths['/products/{domainName}']?.get as { parameters: object[] };
    expect(breaks(changed((c) => getProducts(c).parameters.push({ ...parameter, required: true })))).toEqual([
      'GET /products/{domainName} (getProducts): new required query parameter `region`',
    ]);
    expect(breaks(changed((c) => getProducts(c).parameters.push(parameter)))).toEqual([]);
  });

  it('a narrowed type breaks what is sent; an answer that may now be null breaks what is read', () => {
    const narrowed = changed((c) => {
      createRequest(c).properties.note = { type: 'string', maxLength: 200 };
    });
    expect(breaks(narrowed)).toEqual([
      'POST /products/create/{domainName} (createProduct) request body: type of `note`: `["string","null"]` → `string`',
    ]);
    // OpenAPI 3.1's type list: api-smart-diff alone calls this non-breaking.
    const widened = changed((c) => {
      product(c).properties.region = { type: ['string', 'null'], maxLength: 40 };
    });
    expect(breaks(widened)).toEqual([
      'GET /products/{domainName} (getProducts) response 200: type of `[].region`: `string` → `["string","null"]`',
      'POST /products/create/{domainName} (createProduct) response 201: type of `region`: `string` → `["string","null"]`',
    ]);
    const shorter = changed((c) => {
      createRequest(c).properties.name = { type: 'string', maxLength: 50 };
    });
    expect(breaks(shorter)).toEqual([
      'POST /products/create/{domainName} (createProduct) request body: `name`: maxLength 100 → 50',
    ]);
  });

  it('an answer that drops null, or a request that accepts more, does not break', () => {
    const after = changed((c) => {
      product(c).properties.terminatedAt = { type: 'string', format: 'date-time', maxLength: 35 };
      createRequest(c).properties.name = { type: ['string', 'null'], maxLength: 200 };
    });
    expect(breaks(after)).toEqual([]);
  });

  it('a response field no longer required breaks', () => {
    const after = changed((c) => {
      product(c).required = ['productId', 'displayName', 'tier', 'terminatedAt'];
    });
    expect(breaks(after)).toEqual([
      'GET /products/{domainName} (getProducts) response 200: `[].region` no longer always present',
      'POST /products/create/{domainName} (createProduct) response 201: `region` no longer always present',
    ]);
  });

  it('a removed operation and a removed schema (a type the SDK exports) break', () => {
    const after = changed((c) => {
      delete c.paths['/products/create/{domainName}'];
      delete schemas(c).ProductCreateRequest;
    });
    expect(breaks(after)).toEqual([
      'POST /products/create/{domainName} (createProduct): operation removed',
      ' components: schema `ProductCreateRequest` removed (a type the SDK exports)',
    ]);
  });

  it('an added optional field, in what is sent or read, does not break', () => {
    const after = changed((c) => {
      product(c).properties.labels = {
        type: 'array',
        maxItems: 10,
        items: { type: 'string', maxLength: 40 },
      };
      createRequest(c).properties.labels = {
        type: 'array',
        maxItems: 10,
        items: { type: 'string', maxLength: 40 },
      };
    });
    expect(classifyChanges(released(), after)).toEqual({ breaking: [], notices: [] });
  });

  it('an added operation does not break', () => {
    const after = changed((c) => {
      c.paths['/products/get/{domainName}/{productId}'] = {
        get: {
          operationId: 'getProduct',
          parameters: [
            { $ref: '#/components/parameters/DomainName' },
            { name: 'productId', in: 'path', required: true, schema: { type: 'string', maxLength: 40 } },
          ],
          responses: { '200': { description: 'The product.', ...json(ref('Product')) } },
        },
      };
    });
    expect(classifyChanges(released(), after)).toEqual({ breaking: [], notices: [] });
  });

  it('a value added to an enumeration of an answer is a notice, not a break', () => {
    const after = changed((c) => {
      schemas(c).Tier = { type: 'string', enum: ['Free', 'Development', 'Production', 'Enterprise'] };
    });
    const { breaking, notices } = classifyChanges(released(), after);
    expect(breaking).toEqual([]);
    expect(notices.map((notice) => notice.message)).toEqual([
      'value `Enterprise` of `[].tier` added to an answer',
      'value `Enterprise` of `tier` added to an answer',
    ]);
  });
});

describe('api-smart-diff on its own', () => {
  // Why the rules classify its diff themselves: if it learns OpenAPI 3.1's type lists, this fails, and
  // its own classification may be worth another look.
  it('calls an answer that may now be null (a 3.1 type list) non-breaking', () => {
    const after = changed((c) => {
      product(c).properties.region = { type: ['string', 'null'], maxLength: 40 };
    });
    const inPaths = apiCompare(released(), after).diffs.filter((diff) => diff.path[0] === 'paths');
    expect(inPaths.length).toBeGreaterThan(0);
    expect(inPaths.map((diff) => diff.type)).not.toContain('breaking');
  });
});

describe('the verdict', () => {
  const removedField = () =>
    changed((c) => {
      delete product(c).properties.region;
      product(c).required = ['productId', 'displayName', 'tier', 'terminatedAt'];
    });

  it('fails on a break without a major changeset for @dbcloud/api-client, and says what to do', () => {
    const cliMajor: Changeset = { ...majorChangeset, releases: { '@dbcloud/cli': 'major' } };
    for (const changesets of [[], [minorChangeset], [cliMajor]]) {
      const verdict = compatVerdict({ released: released(), current: removedField(), changesets });
      expect(verdict.ok).toBe(false);
    }
    const verdict = compatVerdict({ released: released(), current: removedField(), changesets: [] });
    const report = formatVerdict(verdict).join('\n');
    expect(report).toContain('field `region` removed from the answer');
    expect(report).toContain('"@dbcloud/api-client": major');
  });

  it('passes the break with a pending major changeset', () => {
    const verdict = compatVerdict({
      released: released(),
      current: removedField(),
      changesets: [minorChangeset, majorChangeset],
    });
    expect(verdict.ok).toBe(true);
    expect(verdict.majors).toEqual([majorChangeset]);
    expect(formatVerdict(verdict).at(-1)).toBe(
      'Announced by a major changeset for @dbcloud/api-client: drop-region.md.',
    );
  });

  it('passes compatible changes without any changeset', () => {
    const after = changed((c) => {
      createRequest(c).properties.labels = {
        type: 'array',
        maxItems: 10,
        items: { type: 'string', maxLength: 40 },
      };
    });
    expect(compatVerdict({ released: released(), current: after, changesets: [] }).ok).toBe(true);
  });
});

describe('changesets', () => {
  it('reads the front matter as changesets writes it', () => {
    const text =
      '---\n\'@dbcloud/api-client\': major\n"@dbcloud/cli": patch\n---\n\n`displayName` is gone.\n';
    expect(parseChangeset('x.md', text)).toEqual({
      file: 'x.md',
      releases: { '@dbcloud/api-client': 'major', '@dbcloud/cli': 'patch' },
      summary: '`displayName` is gone.',
    });
    expect(parseChangeset('empty.md', '---\n---\n')).toEqual({ file: 'empty.md', releases: {}, summary: '' });
    expect(() => parseChangeset('bad.md', 'no front matter')).toThrow(/bad\.md/);
    expect(() => parseChangeset('bad.md', "---\n'@dbcloud/cli': huge\n---\n")).toThrow(/huge/);
  });

  it('reads every pending changeset of the folder, not its README', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'dbcloud-changesets-'));
    try {
      writeFileSync(path.join(dir, 'README.md'), '# Changesets\n');
      writeFileSync(path.join(dir, 'config.json'), '{}');
      writeFileSync(path.join(dir, 'drop-region.md'), "---\n'@dbcloud/api-client': major\n---\n\nGone.\n");
      expect(readChangesets(dir)).toEqual([
        { file: 'drop-region.md', releases: { '@dbcloud/api-client': 'major' }, summary: 'Gone.' },
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
