// @vitest-environment jsdom
// The request id a customer quotes to support: under a failed section, above a refused form, and
// copied with one button; nothing when no answer arrived.
import { ApiError } from '@dbcloud/api-client';
import type { UseQueryResult } from '@tanstack/react-query';
import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Alert } from './alert';
import { ProblemAlert } from './problem-alert';
import { RequestId } from './request-id';
import { SectionState } from './section-state';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const ID = 'req_5f0c2a9e7b1d4c3a8e6f0b2d9c7a1e4f';
const operation = { operationId: undefined, method: 'GET', path: '/products/get-products/{domainName}' };

/** A failed call as the SDK throws it: with the answer's X-Request-Id, or (status 0) no answer at all. */
function failure(status: number, requestId?: string): ApiError {
  const response = new Response(null, {
    status: status || 500,
    headers: requestId ? { 'X-Request-Id': requestId } : {},
  });
  return new ApiError({
    status,
    operation,
    problem: { type: 'about:blank', title: 'Unavailable', status, detail: 'The service is unavailable.' },
    ...(status ? { response } : {}),
  });
}

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.replaceChildren();
  vi.unstubAllGlobals();
});

/** Renders `node`, and lets the request id's lazily loaded line arrive (inside act, as React asks). */
async function render(node: ReactNode): Promise<HTMLElement> {
  const container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  await act(async () => root?.render(node));
  await act(async () => {
    await import('./request-id-note');
  });
  return container;
}

const failedQuery = (error: unknown) =>
  ({
    isPending: false,
    isError: true,
    isFetching: false,
    error,
    refetch: vi.fn(),
  }) as unknown as UseQueryResult<string[]>;

describe('RequestId', () => {
  it('shows a failed section’s request id under its detail, in the alert that announces it', async () => {
    const shown = await render(
      <SectionState query={failedQuery(failure(503, ID))} what="Your products" loading={null}>
        {() => null}
      </SectionState>,
    );
    const alert = shown.querySelector('[role="alert"]');
    expect(alert?.textContent).toContain('Your products did not load');
    expect(alert?.textContent).toContain('The service is unavailable.');
    // The line loads with its copy button when a failure first needs it.
    expect(alert?.textContent).toContain(`Request id: ${ID}`);
    expect(alert?.querySelector('code')?.textContent).toBe(ID);
  });

  it('copies the id with its button, and says so', async () => {
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    const shown = await render(
      <ProblemAlert tone="danger" title="Your request was not sent" error={failure(422, ID)}>
        No.
      </ProblemAlert>,
    );
    const button = [...shown.querySelectorAll('button')].find((b) => b.textContent === 'Copy id');
    expect(button).toBeDefined();
    await act(async () => button?.click());
    expect(writeText).toHaveBeenCalledWith(ID);
    expect(shown.textContent).toContain('Copied');
  });

  it('shows nothing without an id: a lost connection, an answer without one, or no API call at all', async () => {
    for (const error of [failure(0), failure(500), new Error('boom'), undefined]) {
      const shown = await render(
        <p>
          <RequestId error={error} />
        </p>,
      );
      expect(shown.textContent).toBe('');
      act(() => root?.unmount());
    }
    const plain = await render(
      <ProblemAlert tone="warning" error={failure(0)}>
        Unpaid balance.
      </ProblemAlert>,
    );
    expect(plain.textContent).toBe('Unpaid balance.');
    const alert = await render(<Alert tone="warning">Unpaid balance.</Alert>);
    expect(alert.textContent).toBe('Unpaid balance.');
  });
});
