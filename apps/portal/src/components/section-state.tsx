import { isApiError } from '@dbcloud/api-client';
import { ErrorState, VisuallyHidden } from '@dbcloud/ui-kit';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { problemMessage } from '../app/form-errors';
import { Alert } from './alert';
import styles from './section-state.module.css';

/**
 * One section of a page and its states (billing, backups, the account page): its skeleton while it
 * loads (busy, announced); what failed with a retry in place, the rest of the page staying; a 403
 * explained when the section says whose access it needs; else its content.
 */
export function SectionState<T>({
  query,
  what,
  loading,
  actions,
  denied,
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
  /** The failure's heading level: 3 for a card's section, 2 for all of a page below its title. */
  headingLevel?: 2 | 3;
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
    if (denied && isApiError(query.error) && query.error.status === 403) {
      return (
        <Alert tone="warning" title={denied}>
          {problemMessage(query.error)} Ask the account’s owner for access.
        </Alert>
      );
    }
    return (
      <ErrorState
        headingLevel={headingLevel}
        title={`${what} did not load`}
        message={problemMessage(query.error, 'Check your connection and try again.')}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
        actions={actions}
      />
    );
  }
  return <>{children(query.data)}</>;
}
