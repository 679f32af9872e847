#!/usr/bin/env node
// `pnpm check:package` in a publishable package: publint, attw (ESM only), the packed file list, and a
// consumer's view: the packed tarball installed in a scratch project whose README examples must
// type-check against the published .d.ts and pass their tests against the published JavaScript.
import { execFileSync } from 'node:child_process';
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const pkgDir = process.cwd();
const pkg = JSON.parse(readFileSync(path.join(pkgDir, 'package.json'), 'utf8'));
const bin = (name) => path.join(pkgDir, 'node_modules/.bin', name);
const step = (label, fn) => {
  process.stdout.write(`- ${label}… `);
  fn();
  console.log('ok');
};
const exec = (command, args, options = {}) =>
  execFileSync(command, args, {
    cwd: pkgDir,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    ...options,
  });

const work = mkdtempSync(path.join(tmpdir(), 'dbcloud-pack-'));
try {
  step('publint --strict', () => {
    const out = exec(bin('publint'), ['--strict']);
    if (!/All good/i.test(out)) throw new Error(out);
  });

  step('attw --profile esm-only', () => {
    exec(bin('attw'), ['--pack', '.', '--profile', 'esm-only', '--format', 'table-flipped']);
  });

  let tarball;
  step('pack contents', () => {
    exec('pnpm', ['pack', '--pack-destination', work]);
    tarball = path.join(
      work,
      readdirSync(work).find((f) => f.endsWith('.tgz')),
    );
    const files = exec('tar', ['-tzf', tarball])
      .trim()
      .split('\n')
      .map((f) => f.replace(/^package\//, ''));
    const required = [
      'package.json',
      'README.md',
      'openapi.json',
      'dist/index.js',
      'dist/index.d.ts',
      'dist/msw.js',
      'dist/msw.d.ts',
    ];
    const missing = required.filter((f) => !files.includes(f));
    const unwanted = files.filter((f) => /^(src|test|examples)\//.test(f) || f.endsWith('.map'));
    if (missing.length || unwanted.length) {
      throw new Error(`missing: ${missing.join(', ') || '-'}; unwanted: ${unwanted.join(', ') || '-'}`);
    }
  });

  step('README examples against the packed package', () => {
    const consumer = path.join(work, 'consumer');
    const installed = path.join(consumer, 'node_modules', ...pkg.name.split('/'));
    mkdirSync(installed, { recursive: true });
    exec('tar', ['-xzf', tarball, '-C', installed, '--strip-components=1']);
    // The package's own dependencies and the consumer's tools, as an install would provide them.
    for (const dep of ['openapi-fetch', 'msw', 'vitest', 'typescript', '@types/node']) {
      const target = path.join(consumer, 'node_modules', ...dep.split('/'));
      mkdirSync(path.dirname(target), { recursive: true });
      symlinkSync(path.join(pkgDir, 'node_modules', ...dep.split('/')), target);
    }
    cpSync(path.join(pkgDir, 'examples'), path.join(consumer, 'examples'), { recursive: true });
    writeFileSync(
      path.join(consumer, 'package.json'),
      JSON.stringify({ name: 'consumer', type: 'module', private: true }),
    );
    writeFileSync(
      path.join(consumer, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          target: 'ES2022',
          module: 'NodeNext',
          moduleResolution: 'NodeNext',
          strict: true,
          noEmit: true,
          skipLibCheck: false,
          types: ['node'],
          lib: ['ES2023', 'DOM'],
        },
        include: ['examples'],
      }),
    );
    exec(process.execPath, [path.join(consumer, 'node_modules/typescript/bin/tsc'), '-p', consumer], {
      cwd: consumer,
    });
    exec(
      process.execPath,
      [path.join(consumer, 'node_modules/vitest/vitest.mjs'), 'run', '--root', consumer],
      {
        cwd: consumer,
      },
    );
  });
} catch (error) {
  console.log('FAILED');
  console.error(error.stdout || '', error.stderr || '', error.message);
  process.exitCode = 1;
} finally {
  rmSync(work, { recursive: true, force: true });
}
