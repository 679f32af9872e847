import { readFileSync } from 'node:fs';
import { inspect } from 'node:util';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  createApiClient,
  isApiError,
  isProblem,
  PROBLEM_STATUS,
  type ProblemKind,
  problemKind,
  TenantMismatchError,
  unwrap,
  withTenant,
} from '../src/index.js';

const baseUrl = 'http://portal.test/api/v1';
const server = setupServer();
// Each failure as the first answer shows it (retries have tests of their own: retry.test.ts).
const api = createApiClient({ baseUrl, getTenantId: () => 'acme', retry: false });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

async function failure(call: Promise<unknown>): Promise<ApiError> {
  try {
    await call;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('the call did not fail');
}

describe('ApiError', () => {
  it.each([400, 403, 404, 409, 422, 429, 500, 503])('%i with a problem body keeps it', async (status) => {
    const problem = {
      type: 'https://dbcloud.dev/problems/x',
      title: 'Not allowed',
      status,
      detail: 'Nodes A, B and C cannot be removed.',
      errors: { nodeTag: ['is a core node'] },
    };
    server.use(http.post(`${baseUrl}/domain/is-available`, () => HttpResponse.json(problem, { status })));
    const error = await failure(unwrap(api.POST('/domain/is-available', { body: { name: 'x' } })));
    expect(error.status).toBe(status);
    expect(error.problem).toEqual(problem);
    expect(error.message).toBe('Nodes A, B and C cannot be removed.');
    expect(error.fieldErrors('nodeTag')).toEqual(['is a core node']);
    expect(error.operation).toEqual({
      operationId: 'isDomainAvailable',
      method: 'POST',
      path: '/domain/is-available',
    });
    expect(isApiError(error, status)).toBe(true);
  });

  it.each([400, 401, 404, 500, 502])(
    '%i with an empty body still throws, with a made-up problem',
    async (status) => {
      server.use(http.get(`${baseUrl}/configuration`, () => new HttpResponse(null, { status })));
      const error = await failure(unwrap(api.GET('/configuration')));
      expect(error.status).toBe(status);
      expect(error.problem.status).toBe(status);
      expect(error.problem.title.length).toBeGreaterThan(0);
      expect(error.response?.status).toBe(status);
      expect(error.operation.operationId).toBe('getConfiguration');
    },
  );

  it('a body that is not problem details does not leak as the message', async () => {
    server.use(
      http.get(`${baseUrl}/configuration`, () => HttpResponse.text('<html>gateway</html>', { status: 502 })),
    );
    const error = await failure(unwrap(api.GET('/configuration')));
    expect(error.message).toBe('The service is unavailable');
  });

  it('a network failure is an ApiError with status 0 naming the operation', async () => {
    server.use(http.get(`${baseUrl}/configuration`, () => HttpResponse.error()));
    const error = await failure(unwrap(api.GET('/configuration')));
    expect(error.status).toBe(0);
    expect(error.isNetworkError).toBe(true);
    expect(error.operation.operationId).toBe('getConfiguration');
  });

  it('unwrap returns the data of a success', async () => {
    server.use(http.post(`${baseUrl}/domain/is-available`, () => HttpResponse.json({ available: true })));
    await expect(unwrap(api.POST('/domain/is-available', { body: { name: 'initech' } }))).resolves.toEqual({
      available: true,
    });
  });
});

describe('ApiError.retryAfter', () => {
  const limited = (headers: Record<string, string>) =>
    server.use(
      http.post(`${baseUrl}/login`, () =>
        HttpResponse.json(
          {
            type: 'https://dbcloud.dev/problems/rate-limited',
            title: 'Too many attempts',
            status: 429,
            detail: 'Too many attempts. Please wait a few minutes and try again.',
          },
          { status: 429, headers },
        ),
      ),
    );
  const signIn = () => failure(unwrap(api.POST('/login', { body: { email: 'owner@demo.dbcloud.dev' } })));

  it('gives the seconds of a 429’s Retry-After, with the problem kept', async () => {
    limited({ 'Retry-After': '754' });
    const error = await signIn();
    expect(error.status).toBe(429);
    expect(error.retryAfter).toBe(754);
    expect(error.message).toBe('Too many attempts. Please wait a few minutes and try again.');
  });

  it('turns a Retry-After date into the seconds left until it', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(new Date('2026-11-23T18:00:00Z'));
      limited({ 'Retry-After': 'Mon, 23 Nov 2026 18:02:30 GMT' });
      expect((await signIn()).retryAfter).toBe(150);
      limited({ 'Retry-After': 'Mon, 23 Nov 2026 17:59:00 GMT' });
      expect((await signIn()).retryAfter).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });

  it('is undefined for a 429 without the header, or with one that is neither seconds nor a date', async () => {
    limited({});
    expect((await signIn()).retryAfter).toBeUndefined();
    limited({ 'Retry-After': 'soon' });
    expect((await signIn()).retryAfter).toBeUndefined();
  });

  it('is undefined for another status without the header', async () => {
    server.use(http.post(`${baseUrl}/login`, () => new HttpResponse(null, { status: 503 })));
    expect((await signIn()).retryAfter).toBeUndefined();
  });
});

