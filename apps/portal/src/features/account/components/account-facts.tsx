// The account page's cards: the account's details and its billing information at a glance.
import type { AccountBillingInfo, AccountInfo, UserCloudAccount } from '@dbcloud/api-client';
import { Badge, Card, CardContent, CardHeader, CardTitle, Facts, TextLink } from '@dbcloud/ui-kit';
import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { can } from '../../../app/access';
import { formatDate } from '../../../app/format';
import { ACCOUNT_TYPE_NAMES, MARKETPLACE_NAMES } from '../../../app/site-labels';
import { useRootContext } from '../../../app/use-root-context';
import { SectionState } from '../../../components/section-state';
import { accountBillingQuery, accountInfoQuery } from '../api';
import styles from './account.module.css';
import { loadingLines } from './loading-lines';

const MARKETPLACE_CONSOLES = { azure: 'Azure portal', aws: 'AWS console' } as const;

/** One of the page's cards: its title over what a query answered, or its loading, denied or failed state. */
function FactsCard<T>({
  title,
  query,
  what,
  denied,
  lines,
  children,
}: {
  title: string;
  query: UseQueryResult<T>;
  what: string;
  denied: string;
  /** How many lines its skeleton has. */
  lines: number;
  children: (data: T) => ReactNode;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
      </CardHeader>
      <CardContent>
        <SectionState query={query} what={what} denied={denied} loading={loadingLines(lines)}>
          {children}
        </SectionState>
      </CardContent>
    </Card>
  );
}

export function Details({ account }: { account: UserCloudAccount }) {
  const { api } = useRootContext();
  const info = useQuery(accountInfoQuery(api, account.domainName));
  return (
    <FactsCard
      title="Account details"
      query={info}
      what="The account’s details"
      denied={`You don’t have access to ${account.domainName}’s details`}
      lines={5}
    >
      {(data) => <DetailsFacts info={data} />}
    </FactsCard>
  );
}

function DetailsFacts({ info }: { info: AccountInfo }) {
  const marketplace = info.managedBy === 'direct' ? null : info.managedBy;
  return (
    <>
      <Facts keepColumns>
        <dt>Domain name</dt>
        <dd>{info.domainName}</dd>
        <dt>Type</dt>
        <dd>
          {info.accountType === 'Hipaa' ? (
            <Badge tone="info">{ACCOUNT_TYPE_NAMES.Hipaa}</Badge>
          ) : (
            ACCOUNT_TYPE_NAMES[info.accountType]
          )}
        </dd>
        <dt>Billed</dt>
        <dd>{marketplace ? `Through the ${MARKETPLACE_NAMES[marketplace]}` : 'Directly by DBCloud'}</dd>
        {info.marketplaceSubscriptionId && (
          <>
            <dt>Subscription</dt>
            <dd>{info.marketplaceSubscriptionId}</dd>
          </>
        )}
        <dt>Owner</dt>
        <dd>{info.ownerEmail}</dd>
        <dt>Created</dt>
        <dd>{formatDate(info.createdAt)}</dd>
        <dt>Products</dt>
        <dd>{info.productCount}</dd>
        <dt>Users</dt>
        <dd>
          {info.userCount}
          {info.pendingInvitationCount > 0 &&
            ` (and ${info.pendingInvitationCount} invitation${info.pendingInvitationCount === 1 ? '' : 's'} pending)`}
        </dd>
      </Facts>
      {info.accountType === 'Hipaa' && (
        <p className={styles.note}>
          A HIPAA account is for protected health information: its products run on compliant infrastructure
          under a business associate agreement, and access to them is logged.
        </p>
      )}
      {marketplace && (
        <p className={styles.note}>
          The {MARKETPLACE_NAMES[marketplace]} manages this account’s subscription: change or cancel it in the{' '}
          {MARKETPLACE_CONSOLES[marketplace]}.
        </p>
      )}
    </>
  );
}

export function Billing({ account }: { account: UserCloudAccount }) {
  const { api } = useRootContext();
  const billing = useQuery(accountBillingQuery(api, account.domainName));
  return (
    <FactsCard
      title="Billing information"
      query={billing}
      what="The billing information"
      denied={`You don’t have access to ${account.domainName}’s billing information`}
      lines={4}
    >
      {(data) => <BillingFacts account={account} billing={data} />}
    </FactsCard>
  );
}

function BillingFacts({ account, billing }: { account: UserCloudAccount; billing: AccountBillingInfo }) {
  const contact = billing.billingContact;
  const marketplace = account.managedBy === 'direct' ? null : MARKETPLACE_NAMES[account.managedBy];
  return (
    <>
      <Facts keepColumns>
        <dt>Billing contact</dt>
        <dd>
          {contact
            ? `${contact.billingFirstName} ${contact.billingLastName}, ${contact.billingEmail}`
            : 'None yet'}
        </dd>
        {billing.companyName && (
          <>
            <dt>Company</dt>
            <dd>{billing.companyName}</dd>
          </>
        )}
        <dt>Invoices go to</dt>
        <dd>{billing.invoiceRecipientEmail}</dd>
        <dt>Card charged</dt>
        <dd>
          {billing.activeCard
            ? `${billing.activeCard.ccType} ending in ${billing.activeCard.last4Digits}`
            : marketplace
              ? `None: the ${marketplace} bills ${account.domainName}`
              : 'None yet'}
          {billing.cardCount > 1 && ` (${billing.cardCount} cards on file)`}
        </dd>
        <dt>Paid tiers</dt>
        <dd>
          {billing.canCreatePaidProducts ? (
            <Badge tone="success">Can be ordered</Badge>
          ) : (
            <Badge tone="warning">Need a billing contact and a card</Badge>
          )}
        </dd>
      </Facts>
      {can(account, 'getAccountBillingInfo') && (
        <p className={styles.note}>
          <TextLink asChild>
            <Link
              to="/portal/$cloudAccount/billing/summary"
              params={{ cloudAccount: account.domainName }}
              hash="payment-information"
            >
              Manage the payment information
            </Link>
          </TextLink>
        </p>
      )}
    </>
  );
}
