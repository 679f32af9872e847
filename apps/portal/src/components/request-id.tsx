import { isApiError } from '@dbcloud/api-client';
import { lazy, Suspense } from 'react';

// Shown only when a call failed, so it loads then (with its copy button), not with every page.
const RequestIdNote = lazy(() => import('./request-id-note'));

/**
 * The server's id of a failed request, under what failed, for the customer to quote to support:
 * "Request id: req_… Copy id". Nothing when the failure has none (no answer arrived, or it was no call
 * of the API).
 */
export function RequestId({ error }: { error: unknown }) {
  const id = isApiError(error) ? error.requestId : undefined;
  if (!id) return null;
  return (
    <Suspense fallback={null}>
      <RequestIdNote id={id} />
    </Suspense>
  );
}
