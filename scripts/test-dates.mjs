#!/usr/bin/env node
// `pnpm test:dates`: the tests again at moments where dates go wrong (a year's last and first minutes,
// a leap day, the nights clocks change, a month's last minute), with the clock of every process moved
// there by Debian's faketime (installed when missing). `npm test` runs it.
//
//   pnpm test:dates                                  the unit tests (below), then the browser tests
//                                                    tagged `dates` at two of the moments
//   pnpm test:dates --unit | --e2e                   only one part (the browser part serves the last build)
//   pnpm test:dates --unit --real-clock              ... and the whole unit suite on the real clock too,
//                                                    in the same pool (`npm test`: `pnpm test:unit` and
//                                                    this in one go, no wait for the slowest package)
//   pnpm test:dates --at '2027-01-01 00:20:00'       the whole unit suite at one moment (UTC), any you like
//   pnpm test:dates --zone Asia/Tokyo --at '…'       ... with the processes' time zone set (default UTC)
//
// The unit part runs the whole suite at the moment marked `whole` (`pnpm test:unit` runs it on the real
// clock: two moments in all; beside the real clock, the faked one leaves out the files that no moment
// checks more of) and the date-sensitive test files at each of the others. Which files are
// date-sensitive is derived from what they read (scripts/lib/date-sensitive.mjs): a new test that uses
// the clock runs at every moment without being listed anywhere. All the runs of the unit part share a
// pool of four processes (as `pnpm -r` runs packages), so one moment's long file overlaps the next's.
//
// The browser part runs the tests tagged `dates` (`it('…', { tags: ['dates'] }, …)`, or a describe):
// those whose page shows or computes dates. Tag a new one that does; the rest run on the real clock only.
//
// A test that depends on "now" must pass at all of them: pin the time (a fake-cloud world created at a
// given moment, `vi.setSystemTime`) or assert what holds on every day.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs, stripVTControlCharacters } from 'node:util';
import { atMoment, ensureFaketime } from './lib/apt.mjs';
import { ensurePnpm, root } from './lib/bootstrap.mjs';
import { unitTestSelection } from './lib/date-sensitive.mjs';

/** Each moment is UTC; the zone is the one the processes see, chosen where local and UTC dates differ. */
const MOMENTS = [
  {
    at: '2026-12-31 23:50:00',
    zone: 'Pacific/Kiritimati',
    why: 'a year’s last minutes (1 January at UTC+14)',
  },
  {
    at: '2027-01-01 00:20:00',
    zone: 'America/Los_Angeles',
    why: 'a year’s first hour (31 December west of UTC)',
    whole: true,
  },
  { at: '2027-03-28 01:30:00', zone: 'Europe/Berlin', why: 'just after Europe’s clocks went forward' },
  { at: '2027-06-30 23:59:00', zone: 'Asia/Tokyo', why: 'a 30-day month’s last minute (1 July in Tokyo)' },
  { at: '2027-11-07 06:45:00', zone: 'America/New_York', why: 'the hour New York’s clocks went back' },
  { at: '2028-02-29 12:00:00', zone: 'Pacific/Auckland', why: 'a leap day (1 March in Auckland)' },
];

/** The moments the browser tests tagged `dates` run at again (their page clocks follow the server's). */
const E2E_MOMENTS = ['2027-01-01 00:20:00', '2028-02-29 12:00:00'];
/** The tag of a browser test whose page shows or computes dates (apps/portal/e2e/vitest.config.ts). */
const E2E_TAG = 'dates';
/** The browser-test files with a test (or a describe) tagged `dates`, by name: only those are loaded. */
function datedE2eFiles() {
  const dir = path.join(root, 'apps/portal/e2e');
  return readdirSync(dir)
    .filter((file) => file.endsWith('.e2e.ts'))
    .filter((file) => /tags:\s*\[[^\]]*'dates'/.test(readFileSync(path.join(dir, file), 'utf8')))
    .map((file) => file.replace(/\.e2e\.ts$/, ''))
    .sort();
}

const { values } = parseArgs({
  options: {
    at: { type: 'string', multiple: true },
    zone: { type: 'string' },
    unit: { type: 'boolean' },
    e2e: { type: 'boolean' },
    'real-clock': { type: 'boolean' },
  },
});
const parts = values.unit || values.e2e ? { unit: values.unit, e2e: values.e2e } : { unit: true, e2e: true };

const MOMENT = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;
const moments = values.at
  ? values.at.map((at) => {
      if (!MOMENT.test(at)) {
        console.error(
          `✗ --at '${at}': give a UTC moment as YYYY-MM-DD HH:MM:SS, e.g. --at '2027-01-01 00:20:00'`,
        );
        process.exit(2);
      }
      return { at, zone: values.zone ?? 'UTC', why: 'asked for', whole: true };
    })
  : MOMENTS;
