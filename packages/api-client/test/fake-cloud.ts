// The fake cloud in this process (its msw handlers), for the tests of what the client does when calls
// fail: the failures are the fake cloud's injected faults (POST /__fake/faults), the answers its own.
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import { createFakeCloud, DEMO_API_KEY_SECRETS } from '../../fake-cloud/src/index.js';
import { type ApiClientOptions, createApiClient } from '../src/index.js';

const ORIGIN = 'http://cloud.test';
export const baseUrl = `${ORIGIN}/api/v1`;

/** acme's seeded "CI deployments" key (every role). */
export const apiKey = DEMO_API_KEY_SECRETS.key_7f3a9c2e1b4d;

/** Serves the fake cloud for a test file; every test starts from its seed, without faults. */
export function useFakeCloud(): void {
  const cloud = createFakeCloud({ publicOrigin: ORIGIN });
  const server = setupServer(...cloud.handlers);
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(() => {
    cloud.reset('default');
  });
  afterEach(async () => {
    await fetch(`${ORIGIN}/__fake/faults`, { method: 'DELETE' });
  });
  afterAll(() => server.close());
}

/** A fault as `POST /__fake/faults` takes it. */
export interface Fault {
  match: { operationId?: string; method?: string; path?: string };
  status?: number;
  networkError?: boolean;
  dropAnswer?: boolean;
  delayMs?: number;
  times?: number;
  retryAfter?: number | string;
}

/** Injects a fault into the fake cloud. */
export async function inject(fault: Fault): Promise<void> {
  const response = await fetch(`${ORIGIN}/__fake/faults`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(fault),
  });
  expect(response.status).toBe(201);
}

/** A client with acme's key whose every attempt is kept in `sent` (the request as it left the client). */
export function recordingClient(options: Partial<ApiClientOptions> = {}) {
  const sent: Request[] = [];
  const api = createApiClient({
    baseUrl,
    apiKey,
    fetch: (request) => {
      sent.push(request.clone());
      return globalThis.fetch(request);
    },
    ...options,
  });
  return { api, sent };
}
