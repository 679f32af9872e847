#!/usr/bin/env node
// Part of `pnpm check:package` for @dbcloud/mcp: the built `dbcloud-mcp` as the MCP project's own tools
// see it. Both need Node 22 or later, which comes from the registry as the package checks' other Node
// runs do (scripts/lib/node-runtimes.mjs: .tools/node-22); the tools themselves are installed once, at
// pinned versions, into .tools/mcp-protocol-tools (git-ignored) and reused while their versions match.
//
// - The conformance suite (@modelcontextprotocol/conformance) runs the server scenarios that apply to a
//   server with our own tools (the others expect the suite's demo tools, prompts and resources) against
//   `dbcloud-mcp --http`. The suite cannot send a bearer token, so a small proxy in front adds the
//   server's token and nothing else: a Host or Origin naming the proxy itself is rewritten to name the
//   server, any other (the rebinding scenario's evil host) passes unchanged, for the server to refuse.
// - The Inspector's CLI (@modelcontextprotocol/inspector) starts the server over stdio and lists its
//   tools in each protocol era (2026-07-28 `modern`, 2025 `legacy`) with `--strict`: it must connect and
//   list every tool; its schema-portability warnings are printed and counted.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { KEYS } from '@dbcloud/fake-cloud/standalone';
import { root } from '../../../scripts/lib/bootstrap.mjs';
import { prepareNodeRuntimes } from '../../../scripts/lib/node-runtimes.mjs';
import { ALL_TOOLS } from '../dist/index.js';

const pkgDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const BIN = path.join(pkgDir, 'dist/cli.js');

/** The tools' versions (the suite's 0.1.16 and the Inspector 2.12 were checked on these machines). */
const TOOLS = { '@modelcontextprotocol/conformance': '0.1.16', '@modelcontextprotocol/inspector': '2.12.0' };
/** The suite's server scenarios that apply to this server. */
const SCENARIOS = [
  'server-initialize',
  'ping',
  'tools-list',
  'logging-set-level',
  'dns-rebinding-protection',
];
const TOKEN = 'tok_conformance_TheChecksOwnBearerToken_0123456789';
/** The server calls no API in these scenarios: any local address does. */
const ENV = { DBCLOUD_API_KEY: KEYS.acme, DBCLOUD_ACCOUNT: 'acme', DBCLOUD_URL: 'http://127.0.0.1:9/api/v1' };

const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

async function step(label, fn) {
  process.stdout.write(`- ${label}… `);
  const started = Date.now();
  const note = await fn();
  console.log(`ok${note ? `: ${note}` : ''} (${seconds(started)})`);
}

