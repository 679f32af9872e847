import { isApiError, type UserCloudAccount } from '@dbcloud/api-client';
import { Button, EmptyState, ErrorState, Skeleton, VisuallyHidden } from '@dbcloud/ui-kit';
import type { UseQueryResult } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { problemMessage } from '../../../app/form-errors';
import { RoleRequired } from '../../../components/role-required';
import { billingDenied, canOpenBilling } from '../access';
import styles from './billing.module.css';

/**
 * A billing document (an invoice, a period's cost details) and its states, under its title and the way
 * back to billing: a skeleton while it loads;
 * one the account does not have (404, or an address that is no invoice number or date: 400) says so
 * and leads back to billing; any other failure says what failed, with a retry; then the document.
 */
export function BillingDocument<T>({
  query,
  domainName,
  what,
  title,
  children,
}: {
  query: UseQueryResult<T>;
  domainName: string;
  /** "Invoice", "Cost details" */
  what: string;
  /** The page's heading until the document is there: "Invoice INV-2026-0011". */
  title: string;
  children: (data: T) => ReactNode;
}) {
  if (query.isSuccess) return <>{children(query.data)}</>;
  return (
    <div className={styles.document} aria-busy={query.isPending || undefined}>
      <Link
        to="/portal/$cloudAccount/billing/summary"
        params={{ cloudAccount: domainName }}
        className={styles.backLink}
      >
        <ArrowLeft aria-hidden="true" className={styles.icon} />
        Billing
      </Link>
      <h1 className={styles.documentTitle}>{title}</h1>
      <DocumentState query={query} domainName={domainName} what={what} />
    </div>
  );
}

function DocumentState<T>({
  query,
  domainName,
  what,
}: {
  query: UseQueryResult<T>;
  domainName: string;
  what: string;
}) {
  if (query.isPending) {
    return (
      <>
        <VisuallyHidden role="status">Loading the {what.toLowerCase()}…</VisuallyHidden>
        <Skeleton className={styles.skeletonBanner} />
        <Skeleton className={styles.chartSkeleton} />
      </>
    );
  }
  if (query.isError) {
    const missing = isApiError(query.error) && (query.error.status === 404 || query.error.status === 400);
    if (missing) {
      return (
        <EmptyState
          headingLevel={2}
          role="alert"
          title={`${what} not found`}
          description={
            isApiError(query.error, 404)
              ? problemMessage(query.error)
              : `${domainName} has no ${what.toLowerCase()} at this address.`
          }
          action={
            <Button asChild variant="primary">
              <Link to="/portal/$cloudAccount/billing/summary" params={{ cloudAccount: domainName }}>
                Go to billing
              </Link>
            </Button>
          }
        />
      );
    }
    return (
      <ErrorState
        headingLevel={2}
        title={`${what} did not load`}
        message={problemMessage(query.error, 'Check your connection and try again.')}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  return null;
}

/** A billing page for a user with the Billing role; anyone else is told which role is missing and who can give it. */
export function BillingRoleGate({ account, children }: { account: UserCloudAccount; children: ReactNode }) {
  if (canOpenBilling(account)) return children;
  return <RoleRequired {...billingDenied(account)} />;
}
