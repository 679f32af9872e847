#!/usr/bin/env node
// `pnpm check:e2e-assertions` (run by `pnpm lint`): every browser test asserts something of its own, and
// no absence check passes on a page that has not loaded yet.
//
// - A test (`it(...)`) must call `expect` (`expect(...)`, `expect.poll(...)`, or a helper named `expect…`,
//   such as `expectSettledPageAccessible`) itself: a test whose only
//   check is that some wait did not time out says nothing of what the user sees.
// - An absence check (`.toBe(0)` of a polled count, `.toHaveCount(0)`, `.not.toBeVisible()`, a
//   `waitFor({ state: 'hidden' | 'detached' })`) holds at once on a page that has not rendered yet, so
//   the statement before it must have waited for something positive on the page: a `waitFor()` of a
//   shown element, `waitForURL`, `visit`/`settle`/`expectSettledPageAccessible`, or a polled
//   expectation of something present. `--list` prints every finding instead of failing at the first file.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dir = path.join(root, 'apps/portal/e2e');
const files = readdirSync(dir).filter((file) => file.endsWith('.e2e.ts'));

/** Waits that show the page has something: the statement before an absence check must contain one. */
const POSITIVE_WAIT =
  /\.waitFor\(\s*\)|\.waitFor\(\{\s*state:\s*'(?:visible|attached)'|waitForURL\(|\bvisit\(|\bsettle\(|expectSettledPageAccessible\(|signInThroughUi\(|waitForStatus\(|waitForResponse\(|waitForEvent\(|\.toBe\(true\)|\.toBeGreaterThan\(|\.toBe\([1-9]|\.toHaveCount\([1-9]|\.toEqual\(|\.toContain\(|\.toMatch\(|\.toBeVisible\(\)/;
/** Checks that something is not there. */
const ABSENCE =
  /\.toBe\(0\)|\.toHaveCount\(0\)|\.not\.toBeVisible\(|state:\s*'(?:hidden|detached)'|\.toBe\(false\)|\.not\.toContain\(/;

const findings = [];
for (const file of files) {
  const text = readFileSync(path.join(dir, file), 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const line = (node) => source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
  const callsExpect = (node) => {
    let found = false;
    const visit = (child) => {
      if (found) return;
      if (ts.isCallExpression(child)) {
        let callee = child.expression;
        while (ts.isPropertyAccessExpression(callee) || ts.isCallExpression(callee)) {
          callee = ts.isPropertyAccessExpression(callee) ? callee.expression : callee.expression;
        }
        if (ts.isIdentifier(callee) && /^expect/.test(callee.text)) found = true;
      }
      ts.forEachChild(child, visit);
    };
    visit(node);
    return found;
  };
  const checkBlock = (block) => {
    const statements = block.statements;
    statements.forEach((statement, index) => {
      if (!ts.isExpressionStatement(statement)) return;
      const code = statement.getText(source);
      if (!ABSENCE.test(code) || POSITIVE_WAIT.test(code.replace(ABSENCE, ''))) return;
      const before = statements[index - 1]?.getText(source) ?? '';
      // an absence check right after another is fine when the first one followed a positive wait
      if (POSITIVE_WAIT.test(before) || ABSENCE.test(before)) return;
      findings.push(
        `${file}:${line(statement)}: absence check not after a wait for the page: ${code.split('\n')[0]}`,
      );
    });
  };
  const walk = (node) => {
    if (
      ts.isCallExpression(node) &&
      ts.isIdentifier(node.expression) &&
      (node.expression.text === 'it' || node.expression.text === 'test') &&
      node.arguments.length >= 2
    ) {
      const body = node.arguments[1];
      const name = node.arguments[0].getText(source);
      if (!callsExpect(body)) findings.push(`${file}:${line(node)}: the test ${name} calls no expect`);
    }
    if (ts.isBlock(node)) checkBlock(node);
    ts.forEachChild(node, walk);
  };
  walk(source);
}

if (findings.length) {
  console.error(findings.join('\n'));
  console.error(`\n✗ ${findings.length} browser-test finding(s) (scripts/check-e2e-assertions.mjs)`);
  process.exit(1);
}
console.log(
  `✓ every browser test asserts something, and every absence check follows a wait (${files.length} files)`,
);
