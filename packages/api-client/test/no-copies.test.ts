// The contract's bounds and the instance ladder are written once: the bounds in the code generated
// from the contract (src/generated/bounds.ts), the ladder in the account's create context (the API's
// answer; the contract's description and examples name it). No program's own source restates them:
// not the SDK's hand-written code, the CLI, the MCP server, the ui-kit or the portal. (The fake cloud is
// the API's implementation: its catalogue is where the offer comes from, and is not looked at.)
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import * as BOUNDS from '../src/generated/bounds.js';
import type { ProductCreateContext } from '../src/index.js';
import { examples } from '../src/msw.js';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const SOURCES = [
  ...readdirSync(path.join(root, 'packages'))
    .filter((name) => name !== 'fake-cloud')
    .map((name) => path.join('packages', name, 'src')),
  path.join('apps', 'portal', 'src'),
];
/** Generated from the contract (`pnpm generate`): where the values belong. */
const GENERATED = /(^|\/)generated\/|\.gen\.ts$/;

/** Every hand-written source file (tests aside) under the sources, relative to the repository. */
function sourceFiles(): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(path.join(root, dir))) {
      const file = path.join(dir, name);
      if (statSync(path.join(root, file)).isDirectory()) walk(file);
      else if (/\.(ts|tsx|mts|js|mjs)$/.test(name) && !/\.test\.tsx?$/.test(name) && !GENERATED.test(file)) {
        found.push(file);
      }
    }
  };
  for (const dir of SOURCES) walk(dir);
  return found;
}

/** A comment's line (its words may give an example): only code and its strings are looked at. */
const COMMENT = /^\s*(\/\/|\/\*|\*)/;

const lines = sourceFiles().flatMap((file) =>
  readFileSync(path.join(root, file), 'utf8')
    .split('\n')
    .map((text, index) => ({ where: `${file}:${index + 1}`, text }))
    .filter(({ text }) => !COMMENT.test(text)),
);

/** A number as source may write it: 16384, 16_384, 16,384 (not a card number's group: `4000 0000`). */
const written = (value: number) => {
  const digits = String(value);
  const grouped = digits.replace(/\B(?=(\d{3})+(?!\d))/g, '[_,]?');
  return new RegExp(`(?<![\\w.])${grouped}(?![\\w]| \\d)`);
};

describe('the contract’s bounds and the instance ladder', () => {
  it('are found in some hand-written sources to check (the scan is not empty)', () => {
    expect(lines.length).toBeGreaterThan(5_000);
    expect(lines.some(({ where }) => where.startsWith('packages/cli/src/'))).toBe(true);
    expect(lines.some(({ where }) => where.startsWith('apps/portal/src/'))).toBe(true);
  });

  it('bounds: no product bound of four digits or more is written by hand (16384, 256000, 4000, 1440, …)', () => {
    const values = new Set<number>();
    for (const [name, bounds] of Object.entries(BOUNDS)) {
      if (!name.startsWith('PRODUCT_')) continue;
      for (const { min, max } of Object.values(bounds as Record<string, BOUNDS.Bounds>)) {
        for (const value of [min, max]) if (value >= 1000) values.add(value);
      }
    }
    expect([...values]).toEqual(expect.arrayContaining([16384, 256000, 4000, 1440]));
    const copies = lines.filter(({ text }) => [...values].some((value) => written(value).test(text)));
    expect(copies.map(({ where, text }) => `${where}: ${text.trim()}`)).toEqual([]);
  });

  it('the ladder: no line names two or more instance sizes, nor a range of them', () => {
    const context = examples.getProductCreateContext.success.example as ProductCreateContext;
    const sizes = context.tiers.flatMap((tier) => tier.instanceTypes.map((size) => size.instanceType));
    expect(sizes.length).toBeGreaterThan(4);
    const named = (text: string) => sizes.filter((size) => new RegExp(`\\b${size}\\b`).test(text));
    const ladders = lines.filter(
      ({ text }) => named(text).length >= 2 || /\b[A-Z]\d+\s*(…|\.\.\.?|to)\s*[A-Z]\d+\b/.test(text),
    );
    expect(ladders.map(({ where, text }) => `${where}: ${text.trim()}`)).toEqual([]);
  });
});
