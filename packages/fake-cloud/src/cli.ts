#!/usr/bin/env node
// `dbcloud-fake-cloud [--port N] [--host H] [--scenario default|large] [--trusted-proxies A,B]
// [--api-key-budget N] [--public-origin URL]` (`npx @dbcloud/fake-cloud`; in this repository
// `pnpm fake-cloud`): the standalone fake cloud. Mailed links open `--public-origin` (default: the
// server's own http://host:port).
import { parseArgs } from 'node:util';
import { DEMO_API_KEY_SECRETS } from './areas/api-keys/index.js';
import { checkPublicOrigin } from './cloud.js';
import { DEMO_TOTP_SECRET } from './core/seed.js';
import { startFakeCloudServer } from './node.js';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: process.env.PORT ?? '8787' },
    host: { type: 'string', default: '127.0.0.1' },
    scenario: { type: 'string', default: 'default' },
    'trusted-proxies': { type: 'string', default: '' },
    'api-key-budget': { type: 'string', default: '120' },
    'public-origin': { type: 'string' },
    help: { type: 'boolean', default: false },
  },
});

if (values.help) {
  console.log(
    [
      'usage: dbcloud-fake-cloud [--port 8787] [--host 127.0.0.1] [--scenario default|large]',
      '                          [--trusted-proxies 10.0.0.2,...] [--api-key-budget 120] [--public-origin URL]',
      '  --trusted-proxies  the proxies whose X-Forwarded-For names the client (default: none)',
      '  --api-key-budget   calls a minute per API key (default: 120)',
      '  --public-origin    the origin mailed links open (default: the server’s own http://host:port)',
    ].join('\n'),
  );
  process.exit(0);
}
const port = Number(values.port);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`--port must be a port number, not ${values.port}`);
  process.exit(2);
}
if (values.scenario !== 'default' && values.scenario !== 'large') {
  console.error('--scenario must be default or large');
  process.exit(2);
}

const budget = Number(values['api-key-budget']);
if (!Number.isInteger(budget) || budget < 1 || budget > 1_000_000) {
  console.error(`--api-key-budget must be a number of calls a minute, not ${values['api-key-budget']}`);
  process.exit(2);
}
const trustedProxies = values['trusted-proxies']
  .split(',')
  .map((address) => address.trim())
  .filter(Boolean);
const publicOrigin = values['public-origin'];
if (publicOrigin !== undefined) {
  try {
    checkPublicOrigin(publicOrigin);
  } catch (error) {
    console.error(`--public-origin: ${(error as Error).message}`);
    process.exit(2);
  }
}

const { url, close } = await startFakeCloudServer({
  port,
  host: values.host,
  scenario: values.scenario,
  trustedProxies,
  callBudgets: { apiKey: { policy: 'api-key', limit: budget, windowSeconds: 60 } },
  publicOrigin,
});
console.log(`DBCloud fake cloud on ${url}/api/v1 (controls: ${url}/__fake)`);
console.log(
  'Sign in: POST /api/v1/login {"email":"owner@demo.dbcloud.dev"}, then GET /__fake/mailbox for the link.',
);
console.log(`Two-factor user: mfa@demo.dbcloud.dev, TOTP secret ${DEMO_TOTP_SECRET}.`);
console.log(
  `API key of acme (Authorization: Bearer …): ${DEMO_API_KEY_SECRETS.key_7f3a9c2e1b4d}, e.g. GET /api/v1/products/get-products/acme.`,
);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => void close().then(() => process.exit(0)));
}
