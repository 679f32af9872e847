import { isProblem } from '@dbcloud/api-client';
import { ErrorState, type HeadingLevel, VisuallyHidden } from '@dbcloud/ui-kit';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { problemMessage } from '../app/form-errors';
import { ProblemAlert } from './problem-alert';
import { RequestId } from './request-id';
import styles from './section-state.module.css';

/**
 * One section of a page and its states (billing, backups, the account page): its skeleton while it
 * loads (busy, announced); what failed with a retry in place (and the request's id, for support), the
 * rest of the page staying; a 403 explained when the section says whose access it needs; else its
 * content.
 */
export function SectionState<T>({
  query,
  what,
  loading,
  actions,
  denied,
  failed,
  headingLevel = 3,
  children,
}: {
  query: UseQueryResult<T>;
  /** The section in words, for "… did not load" and "Loading …": "Your invoices". */
  what: string;
  /** The skeleton, shaped like the content. */
  loading: ReactNode;
  /** More ways on beside "Try again". */
  actions?: ReactNode;
  /** Said when the server answers 403: "You don’t have access to acme’s users". */
  denied?: string;
  /**
   * A failure the section explains in its own way (an invoice that does not exist, a 403 with the
   * roles it needs); undefined for the usual "… did not load" with a retry.
   */
  failed?: (error: unknown) => ReactNode;
  /** The level of the failure's heading: the section's own heading's level plus one. Default 3. */
  headingLevel?: HeadingLevel;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return <SectionLoading what={what}>{loading}</SectionLoading>;
  if (query.isError) {
    const explained = failed?.(query.error);
    if (explained !== undefined) return explained;
    if (denied && isProblem(query.error, 'forbidden')) {
      return (
        <ProblemAlert tone="warning" title={denied} error={query.error}>
          {problemMessage(query.error)} Ask the account’s owner for access.
        </ProblemAlert>
      );
    }
    return (
      <ErrorState
        headingLevel={headingLevel}
        title={`${what} did not load`}
        message={
          <>
            {problemMessage(query.error, 'Check your connection and try again.')}
            <RequestId error={query.error} />
          </>
        }
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
        actions={actions}
      />
    );
  }
  return <>{children(query.data)}</>;
}

/**
 * A section's skeleton while it loads, busy and announced ("Loading your invoices…"): SectionState's,
 * and on its own for what loads without a query (a chart's code).
 */
export function SectionLoading({ what, children }: { what: string; children: ReactNode }) {
  return (
    <div aria-busy="true" className={styles.loading}>
      {/* Its first letter only: "Loading your API keys…". */}
      <VisuallyHidden role="status">{`Loading ${what.charAt(0).toLowerCase()}${what.slice(1)}…`}</VisuallyHidden>
      {children}
    </div>
  );
}
