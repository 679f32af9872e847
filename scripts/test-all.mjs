#!/usr/bin/env node
// The README's test command (`npm test`): installs everything, then runs every check CI needs.
import { installEverything, run } from './lib/bootstrap.mjs';

const started = Date.now();
installEverything();
run('pnpm', ['run', 'check:generated']);
// The contract's version is the SDK's, and a break since the released contract is announced (a major
// changeset): both fast, before anything is built.
run('pnpm', ['run', 'check:contract-version']);
run('pnpm', ['run', 'check:contract-compat']);
run('pnpm', ['run', 'lint']);
// The type check reads the workspace packages' sources (not their build), so it needs no build first.
run('pnpm', ['run', 'typecheck']);
// The README's "Changing the API", followed on a copy with a removed field: the type check must catch it.
run('pnpm', ['run', 'check:api-change']);
run('pnpm', ['run', 'build']);
run('pnpm', ['run', 'check:bundle']);
run('pnpm', ['run', 'test:unit']);
// The unit tests again with the clock at moments where dates go wrong (scripts/test-dates.mjs).
run('pnpm', ['run', 'test:dates', '--unit']);
run('pnpm', ['run', 'check:packages']);
// The portal was built above: the browser tests serve that build.
run('pnpm', ['run', 'e2e'], { env: { ...process.env, E2E_SKIP_BUILD: '1' } });
// The browser tests of pages that show dates, at two of those moments.
run('pnpm', ['run', 'test:dates', '--e2e'], { env: { ...process.env, E2E_SKIP_BUILD: '1' } });
console.log(`\nAll checks passed in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
