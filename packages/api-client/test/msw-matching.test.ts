// The generated handlers decline a request that is not theirs without msw's parsing (see
// quickToDecline in src/msw.ts): what they match must be exactly what msw's own matching matches.
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { operations } from '../src/index.js';
import { createOperationHandler } from '../src/msw.js';

/** The operation's path with each parameter filled in, the contract's `{name}` as the URL has it. */
const filled = (path: string, value: string) => path.replace(/\{[^}]+\}/g, value);

/** Addresses close to an operation's: the ways an address may differ from the path msw matches. */
function addressesFor(path: string, otherPaths: readonly string[]): string[] {
  const plain = filled(path, 'acme');
  return [
    `http://portal.test/api/v1${plain}`,
    `http://portal.test/api/v1${plain}/`,
    `http://portal.test/api/v1${plain}?page=2&q=a/b`,
    `http://portal.test/API/V1${plain.toUpperCase()}`,
    `https://api.example.test/prefix/api/v1${plain}`,
    `http://portal.test/api/v1${filled(path, 'a%2Fb%20c')}`,
    `http://portal.test/api/v1${filled(path, 'x.y')}`,
    `http://portal.test/api/v1${plain}/more`,
    `http://portal.test/api/v1${plain.slice(0, -1)}`,
    `http://portal.test/api/v2${plain}`,
    `http://portal.test${plain}`,
    `http://portal.test/api/v1${filled(path, '')}`,
    ...otherPaths.map((other) => `http://portal.test/api/v1${filled(other, 'acme')}`),
  ];
}

/** Whether the handler would answer the request (msw's own question to each handler). */
async function answers(handler: ReturnType<typeof http.get>, method: string, url: string): Promise<boolean> {
  const request = new Request(url, { method, headers: { cookie: 'session=s; other=o' } });
  const parsedResult = await handler.parse({ request });
  return handler.predicate({ request, parsedResult });
}

describe('the generated handlers', () => {
  it('match exactly the requests msw itself matches with the same path, for every operation', async () => {
    const paths = [...new Set(operations.map((op) => op.path))];
    let compared = 0;
    for (const op of operations) {
      const quick = createOperationHandler(op.operationId);
      // msw alone: the same pattern (the contract's `{name}` as msw's `:name`) and base.
      const plain = http[op.method as 'get'](`*/api/v1${op.path.replace(/\{([^}]+)\}/g, ':$1')}`, () => {});
      // The other operations of its area (the same first segment) are the addresses closest to it.
      const area = op.path.split('/')[1];
      const neighbours = paths.filter((other) => other !== op.path && other.split('/')[1] === area);
      for (const url of addressesFor(op.path, neighbours)) {
        // Its own method, and one that is not (methods are compared as they are, no pattern).
        for (const method of [op.method.toUpperCase(), op.method === 'get' ? 'POST' : 'GET']) {
          const expected = await answers(plain, method, url);
          expect(await answers(quick, method, url), `${op.operationId}: ${method} ${url}`).toBe(expected);
          compared += 1;
        }
      }
    }
    expect(compared).toBeGreaterThan(operations.length * 24);
  });

  it('give the resolver the path parameters and cookies msw parses', async () => {
    const op = operations.find((candidate) => candidate.path.includes('{'));
    if (!op) throw new Error('the contract has an operation with a path parameter');
    const quick = createOperationHandler(op.operationId);
    const request = new Request(`http://portal.test/api/v1${filled(op.path, 'a%20b')}`, {
      method: op.method.toUpperCase(),
      headers: { cookie: 'session=s1' },
    });
    const { match, cookies } = await quick.parse({ request });
    expect(match.matches).toBe(true);
    expect(Object.values(match.params ?? {})).toContain('a b');
    expect(cookies).toMatchObject({ session: 's1' });
  });
});
