import type { ComponentProps } from 'react';
import { Alert } from './alert';
import { RequestId } from './request-id';

/**
 * An alert that tells of a failed call (a refused form, say): its words, then the request's id for the
 * customer to quote to support. For the portal's pages: the public pages' forms keep the plain `Alert`
 * (their first load has no room for the id's line under the bundle budgets).
 */
export function ProblemAlert({
  error,
  children,
  ...alert
}: ComponentProps<typeof Alert> & {
  /** The failed call: its request id is shown (when the server gave one). */
  error: unknown;
}) {
  return (
    <Alert {...alert}>
      {children}
      <RequestId error={error} />
    </Alert>
  );
}
