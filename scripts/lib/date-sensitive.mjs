// Which unit-test files are date-sensitive, derived from what they read: every test file that uses the
// clock or speaks of calendar periods (CLOCK below) runs at every moment of `pnpm test:dates`; the rest
// run at the moments where the whole suite runs. A file that matches but gains nothing from another
// moment is named in AT_WHOLE_SUITE_MOMENTS_ONLY with the reason; an entry that names no file, or a
// file that no longer matches, fails the dates check (so the list cannot go stale either way).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The packages whose `test` script is vitest, and the test files its config includes. */
export const UNIT_PACKAGES = [
  { dir: 'packages/fake-cloud', include: /^test\/.*\.test\.ts$/ },
  { dir: 'packages/cli', include: /^test\/.*\.test\.ts$/ },
  { dir: 'apps/portal', include: /^(src\/.*\.test\.tsx?|serving\.test\.ts)$/ },
  { dir: 'packages/mcp', include: /^test\/.*\.test\.ts$/ },
  { dir: 'packages/api-client', include: /^(test|examples)\/.*\.test\.ts$/ },
  { dir: 'packages/ui-kit', include: /^src\/.*\.test\.tsx?$/ },
];

/** Uses the clock (Date, fake timers, the fake cloud's clock) or calendar periods (months, years, expiry). */
export const CLOCK =
  /\bDate\b|setSystemTime|useFakeTimers|fakeNow|advanceClock|__fake\/clock|faketime|\b(?:months?|monthly|years?|yearly|periods?|expir\w*|today|yesterday|tomorrow)\b/i;

/**
 * Files CLOCK matches that no faked moment checks more of, each with why: they run on the real clock
 * (`npm test` leaves them out of its faked whole-suite moment too; a moment asked for alone with
 * `pnpm test:dates --at` runs them). Paths are relative to the repository.
 */
export const AT_WHOLE_SUITE_MOMENTS_ONLY = {
  'packages/fake-cloud/test/fuzz.test.ts':
    'random requests against the contract; its dates are "now plus n days" on the same clock as the server it calls, and the date logic it reaches has its own tests here (billing, api-keys, controls); the slowest file by far',
  'packages/fake-cloud/test/declared-limits.test.ts':
    'pins its clock itself (vi.setSystemTime to 2027-01-01 00:20 UTC): the machine’s moment does not reach it',
  'packages/fake-cloud/test/rate-limits.test.ts':
    'pins its clock itself (vi.setSystemTime); its windows are seconds and minutes of the fake clock',
  'packages/cli/test/change.test.ts':
    'its only dates are an API key expiring in 30 days (a key’s expiry is checked by fake-cloud’s api-keys tests) and the words "a month" in a price',
  'packages/mcp/test/confirm.test.ts':
    'moves the fake cloud’s clock by minutes (a scaling product runs again); its only calendar words are the price "a month"',
  'packages/mcp/test/plans.test.ts':
    'moves the fake cloud’s clock by minutes (a scaling product runs again); its only calendar words are "the monthly price"',
  'packages/mcp/test/safety.test.ts':
    'its times are relative: a confirmation token’s life on a clock the test injects, a 429’s moment to retry after now, and today’s audit log only as one more tool whose answer must hold no secret (the dated tools’ answers are tools.test.ts’s)',
  'packages/cli/test/read.test.ts':
    'the reading commands that show no date: "A MONTH" is a price column, and --period and --year appear only as arguments refused before any request (the reads with dates are read-dates.test.ts)',
  'packages/cli/test/rate-limit.test.ts':
    'moves the fake cloud’s clock by seconds to refill a rate-limit window, nothing calendar-related',
  'apps/portal/src/features/api-reference/anchor.test.tsx':
    'Date.now() only bounds a wait (30 s) for the reference to render',
  'apps/portal/serving.test.ts': '"a year" is the cache lifetime of hashed assets (a header value)',
};

function walk(dir, base = dir) {
  const found = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name.startsWith('.')) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) found.push(...walk(full, base));
    else found.push(path.relative(base, full).split(path.sep).join('/'));
  }
  return found;
}

/**
 * Every package's unit-test files split into those that run at every moment and the others, with the
 * problems of the exception list (an entry that names no test file, or one CLOCK does not match).
 */
export function unitTestSelection(root) {
  const packages = [];
  const listed = new Set();
  for (const { dir, include } of UNIT_PACKAGES) {
    if (!existsSync(path.join(root, dir, 'package.json'))) continue;
    const files = walk(path.join(root, dir))
      .filter((file) => include.test(file))
      .sort();
    const dated = [];
    const exempt = [];
    for (const file of files) {
      const repoPath = `${dir}/${file}`;
      listed.add(repoPath);
      if (!CLOCK.test(readFileSync(path.join(root, dir, file), 'utf8'))) continue;
      if (repoPath in AT_WHOLE_SUITE_MOMENTS_ONLY) exempt.push(file);
      else dated.push(file);
    }
    packages.push({ dir, files, dated, exempt });
  }
  const problems = [];
  // A package with unit tests that is not above would be left out of every faked moment.
  for (const parent of ['apps', 'packages']) {
    for (const name of existsSync(path.join(root, parent)) ? readdirSync(path.join(root, parent)) : []) {
      const manifest = path.join(root, parent, name, 'package.json');
      if (!existsSync(manifest) || !JSON.parse(readFileSync(manifest, 'utf8')).scripts?.test) continue;
      if (!UNIT_PACKAGES.some((pkg) => pkg.dir === `${parent}/${name}`)) {
        problems.push(
          `${parent}/${name} has a test script: add it (and its test files' pattern) to UNIT_PACKAGES`,
        );
      }
    }
  }
  for (const file of Object.keys(AT_WHOLE_SUITE_MOMENTS_ONLY)) {
    if (!listed.has(file)) problems.push(`${file} is no unit-test file (AT_WHOLE_SUITE_MOMENTS_ONLY)`);
    else if (!CLOCK.test(readFileSync(path.join(root, file), 'utf8'))) {
      problems.push(`${file} no longer uses the clock: take it out of AT_WHOLE_SUITE_MOMENTS_ONLY`);
    }
  }
  return { packages, problems };
}
