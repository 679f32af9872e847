import { ErrorState, VisuallyHidden } from '@dbcloud/ui-kit';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { problemMessage } from '../../../app/form-errors';
import styles from './billing.module.css';

/**
 * One section of a billing page and its states: its skeleton while it loads (busy, announced), what
 * failed with a retry in place (the rest of the page stays), or its content.
 */
export function SectionState<T>({
  query,
  what,
  loading,
  children,
}: {
  query: UseQueryResult<T>;
  /** The section in words, for "… did not load" and "Loading …": "Your invoices". */
  what: string;
  /** The skeleton, shaped like the content. */
  loading: ReactNode;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) {
    return (
      <div aria-busy="true" className={styles.loading}>
        <VisuallyHidden role="status">Loading {what.toLowerCase()}…</VisuallyHidden>
        {loading}
      </div>
    );
  }
  if (query.isError) {
    return (
      <ErrorState
        headingLevel={3}
        title={`${what} did not load`}
        message={problemMessage(query.error, 'Check your connection and try again.')}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  return <>{children(query.data)}</>;
}