describe('printed in Node (an uncaught error, console.log)', () => {
  const notFound = {
    type: 'https://dbcloud.dev/problems/not-found',
    title: 'Not found',
    status: 404,
    detail: 'The product prd-nope does not exist in acme.',
  };
  const getProduct = () =>
    unwrap(
      api.GET('/products/get/{domainName}/{productId}', {
        params: { path: { domainName: 'acme', productId: 'prd-nope' } },
      }),
    );

  it('is a few lines: status, title and detail, the operation, the stack; never the response', async () => {
    server.use(
      http.get(`${baseUrl}/products/get/:domainName/:productId`, () =>
        HttpResponse.json(notFound, { status: 404 }),
      ),
    );
    const error = await failure(getProduct());
    const lines = inspect(error).split('\n');
    expect(lines.slice(0, 2)).toEqual([
      'ApiError: Not found (404): The product prd-nope does not exist in acme.',
      '  operation: getProduct (GET /products/get/{domainName}/{productId})',
    ]);
    expect(lines.slice(2).every((line) => line.startsWith('    at '))).toBe(true);
    expect(lines.length).toBeLessThan(16);
    expect(inspect(error)).not.toMatch(/Headers|ReadableStream|Response/);
  });

  it('names what caused a network failure', async () => {
    server.use(http.get(`${baseUrl}/configuration`, () => HttpResponse.error()));
    const lines = inspect(await failure(unwrap(api.GET('/configuration')))).split('\n');
    expect(lines[0]).toBe(
      'ApiError: The server could not be reached (no answer): Check your connection and try again.',
    );
    expect(lines[2]).toMatch(/^ {2}cause: TypeError: /);
  });

  it('keeps the response, not enumerable', async () => {
    server.use(
      http.get(`${baseUrl}/products/get/:domainName/:productId`, () =>
        HttpResponse.json(notFound, { status: 404 }),
      ),
    );
    const error = await failure(getProduct());
    expect(Object.keys(error)).not.toContain('response');
    expect(error.response?.status).toBe(404);
    expect(JSON.stringify(error)).not.toContain('headers');
  });
});

describe('isProblem and problemKind', () => {
  const kinds = Object.keys(PROBLEM_STATUS) as ProblemKind[];

  it.each(kinds)('%s: an answer of its status is of that kind, and of no other', async (kind) => {
    const status = PROBLEM_STATUS[kind];
    server.use(http.get(`${baseUrl}/configuration`, () => new HttpResponse(null, { status })));
    const error: unknown = await unwrap(api.GET('/configuration')).catch((caught: unknown) => caught);
    expect(isProblem(error, kind)).toBe(true);
    expect(problemKind((error as ApiError).status)).toBe(kind);
    for (const other of kinds.filter((k) => k !== kind)) expect(isProblem(error, other)).toBe(false);
  });

  it('asks several kinds at once, and narrows to ApiError', async () => {
    server.use(http.get(`${baseUrl}/configuration`, () => new HttpResponse(null, { status: 422 })));
    const error: unknown = await unwrap(api.GET('/configuration')).catch((caught: unknown) => caught);
    expect(isProblem(error, 'not-found', 'rule')).toBe(true);
    expect(isProblem(error, 'not-found', 'conflict')).toBe(false);
    if (isProblem(error, 'rule')) expect(error.problem.status).toBe(422);
  });

  it('is false for anything but an ApiError, a network failure and a status the contract names no kind for', async () => {
    expect(isProblem({ status: 404 }, 'not-found')).toBe(false);
    expect(isProblem(new Error('404'), 'not-found')).toBe(false);
    expect(isProblem(undefined, 'not-found')).toBe(false);
    server.use(http.get(`${baseUrl}/configuration`, () => HttpResponse.error()));
    const network = await failure(unwrap(api.GET('/configuration')));
    expect(problemKind(network.status)).toBeUndefined();
    expect(problemKind(418)).toBeUndefined();
    expect(problemKind(500)).toBeUndefined();
    expect(problemKind(200)).toBeUndefined();
    expect(problemKind(undefined)).toBeUndefined();
  });

  it('names each kind as the contract’s problem type for its status does', () => {
    const contract = JSON.parse(readFileSync(new URL('../openapi.json', import.meta.url), 'utf8'));
    const types = Object.values(contract.components.responses).flatMap((response) => {
      const example = (
        response as { content?: Record<string, { example?: { type: string; status: number } }> }
      ).content?.['application/problem+json']?.example;
      return example ? [example] : [];
    });
    for (const kind of kinds) {
      const example = types.find((candidate) => candidate.status === PROBLEM_STATUS[kind]);
      expect(example?.type).toBe(`https://dbcloud.dev/problems/${kind}`);
    }
    // The contract's other problem types are a caller's bug (413, 415) or the server's failure (500).
    expect(
      types
        .filter((t) => problemKind(t.status) === undefined)
        .map((t) => t.status)
        .sort(),
    ).toEqual([413, 415, 500]);
  });
});

describe('TenantMismatchError', () => {
  it('is exported, and is what a call made for another account than its path names throws', async () => {
    const acme = withTenant(api, 'acme');
    const error = await unwrap(
      acme.GET('/dashboard-user-info/{domainName}', { params: { path: { domainName: 'acme-health' } } }),
    ).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(TenantMismatchError);
    expect(error).toMatchObject({ name: 'TenantMismatchError' });
  });
});

describe('createApiClient', () => {
  it.each(['', '   ', '\n'])('refuses an empty or blank apiKey (%j) when the client is made', (apiKey) => {
    expect(() => createApiClient({ baseUrl, apiKey })).toThrow(new TypeError('apiKey is empty or blank'));
  });

  it('without apiKey, makes a browser’s client (the session)', () => {
    expect(() => createApiClient({ baseUrl, apiKey: undefined })).not.toThrow();
  });
});

describe('isRetryableStatus', () => {
  it('is true for the answers another attempt may change, and only those', async () => {
    const { isRetryableStatus } = await import('../src/index.js');
    expect([408, 429, 500, 502, 503, 504].every(isRetryableStatus)).toBe(true);
    expect([200, 400, 401, 403, 404, 409, 422, 501, 505].some(isRetryableStatus)).toBe(false);
  });
});
