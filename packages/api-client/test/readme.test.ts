// The README's examples are the files in examples/, word for word: those files are type-checked by
// `pnpm typecheck` and run (examples/*.test.ts by vitest, the Node scripts by the package check, the
// browser example `list-products.ts` in a signed-in portal page by the portal's browser tests,
// programmatic.e2e.ts), so the README cannot drift from working code.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
const blocks = [...readme.matchAll(/```(?:ts|js)\n\/\/ examples\/([\w.-]+)\n([\s\S]*?)```/g)].map((m) => ({
  file: m[1] as string,
  code: m[2] as string,
}));
const files = readdirSync(new URL('../examples/', import.meta.url));

describe('README examples', () => {
  it('shows every example file', () => {
    expect(blocks.map((b) => b.file).sort()).toEqual([...files].sort());
  });

  it.each(blocks.map((b) => [b.file, b.code] as const))('%s is the file, word for word', (file, code) => {
    expect(code).toBe(readFileSync(new URL(`../examples/${file}`, import.meta.url), 'utf8'));
  });
});