/** Installs the pinned tools into .tools/mcp-protocol-tools unless they are there already. */
function installTools() {
  const dir = path.join(root, '.tools', 'mcp-protocol-tools');
  const installed = (name) => {
    const file = path.join(dir, 'node_modules', name, 'package.json');
    return existsSync(file) && JSON.parse(readFileSync(file, 'utf8')).version === TOOLS[name];
  };
  if (Object.keys(TOOLS).every(installed)) return { dir, note: 'already installed' };
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    path.join(dir, 'package.json'),
    JSON.stringify({ name: 'mcp-protocol-tools', private: true }),
  );
  execFileSync(
    'npm',
    [
      'install',
      '--no-save',
      '--no-audit',
      '--no-fund',
      '--prefer-offline',
      '--loglevel=error',
      ...Object.entries(TOOLS).map(([name, version]) => `${name}@${version}`),
    ],
    { cwd: dir, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  return { dir, note: `installed ${Object.keys(TOOLS).join(', ')}` };
}

/** Runs `bin args` with Node `node`; resolves with its exit code and output. */
function runNode(node, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(node, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
    });
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    child.on('error', reject);
    child.on('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

/** Starts `dbcloud-mcp --http 0 --allow-writes` and waits for the line saying where it serves. */
function startServer() {
  const child = spawn(process.execPath, [BIN, '--http', '0', '--allow-writes'], {
    env: { PATH: process.env.PATH, ...ENV, DBCLOUD_MCP_TOKEN: TOKEN },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let err = '';
  return new Promise((resolve, reject) => {
    child.stderr.on('data', (chunk) => {
      err += chunk;
      const match = /serving Streamable HTTP at http:\/\/127\.0\.0\.1:(\d+)\/mcp/.exec(err);
      if (match) resolve({ child, port: Number(match[1]) });
    });
    child.on('exit', (code) => reject(new Error(`dbcloud-mcp exited with ${code}: ${err}`)));
  });
}

/** The proxy that adds the token (and names the server where a request named the proxy). */
function startProxy(serverPort) {
  const proxy = createServer((req, res) => {
    const own = `:${proxy.address().port}`;
    const renamed = (value) =>
      value?.replace(/^(http:\/\/)?(127\.0\.0\.1|localhost)(:\d+)$/i, (whole, scheme, host, port) =>
        port === own ? `${scheme ?? ''}${host}:${serverPort}` : whole,
      );
    const headers = { ...req.headers, authorization: `Bearer ${TOKEN}` };
    headers.host = renamed(req.headers.host);
    if (req.headers.origin !== undefined) headers.origin = renamed(req.headers.origin);
    const forward = request(
      { host: '127.0.0.1', port: serverPort, method: req.method, path: req.url, headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    forward.on('error', () => res.destroy());
    req.pipe(forward);
  });
  return new Promise((resolve) => proxy.listen(0, '127.0.0.1', () => resolve(proxy)));
}

const getNode = prepareNodeRuntimes();
const started = Date.now();
console.log('dbcloud-mcp against the MCP conformance suite and Inspector');
if (!existsSync(BIN)) throw new Error(`${BIN} is missing: build the package first`);
let toolsDir;
await step(
  `the conformance suite ${TOOLS['@modelcontextprotocol/conformance']} and the Inspector ${TOOLS['@modelcontextprotocol/inspector']}`,
  () => {
    const { dir, note } = installTools();
    toolsDir = dir;
    return note;
  },
);
const runtimes = await getNode();
const node22 = runtimes.find((runtime) => Number(runtime.version.split('.')[0]) >= 22);
if (!node22) throw new Error('no Node 22 or later among the runtimes');

const server = await startServer();
const proxy = await startProxy(server.port);
try {
  const url = `http://127.0.0.1:${proxy.address().port}/mcp`;
  const suite = path.join(toolsDir, 'node_modules/@modelcontextprotocol/conformance/dist/index.js');
  // The scenarios at once (each mostly waits for its Node to start), reported in order.
  const runs = SCENARIOS.map((scenario) =>
    runNode(node22.bin, [suite, 'server', '--url', url, '--scenario', scenario]),
  );
  for (const [index, scenario] of SCENARIOS.entries()) {
    await step(`conformance ${scenario} on Node ${node22.version}`, async () => {
      const run = await runs[index];
      const summary = /Passed: (\d+)\/(\d+), (\d+) failed, (\d+) warnings/.exec(run.stdout + run.stderr);
      if (run.code !== 0 || !summary || summary[3] !== '0') {
        throw new Error(`conformance ${scenario} failed (exit ${run.code}):\n${run.stdout}\n${run.stderr}`);
      }
      return `${summary[1]}/${summary[2]} passed, ${summary[4]} warnings`;
    });
  }
} finally {
  server.child.kill();
  proxy.close();
}

const inspector = path.join(
  toolsDir,
  'node_modules/@modelcontextprotocol/inspector/clients/launcher/build/index.js',
);
const env = Object.entries(ENV).flatMap(([name, value]) => ['-e', `${name}=${value}`]);
const warnings = {};
const ERAS = ['modern', 'legacy'];
const listings = ERAS.map((era) =>
  runNode(node22.bin, [
    inspector,
    '--cli',
    '--strict',
    '--protocol-era',
    era,
    ...env,
    '--method',
    'tools/list',
    process.execPath,
    BIN,
    '--allow-writes',
  ]),
);
for (const [index, era] of ERAS.entries()) {
  await step(`Inspector --cli --strict --protocol-era ${era}: tools/list over stdio`, async () => {
    const run = await listings[index];
    const listed = run.code === 0 ? JSON.parse(run.stdout).tools?.length : undefined;
    // The Inspector prints a count line only when it found something.
    const counts = /(\d+) errors, (\d+) warnings/.exec(run.stderr) ?? [undefined, '0', '0'];
    warnings[era] = run.stderr.split('\n').filter((line) => line.startsWith('Warning: tool'));
    if (run.code !== 0 || listed !== ALL_TOOLS.length || counts[1] !== '0' || counts[2] !== '0') {
      throw new Error(
        `the Inspector (${era}) exited ${run.code}, listed ${listed} of ${ALL_TOOLS.length} tools, ${counts[1]} errors, ${counts[2]} warnings:\n${run.stderr}`,
      );
    }
    return `${listed} tools, 0 errors, 0 warnings`;
  });
}
if (warnings.modern?.length) {
  const byTool = {};
  for (const line of warnings.modern) byTool[line] = (byTool[line] ?? 0) + 1;
  console.log('  the Inspector’s warnings, by tool (modern era):');
  for (const [line, count] of Object.entries(byTool))
    console.log(`    ${line.replace('Warning: ', '')}: ${count}`);
}
console.log(`Conformance and Inspector checks passed in ${seconds(started)}.`);
