#!/usr/bin/env node
// Run by `pnpm lint`: every browser test asserts something of its own, and no absence check passes on
// a page that has not loaded yet.
//
// - A test (`it(...)`) must call `expect` itself (`expect(...)`, `expect.poll(...)` or a helper named
//   `expect…` such as `expectSettledPageAccessible`): a test whose only check is that a wait did not
//   time out says nothing of what the user sees.
// - An absence check (a polled count `.toBe(0)`, `.toHaveCount(0)`, `.toBeNull()`, `.not.toBeVisible()`,
//   a `shown(…)` that is false, a `waitFor({ state: 'hidden' | 'detached' })`) holds at once on a page
//   that has not rendered yet, so the last check before it (actions in between are looked past) must
//   have waited for something positive: a `waitFor()` of a shown element, `waitForURL`, `visit`,
//   `settle`, an axe check, a polled expectation of something present, or a helper of the file that
//   does one of those (`openAccount`); or it is a `thing.waitFor({ state: 'detached' })` of a thing
//   the test used before (it was there: the wait sees it go).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dir = path.join(root, 'apps/portal/e2e');
const files = readdirSync(dir).filter((file) => file.endsWith('.e2e.ts'));

/** Waits that show the page has something: the statement before an absence check must contain one. */
const POSITIVE_WAIT =
  /\.waitFor\(\s*\)|\.waitFor\(\{\s*state:\s*'(?:visible|attached)'|waitForURL\(|\bvisit\(|\bsettle\(|expectSettledPageAccessible\(|expectNoAxeViolations\(|signInThroughUi\(|waitForStatus\(|waitForResponse\(|waitForEvent\(|\.toBe\((?!0\)|false\)|null\)|undefined\))|\.toBeGreaterThan\(|\.toBe\([1-9]|\.toHaveCount\([1-9]|\.toEqual\(|\.toContain\(|\.toMatch\(|\.toBeVisible\(\)/;
/** Checks that something is not there. */
const ABSENCE =
  /\.count\(\)[\s\S]*?\.toBe\(0\)|\.toHaveCount\(0\)|\.toBeNull\(\)|\.not\.toBeVisible\(|state:\s*'(?:hidden|detached)'|[sS]hown\([^;]*?\.toBe\(false\)/;

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
  // This file's helpers that wait for something shown (`openAccount`: visit, then its heading) count
  // as positive waits where they are called.
  const helpers = [];
  const collect = (node) => {
    const named =
      (ts.isFunctionDeclaration(node) && node.name) ||
      (ts.isVariableDeclaration(node) &&
        node.initializer &&
        ts.isArrowFunction(node.initializer) &&
        node.name);
    if (named && ts.isIdentifier(named) && POSITIVE_WAIT.test(node.getText(source))) helpers.push(named.text);
    ts.forEachChild(node, collect);
  };
  collect(source);
  const waitsHere = (code) =>
    POSITIVE_WAIT.test(code) || helpers.some((name) => new RegExp(`\\b${name}\\(`).test(code));
  const isCheck = (code) => /\bexpect|waitFor|\bvisit\(|\bsettle\(/.test(code) || waitsHere(code);
  const checkBlock = (block) => {
    const statements = block.statements;
    statements.forEach((statement, index) => {
      if (!ts.isExpressionStatement(statement)) return;
      const code = statement.getText(source);
      if (!ABSENCE.test(code) || waitsHere(code.replace(ABSENCE, ''))) return;
      // The last check before it (actions in between, a click or the clock moved, are looked past): a
      // positive wait, or an absence check that itself follows one.
      let back = index - 1;
      while (back >= 0 && !isCheck(statements[back].getText(source))) back -= 1;
      const before = back >= 0 ? statements[back].getText(source) : '';
      if (waitsHere(before) || ABSENCE.test(before)) return;
      // `thing.waitFor({ state: 'detached' })` of a thing the test has already used (waited for, clicked
      // in) waits for it to go: it was there
      const gone = /^await (\w+)\.waitFor\(\{ state: '(?:hidden|detached)' \}\);$/.exec(code);
      if (
        gone &&
        statements
          .slice(0, index)
          .some((earlier) => new RegExp(`\\b${gone[1]}\\.`).test(earlier.getText(source)))
      )
        return;
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
      // it(name, fn[, timeout]) or it(name, { tags }, fn): the test is the function argument.
      const body =
        node.arguments.slice(1).find((arg) => ts.isArrowFunction(arg) || ts.isFunctionExpression(arg)) ??
        node.arguments[1];
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