/** The machine's own clock and zone (what `pnpm test:unit` runs at), when `--real-clock` asks for it. */
const REAL_CLOCK = {
  at: 'the real clock',
  zone: process.env.TZ || 'the machine’s zone',
  whole: true,
  real: true,
};
const unitMoments = values['real-clock'] ? [REAL_CLOCK, ...moments] : moments;

try {
  ensureFaketime({ what: 'the dates check cannot run (it never skips)', command: 'pnpm test:dates' });
} catch (error) {
  console.error(`\n✗ ${error.message}`);
  process.exit(1);
}
ensurePnpm();

/** Runs a command at a moment (or on the real clock) in a folder, its output kept (shown only when it fails). */
function runAt(moment, command, args, cwd = root) {
  const run = moment.real
    ? { command, args, env: process.env }
    : atMoment(moment.at, command, args, moment.zone);
  return new Promise((resolve) => {
    const child = spawn(run.command, run.args, { cwd, env: { ...run.env, FORCE_COLOR: '0' } });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.on('close', (code) => resolve({ code: code ?? 1, output }));
  });
}

const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(1)} s`;
const started = Date.now();
let failed = 0;

if (parts.unit) {
  const { packages, problems } = unitTestSelection(root);
  if (problems.length) {
    console.error(`✗ scripts/lib/date-sensitive.mjs:\n  ${problems.join('\n  ')}`);
    process.exit(1);
  }
  const dated = packages.filter((pkg) => pkg.dated.length);
  const count = dated.reduce((total, pkg) => total + pkg.dated.length, 0);
  const all = packages.reduce((total, pkg) => total + pkg.files.length, 0);
  console.log(
    `Unit tests: the whole suite (${all} files) ${unitMoments
      .filter((moment) => moment.whole)
      .map((moment) => (moment.real ? 'on the real clock' : `at ${moment.at}`))
      .join(' and ')}; the ${count} date-sensitive files at the others:`,
  );
  for (const pkg of dated) console.log(`  ${pkg.dir}: ${pkg.dated.join(' ')}`);
  // A faked whole-suite moment beside the real clock's leaves out the files that run only where the whole
  // suite runs (AT_WHOLE_SUITE_MOMENTS_ONLY): each is there because no moment changes what it checks,
  // so the real clock's run checks all it can. Asked for alone (`--at`), a moment runs every file.
  const exemptOnce = unitMoments.some((moment) => moment.real);
  const exempt = packages.reduce((total, pkg) => total + pkg.exempt.length, 0);
  if (exemptOnce && exempt > 0) {
    console.log(
      `  (the ${exempt} files of AT_WHOLE_SUITE_MOMENTS_ONLY, which pin their own clock or check nothing dated, on the real clock only)`,
    );
  }
  // One job per package and moment, the packages in the order their suites are longest.
  const jobs = unitMoments.flatMap((moment) =>
    (moment.whole ? packages : dated).map((pkg) => ({
      moment,
      pkg,
      files: moment.whole ? [] : pkg.dated,
      exclude: moment.whole && !moment.real && exemptOnce ? pkg.exempt : [],
    })),
  );
  // The whole-suite moments' jobs first: they are the longest (the real clock's first, whose transforms
  // the later runs of the same package read from vitest's cache).
  jobs.sort((a, b) => Number(Boolean(b.moment.whole)) - Number(Boolean(a.moment.whole)));
  const results = new Map(
    unitMoments.map((moment) => [moment, { passed: 0, failed: [], since: 0, left: 0 }]),
  );
  for (const job of jobs) results.get(job.moment).left += 1;
  const queue = [...jobs];
  const lane = async () => {
    for (let job = queue.shift(); job; job = queue.shift()) {
      const { moment, pkg, files, exclude } = job;
      results.get(moment).since ||= Date.now();
      const { code, output } = await runAt(
        moment,
        'pnpm',
        ['exec', 'vitest', 'run', ...files, ...exclude.flatMap((file) => ['--exclude', file])],
        path.join(root, pkg.dir),
      );
      const result = results.get(moment);
      // vitest colours its summary even when piped: the count is read from the text without colours.
      const plain = stripVTControlCharacters(output);
      result.passed += [...plain.matchAll(/Tests\s+(?:\d+ failed \| )?(\d+) passed/g)].reduce(
        (total, match) => total + Number(match[1]),
        0,
      );
      if (code !== 0) {
        result.failed.push(pkg.dir);
        const where = moment.real ? 'on the real clock' : `at ${moment.at} UTC (${moment.zone})`;
        console.log(`${output}\n✗ ${pkg.dir} ${where} failed`);
      }
      result.left -= 1;
      if (result.left === 0) {
        const what = moment.whole ? 'unit tests' : 'date-sensitive unit tests';
        const label = moment.real
          ? `${what} on the real clock`
          : `${what} at ${moment.at} UTC (${moment.zone}; ${moment.why})`;
        // A moment at which no test ran is a failure too: the check would pass without checking.
        if (result.passed === 0) result.failed.push('(no test ran)');
        if (result.failed.length === 0)
          console.log(`✓ ${label}: ${result.passed} passed (${seconds(result.since)})`);
        else if (moment.real) {
          failed += 1;
          console.log(`✗ ${label} failed in ${result.failed.join(', ')}. To run them again:`);
          console.log(`  pnpm test:unit   (one package: pnpm --filter <package> test)`);
        } else {
          failed += 1;
          console.log(`✗ ${label} failed in ${result.failed.join(', ')}. To run them again at that moment:`);
          console.log(`  pnpm test:dates --unit --at '${moment.at}' --zone ${moment.zone}`);
        }
      }
    }
  };
  await Promise.all(Array.from({ length: 4 }, lane));
}
// The browser part: `pnpm e2e --at` runs the preview server (and the fake cloud in it) and vitest under
// faketime, and each test's page clock starts at its fake-cloud world's time. The moments run side by
// side, one worker (one browser) each, so the machine runs two browsers as one run's two workers
// would, and one moment's server start and last long file overlap the other's. Each run's output is
// kept and shown when it ends (all of it when it failed).
const e2eMoments = values.at ? moments.map((moment) => moment.at) : E2E_MOMENTS;
if (parts.e2e) {
  // The last build when there is one (npm test has just built it), else build once here first.
  const built = existsSync(path.join(root, 'apps/portal/dist/index.html'));
  if ((process.env.E2E_SKIP_BUILD ?? (built ? '1' : '0')) !== '1') {
    const build = spawnSync('pnpm', ['--filter', '@dbcloud/portal...', 'run', 'build'], {
      cwd: root,
      stdio: 'inherit',
    });
    if (build.status !== 0) {
      console.error('\n✗ dates check: the portal did not build');
      process.exit(1);
    }
  }
  const files = datedE2eFiles();
  if (files.length === 0) {
    console.error(`✗ dates check: no browser test is tagged '${E2E_TAG}' (apps/portal/e2e)`);
    process.exit(1);
  }
  const workers = e2eMoments.length > 1 ? ['--maxWorkers=1'] : [];
  const vitestArgs = [...files, `--tags-filter=${E2E_TAG}`, ...workers];
  const runs = e2eMoments.map(async (at) => {
    const since = Date.now();
    const args = ['scripts/e2e.mjs', '--at', at, ...vitestArgs];
    console.log(`> pnpm e2e --at '${at}' ${vitestArgs.join(' ')}`);
    const { code, output } = await new Promise((resolve) => {
      const child = spawn(process.execPath, args, {
        cwd: root,
        env: { ...process.env, E2E_SKIP_BUILD: '1', FORCE_COLOR: '0' },
      });
      let text = '';
      child.stdout.on('data', (chunk) => {
        text += chunk;
      });
      child.stderr.on('data', (chunk) => {
        text += chunk;
      });
      child.on('close', (exitCode) => resolve({ code: exitCode ?? 1, output: text }));
    });
    const label = `browser tests tagged '${E2E_TAG}' at ${at} UTC (in ${files.join(', ')})`;
    const plain = stripVTControlCharacters(output);
    const counts = /^\s*Tests\s+(\d.*)$/m.exec(plain)?.[1]?.trim();
    // A run in which no test passed checked nothing: a failure too (a tag filter that matches nothing).
    const passed = Number(/(\d+) passed/.exec(counts ?? '')?.[1] ?? 0);
    if (code === 0 && passed > 0) console.log(`✓ ${label}: ${counts} (${seconds(since)})`);
    else {
      failed += 1;
      console.log(`\n${output}\n✗ ${label} failed (${seconds(since)}). To run them again at that moment:`);
      console.log(`  E2E_SKIP_BUILD=1 pnpm e2e --at '${at}' ${files.join(' ')} --tags-filter=${E2E_TAG}`);
    }
  });
  await Promise.all(runs);
}

const total = `${((Date.now() - started) / 1000).toFixed(0)} s`;
if (failed) {
  console.error(`\n✗ dates check: ${failed} run(s) failed (${total})`);
  process.exit(1);
}
console.log(`\n✓ dates check passed (${total})`);
