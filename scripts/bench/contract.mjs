// Time of `pnpm generate` and of type-checking the api-client, for the real contract and for a
// synthetic contract ten times its size (every path and schema copied ten times under new names), with
// the TypeScript 7 checker `pnpm typecheck` uses and with TypeScript 5.9 (the one that builds and
// generates) for comparison; then the whole workspace's `pnpm typecheck`.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { render } from '../generate.mjs';
import { root } from '../lib/bootstrap.mjs';
import { median, printTable } from './table.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const clientDir = path.join(root, 'packages/api-client');

function timed(fn) {
  const started = performance.now();
  fn();
  return (performance.now() - started) / 1000;
}

async function timedAsync(fn) {
  const started = performance.now();
  const value = await fn();
  return { seconds: (performance.now() - started) / 1000, value };
}

/** The bundled contract copied `factor` times: paths under /copyN, schemas renamed NameCopyN. */
function scale(doc, factor) {
  const out = structuredClone(doc);
  out.paths = {};
  for (const kind of ['schemas', 'responses', 'parameters']) out.components[kind] = {};
  for (let copy = 0; copy < factor; copy++) {
    const suffix = copy === 0 ? '' : `Copy${copy}`;
    const rename = (value) =>
      JSON.parse(
        JSON.stringify(value)
          .replace(
            /"#\/components\/(schemas|responses|parameters)\/([^"]+)"/g,
            `"#/components/$1/$2${suffix}"`,
          )
          .replace(/"operationId":"([^"]+)"/g, `"operationId":"$1${suffix}"`),
      );
    for (const [p, item] of Object.entries(doc.paths))
      out.paths[copy === 0 ? p : `/copy${copy}${p}`] = rename(item);
    for (const kind of ['schemas', 'responses', 'parameters']) {
      for (const [name, value] of Object.entries(doc.components[kind] ?? {})) {
        out.components[kind][`${name}${suffix}`] = rename(value);
      }
    }
  }
  return out;
}

function copyClient(outputs, workDir) {
  const copy = path.join(workDir, 'api-client');
  cpSync(path.join(clientDir, 'src'), path.join(copy, 'src'), { recursive: true });
  cpSync(path.join(clientDir, 'tsconfig.json'), path.join(copy, 'tsconfig.json'));
  symlinkSync(path.join(clientDir, 'node_modules'), path.join(copy, 'node_modules'));
  for (const [file, content] of outputs) {
    if (!file.includes('/src/generated/')) continue;
    writeFileSync(path.join(copy, 'src/generated', path.basename(file)), content);
  }
  const tsconfig = JSON.parse(readFileSync(path.join(copy, 'tsconfig.json'), 'utf8'));
  tsconfig.extends = path.join(root, 'tsconfig.base.json');
  tsconfig.include = ['src'];
  writeFileSync(path.join(copy, 'tsconfig.json'), JSON.stringify(tsconfig));
  return copy;
}

// `typecheck` runs TypeScript 7 (npm alias ts7); TypeScript 5.9 stays for the compiler API users.
const CHECKERS = {
  'tsc 7': path.join(clientDir, 'node_modules/ts7/bin/tsc'),
  'tsc 5.9': path.join(clientDir, 'node_modules/typescript/bin/tsc'),
};

const typecheck = (tsc, project) =>
  timed(() => execFileSync(process.execPath, [tsc, '-p', project], { stdio: 'inherit' }));

export async function contractBench() {
  const workDir = mkdtempSync(path.join(tmpdir(), 'dbcloud-bench-'));
  try {
    const real = JSON.parse(readFileSync(path.join(clientDir, 'openapi.json'), 'utf8'));
    const synthetic = scale(real, 10);
    const syntheticFile = path.join(workDir, 'openapi-x10.json');
    writeFileSync(syntheticFile, JSON.stringify(synthetic));
    const rows = [];
    for (const [name, doc, entry] of [
      ['real', real, undefined],
      ['synthetic x10', synthetic, syntheticFile],
    ]) {
      const generate = [];
      const checks = Object.fromEntries(Object.keys(CHECKERS).map((checker) => [checker, []]));
      let outputs;
      for (let run = 0; run < RUNS; run++) {
        const result = await timedAsync(() => render(entry));
        generate.push(result.seconds);
        outputs = result.value;
        const dir = path.join(workDir, `${name.replace(/\W/g, '')}-${run}`);
        mkdirSync(dir);
        const copy = copyClient(outputs, dir);
        for (const [checker, tsc] of Object.entries(CHECKERS)) checks[checker].push(typecheck(tsc, copy));
      }
      const ops = Object.values(doc.paths).reduce(
        (n, item) => n + ['get', 'post', 'put', 'delete', 'patch'].filter((m) => item[m]).length,
        0,
      );
      const schemaLines = outputs.get('packages/api-client/src/generated/schema.ts').split('\n').length;
      rows.push({
        contract: name,
        operations: ops,
        schemas: Object.keys(doc.components.schemas).length,
        'schema.ts lines': schemaLines,
        'generate (s, median)': median(generate).toFixed(2),
        ...Object.fromEntries(
          Object.entries(checks).map(([checker, times]) => [
            `typecheck api-client, ${checker} (s, median)`,
            median(times).toFixed(2),
          ]),
        ),
      });
    }
    printTable(`pnpm generate and api-client type-check (${RUNS} runs each, median)`, rows);
    const workspace = [];
    for (let run = 0; run < RUNS; run++) {
      workspace.push(
        timed(() =>
          execFileSync('pnpm', ['run', '--silent', 'typecheck'], {
            cwd: root,
            stdio: ['ignore', 'ignore', 'inherit'],
          }),
        ),
      );
    }
    printTable(`pnpm typecheck, the whole workspace (${RUNS} runs, median)`, [
      {
        packages: 'api-client, ui-kit, fake-cloud, cli, portal',
        'seconds (median)': median(workspace).toFixed(2),
      },
    ]);
  } finally {
    rmSync(workDir, { recursive: true, force: true });
  }
}
