#!/usr/bin/env node
// The README's test command (`npm test`): installs everything, then runs every check CI needs, each
// once, the independent ones side by side on the machine's two cores (README, "Testing").
import { installEverything, run, runLanes } from './lib/bootstrap.mjs';

const started = Date.now();
installEverything();
// Two lanes: the checks that read sources only (the generated files, the contract's version and
// compatibility, lint, the type check: it reads the workspace packages' sources, not their build; then
// the README's "Changing the API" followed on a copy with a removed field, which the type check must
// catch), and beside them the build, then what reads the build: the bundle's sizes and the packed packages (their
// tests on Node 20, 22 and 24 against the built fake cloud). Everything after reuses this one build.
await runLanes([
  [
    ['pnpm', ['run', 'check:generated']],
    ['pnpm', ['run', 'check:contract-version']],
    ['pnpm', ['run', 'check:contract-compat']],
    ['pnpm', ['run', 'lint']],
    ['pnpm', ['run', 'typecheck']],
    ['pnpm', ['run', 'check:api-change']],
  ],
  [
    ['pnpm', ['run', 'build']],
    ['pnpm', ['run', 'check:bundle']],
    ['pnpm', ['run', 'check:packages']],
  ],
]);
// The unit tests on the real clock and again where dates go wrong (scripts/test-dates.mjs): the whole
// suite at one more moment, the date-sensitive files at the five others; all in one pool of four
// processes, so no run waits for the slowest package of the one before (`pnpm test:unit` and
// `pnpm test:dates --unit` one after the other, without the wait).
run('pnpm', ['run', 'test:dates', '--unit', '--real-clock']);
// The portal was built above: the browser tests serve that build.
run('pnpm', ['run', 'e2e'], { env: { ...process.env, E2E_SKIP_BUILD: '1' } });
// The browser tests tagged `dates` (their pages show or compute dates), at two of those moments.
run('pnpm', ['run', 'test:dates', '--e2e'], { env: { ...process.env, E2E_SKIP_BUILD: '1' } });
console.log(`\nAll checks passed in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
