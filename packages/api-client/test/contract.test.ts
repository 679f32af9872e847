// The bundled contract against the product's list of operations (openapi/spec-operations.tsv) and the
// field names the product fixes.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import contract from '../openapi.json' with { type: 'json' };

type Json = Record<string, unknown>;
const doc = contract as unknown as Json & { paths: Record<string, Record<string, Json>> };
const METHODS = ['get', 'put', 'post', 'delete', 'patch'];

const normalise = (path: string) => path.replace(/^\/+/, '').replace(/\{[^}]+\}/g, '{}');

const specRows = readFileSync(new URL('../../../openapi/spec-operations.tsv', import.meta.url), 'utf8')
  .split('\n')
  .slice(1)
  .filter((line) => line.trim())
  .map((line) => {
    const [, method = '', path = ''] = line.split('\t');
    return `${method.toUpperCase()} ${normalise(path)}`;
  });

const contractOps = Object.entries(doc.paths).flatMap(([path, item]) =>
  METHODS.filter((m) => item[m]).map((m) => ({
    key: `${m.toUpperCase()} ${normalise(path)}`,
    path,
    method: m,
    op: item[m] as Json,
  })),
);

function deref(node: unknown): Json {
  let current = node as Json;
  while (current && typeof current.$ref === 'string') {
    const pointer = (current.$ref as string).replace(/^#\//, '').split('/');
    current = pointer.reduce<Json>((value, key) => value[key] as Json, doc);
  }
  return current;
}

function find(method: string, path: string): Json {
  const op = doc.paths[path]?.[method];
  if (!op) throw new Error(`missing ${method} ${path}`);
  return op;
}

function properties(schema: unknown): Record<string, Json> {
  const s = deref(schema);
  const own = (s.properties ?? {}) as Record<string, Json>;
  const composed = ['allOf', 'oneOf', 'anyOf'].flatMap((k) => (s[k] as unknown[] | undefined) ?? []);
  return Object.assign({}, ...composed.map(properties), own);
}

function requestProps(method: string, path: string): Record<string, Json> {
  const content = deref(find(method, path).requestBody).content as Record<string, Json>;
  return properties(content['application/json']?.schema);
}

function responseProps(method: string, path: string): Record<string, Json> {
  const responses = find(method, path).responses as Record<string, unknown>;
  const code = Object.keys(responses).find((c) => c.startsWith('2')) ?? '';
  const content = deref(responses[code]).content as Record<string, Json>;
  return properties(content['application/json']?.schema);
}

const paramNames = (method: string, path: string, where: string) =>
  ((find(method, path).parameters ?? []) as unknown[])
    .map(deref)
    .filter((p) => p.in === where)
    .map((p) => p.name);

describe('the contract holds exactly the listed operations', () => {
  it('has 98 operations (the spec’s and ours) and the same 98 in the contract', () => {
    expect(specRows).toHaveLength(98);
    expect(contractOps.map((o) => o.key).sort()).toEqual([...specRows].sort());
  });

  it('serves them under /api/v1', () => {
    expect(doc.servers).toEqual([expect.objectContaining({ url: '/api/v1' })]);
  });

  it.each(contractOps.map((o) => [o.key, o.op] as const))(
    '%s has an id, a tag, a summary and a typed, exemplified success',
    (_, op) => {
      expect(op.operationId).toMatch(/^[a-z][A-Za-z0-9]+$/);
      expect(op.tags).toHaveLength(1);
      expect(op.summary).toBeTruthy();
      expect(op.description).toBeTruthy();
      const responses = op.responses as Record<string, unknown>;
      const success = Object.keys(responses).filter((c) => c.startsWith('2'));
      expect(success).toHaveLength(1);
      const content = deref(responses[success[0] as string]).content as Record<string, Json>;
      const [type, media] = Object.entries(content)[0] ?? [];
      expect(media?.schema).toBeTruthy();
      if (type === 'application/json') expect(media?.example).toBeDefined();
      expect(Object.keys(responses).some((c) => c.startsWith('4'))).toBe(true);
    },
  );

  it('keeps the one trailing slash of metrics/get-metric/', () => {
    expect(Object.keys(doc.paths).filter((p) => p.endsWith('/'))).toEqual(['/metrics/get-metric/']);
  });
});

describe('the product’s field names appear exactly', () => {
  it('user info: isAuthenticated, cloudAccounts with domainName and accountType', () => {
    const user = responseProps('get', '/user');
    expect(Object.keys(user)).toEqual(expect.arrayContaining(['isAuthenticated', 'cloudAccounts']));
    const account = properties((deref(user.cloudAccounts) as Json).items);
    expect(Object.keys(account)).toEqual(expect.arrayContaining(['domainName', 'accountType']));
    expect(deref(account.accountType).enum).toEqual(['Regular', 'Hipaa']);
  });

  it('stage, twoFactor, results, count, available, alreadyUsed, items[].productId', () => {
    expect(responseProps('get', '/2fa/login-stage')).toHaveProperty('stage');
    expect(deref(responseProps('get', '/2fa/login-stage').stage).enum).toEqual([
      'Anonymous',
      'TwoFactorRequired',
      'Authenticated',
    ]);
    expect(responseProps('get', '/profile/configuration')).toHaveProperty('twoFactor');
    expect(responseProps('get', '/account/get-billing-info/{domainName}')).toHaveProperty('results');
    expect(responseProps('get', '/backup/links-info/{domainName}')).toHaveProperty('count');
    expect(responseProps('post', '/domain/is-available')).toHaveProperty('available');
    expect(responseProps('post', '/domain/is-subdomain-available')).toHaveProperty('available');
    expect(responseProps('post', '/users/is-email-already-used')).toHaveProperty('alreadyUsed');
    const items = responseProps('get', '/products/status/{domainName}').items as Json;
    expect(properties(deref(items).items)).toHaveProperty('productId');
  });

  it('product create and modify payloads', () => {
    expect(Object.keys(requestProps('post', '/products/create'))).toEqual(
      expect.arrayContaining(['tier', 'domainName', 'subdomainName', 'name']),
    );
    expect(Object.keys(requestProps('post', '/products/terminate/{domainName}'))).toEqual(
      expect.arrayContaining(['productId', 'hideInPortal']),
    );
    expect(Object.keys(requestProps('post', '/products/change-product/{domainName}'))).toEqual(
      expect.arrayContaining(['productId', 'tier', 'name']),
    );
  });

  it('backup query parameters', () => {
    expect(paramNames('get', '/backup/list-directory/{domainName}', 'query')).toEqual(
      expect.arrayContaining(['productId', 'prefix']),
    );
    expect(paramNames('get', '/backup/link/{domainName}', 'query')).toEqual(
      expect.arrayContaining(['databaseName', 'productId', 'innerPath', 'durationInHours']),
    );
  });

  it('card and billing contact', () => {
    expect(Object.keys(requestProps('post', '/payment-info/add-credit-card/{domainName}'))).toEqual(
      expect.arrayContaining(['pfToken', 'last4Digits', 'ccType']),
    );
    expect(Object.keys(requestProps('post', '/payment-info/add-billing-info/{domainName}'))).toEqual(
      expect.arrayContaining(['billingFirstName', 'billingLastName', 'billingPhone', 'billingEmail']),
    );
  });

  it('the listed query and body names', () => {
    expect(paramNames('get', '/users/create/promo-code/description', 'query')).toEqual(['promoCode']);
    expect(paramNames('get', '/invitation-info', 'query')).toEqual(['link']);
    expect(paramNames('get', '/billing/history/{domainName}', 'query')).toEqual(['selectedYear']);
    expect(paramNames('get', '/billing/costs-details/{domainName}', 'query')).toEqual(['billedAsOf']);
    expect(Object.keys(requestProps('post', '/users/is-email-already-used'))).toEqual(['email']);
    expect(Object.keys(requestProps('post', '/domain/is-available'))).toEqual(['name']);
    expect(Object.keys(requestProps('post', '/domain/is-subdomain-available')).sort()).toEqual([
      'domainName',
      'subdomainName',
      'tier',
    ]);
  });

  it('pricing throughput is an integer', () => {
    for (const path of ['/pricing/calculate-price', '/pricing/calculate-internal-price']) {
      const storage = properties(requestProps('post', path).storage);
      expect(deref(storage.throughput).type).toBe('integer');
    }
  });

  it('the client certificate is a zip download', () => {
    const op = find('get', '/products/client-certificate/{domainName}/{productId}');
    const responses = op.responses as Record<string, Json>;
    expect(Object.keys(deref(responses['200']).content as Json)).toEqual(['application/zip']);
    expect(op['x-default-file-name']).toBe('certificates.zip');
  });

  it('the session cookie, X-Tenant-ID, X-Requested-With and the API key are security schemes', () => {
    const schemes = (doc.components as Json).securitySchemes as Record<string, Json>;
    const { apiKey, ...session } = schemes;
    expect(
      Object.values(session)
        .map((s) => `${s.in}:${s.name}`)
        .sort(),
    ).toEqual(['cookie:dbcloud_session', 'header:X-Requested-With', 'header:X-Tenant-ID']);
    expect(apiKey).toMatchObject({ type: 'http', scheme: 'bearer' });
  });
});

describe('API keys', () => {
  const security = (op: Json) => (op.security ?? doc.security) as Json[];
  const byKey = contractOps.filter(({ op }) => security(op).some((r) => 'apiKey' in r));
  const ids = (list: typeof contractOps) => list.map(({ op }) => op.operationId as string);

  it('a key is an alternative to the whole session requirement, alone', () => {
    for (const { op } of byKey) {
      expect(security(op), op.operationId as string).toEqual([
        { session: [], tenant: [], requestedWith: [] },
        { apiKey: [] },
      ]);
    }
  });

  it('reaches products, backups, billing reads, observability, support and the key list', () => {
    const tags = new Set(byKey.map(({ op }) => (op.tags as string[])[0]));
    expect([...tags].sort()).toEqual([
      'API keys',
      'Backup',
      'Billing',
      'Configuration',
      'Other',
      'Products',
      'Support',
    ]);
    for (const tag of ['Products', 'Backup', 'Support']) {
      // every operation of the tag on an account's data (a key acts for one account)
      const all = contractOps.filter(
        ({ op }) => (op.tags as string[])[0] === tag && security(op).some((r) => 'tenant' in r),
      );
      expect(ids(byKey.filter((o) => all.includes(o))), tag).toEqual(ids(all));
    }
    const billing = byKey.filter(({ op }) => (op.tags as string[])[0] === 'Billing');
    // the reads (spendings is a POST only to carry its query); paying is not one
    expect(ids(billing)).toEqual([
      'getPayNow',
      'getBillingCurrentSummary',
      'getAccountBenefits',
      'getBillingHistory',
      'getBillingSpendings',
      'getCostsDetails',
      'getInvoiceDetails',
      // and the monthly budget, read and kept as code: it changes no spend and no payment data
      'getBillingBudget',
      'setBillingBudget',
    ]);
    expect(ids(byKey)).toEqual(
      expect.arrayContaining([
        'getApiKeys',
        'getMetric',
        'listAuditLog',
        'getClusterIncidents',
        'getBillingHistory',
      ]),
    );
  });

  it('never signs in, touches the profile, users, payment information, or makes or changes keys', () => {
    const refused = contractOps.filter(({ op }) =>
      ['Auth', 'Profile', 'Users', 'Payment info'].includes((op.tags as string[])[0] ?? ''),
    );
    expect(refused.length).toBeGreaterThan(20);
    for (const op of [
      ...refused,
      ...contractOps.filter(({ op }) => /ApiKey$/.test(op.operationId as string)),
    ]) {
      // Reading the list, and a key asking about itself, change nothing.
      if (op.op.operationId === 'getApiKeys' || op.op.operationId === 'getCurrentApiKey') continue;
      expect(byKey, op.op.operationId as string).not.toContain(op);
    }
    expect(ids(byKey)).not.toContain('chargeUpToPreviousBillingPeriod');
  });
});
