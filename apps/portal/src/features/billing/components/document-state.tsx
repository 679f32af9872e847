import { type ApiClient, isProblem, type UserCloudAccount } from '@dbcloud/api-client';
import { Button, EmptyState, Skeleton } from '@dbcloud/ui-kit';
import { type QueryKey, type UseQueryOptions, useQuery } from '@tanstack/react-query';
import { Link, useRouteContext } from '@tanstack/react-router';
import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { problemMessage } from '../../../app/form-errors';
import { Authorization } from '../../../components/role-required';
import { SectionState } from '../../../components/section-state';
import { billingGate } from '../access';
import styles from './billing.module.css';

/**
 * A billing document's page (an invoice, a period's cost details), behind the billing gate. Its query is
 * asked for only when the account may read billing.
 */
export function BillingDocument<T, K extends QueryKey>({
  account,
  query,
  ...document
}: {
  account: UserCloudAccount;
  query: UseQueryOptions<T, Error, T, K>;
  /** "Invoice", "Cost details" */
  what: string;
  /** The page's heading until the document is there: "Invoice INV-2026-0011". */
  title: string;
  children: (data: T) => ReactNode;
}) {
  return (
    <Authorization {...billingGate(account)}>
      <DocumentState query={query} domainName={account.domainName} {...document} />
    </Authorization>
  );
}

/** The account and the document (invoice number, date) a document page's URL names. */
export interface DocumentParams {
  cloudAccount: string;
  id: string;
}

/**
 * A billing document's page, made once per document: `useParams` reads its account and its id
 * (invoice number, date) from the route's URL; `query`, `what` and `title` are as for BillingDocument
 * by that id; `children` shows the document.
 */
export function billingDocumentPage<T, K extends QueryKey>(page: {
  useParams: () => DocumentParams;
  query: (api: ApiClient, domainName: string, id: string) => UseQueryOptions<T, Error, T, K>;
  what: string;
  title: (id: string) => string;
  children: (document: T, domainName: string) => ReactNode;
}) {
  // biome-ignore lint/correctness/noComponentHookFactories: made at module level, once per document.
  return function BillingDocumentPage() {
    const { cloudAccount, id } = page.useParams();
    const { account, api } = useRouteContext({ from: '/portal/$cloudAccount' });
    return (
      <BillingDocument
        account={account}
        query={page.query(api, cloudAccount, id)}
        what={page.what}
        title={page.title(id)}
      >
        {(document) => page.children(document, cloudAccount)}
      </BillingDocument>
    );
  };
}

/**
 * The document and its states, under its title and the way back to billing (SectionState): a skeleton
 * while it loads; one the account does not have says so and leads back to billing; any other failure
 * says what failed, with a retry; then the document.
 */
function DocumentState<T, K extends QueryKey>({
  query: options,
  domainName,
  what,
  title,
  children,
}: {
  query: UseQueryOptions<T, Error, T, K>;
  domainName: string;
  what: string;
  title: string;
  children: (data: T) => ReactNode;
}) {
  const query = useQuery(options);
  const state = (
    <SectionState
      query={query}
      what={what}
      headingLevel={2}
      loading={
        <>
          <Skeleton className={styles.skeletonBanner} />
          <Skeleton className={styles.chartSkeleton} />
        </>
      }
      failed={(error) => missing(error, domainName, what)}
    >
      {children}
    </SectionState>
  );
  // The document has its own title and way back.
  if (query.isSuccess) return state;
  return (
    <div className={styles.document}>
      <Link
        to="/portal/$cloudAccount/billing/summary"
        params={{ cloudAccount: domainName }}
        className={styles.backLink}
      >
        <ArrowLeft aria-hidden="true" className={styles.icon} />
        Billing
      </Link>
      <h1 className={styles.documentTitle}>{title}</h1>
      {state}
    </div>
  );
}

/**
 * One the account does not have (404, or an address that is no invoice number or date: 400) says so
 * and leads back to billing.
 */
function missing(error: unknown, domainName: string, what: string) {
  if (!isProblem(error, 'not-found', 'validation')) return undefined;
  return (
    <EmptyState
      headingLevel={2}
      role="alert"
      title={`${what} not found`}
      description={
        isProblem(error, 'not-found')
          ? problemMessage(error)
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
