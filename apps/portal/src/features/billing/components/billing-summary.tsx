import type { UserCloudAccount } from '@dbcloud/api-client';
import { Page, PageHeader } from '@dbcloud/ui-kit';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { can } from '../../../app/access';
import { MARKETPLACE_NAMES } from '../../../app/site-labels';
import { useRootContext } from '../../../app/use-root-context';
import { Alert } from '../../../components/alert';
import { BudgetBanner } from '../../../components/budget/budget-banner';
import { Authorization } from '../../../components/role-required';
import { billingGate } from '../access';
import { benefitsQuery, currentSummaryQuery } from '../api';
import type { BillingSummarySearch } from '../search';
import styles from './billing.module.css';
import { Budget } from './budget';
import { Benefits, CurrentPeriod, Overview } from './current-period';
import { InvoiceHistory } from './invoice-history';
import { PayNow } from './pay-now';
import { Spendings } from './spendings';

/**
 * billing/summary: the figures that matter at the top (this period so far, the forecast,
 * credits left), what is unpaid and paying it, the spendings chart, this period per product, the
 * benefits, then the invoices of a year. A marketplace-billed account sees its usage and who bills it.
 * The payment information section follows (`#payment-information`): the route passes it as children.
 */
export function BillingSummary({
  account,
  search,
  children,
}: {
  account: UserCloudAccount;
  search: BillingSummarySearch;
  /** What follows the summary on the page: the payment information section. */
  children?: ReactNode;
}) {
  // With Billing information, the payment section below is theirs to use: the page keeps its title.
  const payments = can(account, 'getAccountBillingInfo');
  return (
    <Authorization
      {...billingGate(account)}
      page
      header={payments ? <PageHeader title="Billing" /> : undefined}
      {...(payments && {
        title: 'Costs and invoices need the Billing role',
        reason: `You can manage ${account.domainName}’s payment information below; its costs, invoices and payments need the Billing role.`,
      })}
      also={children}
    >
      <Summary account={account} search={search}>
        {children}
      </Summary>
    </Authorization>
  );
}

function Summary({
  account,
  search,
  children,
}: {
  account: UserCloudAccount;
  search: BillingSummarySearch;
  children?: ReactNode;
}) {
  const { api } = useRootContext();
  const { domainName } = account;
  const summary = useQuery(currentSummaryQuery(api, domainName));
  const benefits = useQuery(benefitsQuery(api, domainName));
  const marketplace = account.managedBy === 'direct' ? null : MARKETPLACE_NAMES[account.managedBy];
  return (
    <Page>
      <PageHeader
        title="Billing"
        description={
          marketplace
            ? `What ${domainName} uses, as DBCloud reports it to the ${marketplace}.`
            : `What ${domainName} costs this month, what it spent, and its invoices.`
        }
      />
      {marketplace ? (
        <Alert tone="info" title={`The ${marketplace} bills ${domainName}`}>
          <p className={styles.flush}>
            {domainName}’s usage is charged on your {marketplace === 'Azure Marketplace' ? 'Azure' : 'AWS'}{' '}
            invoice, in the currency and with the terms of your subscription there. Invoices, payments and
            cards are handled in the {marketplace === 'Azure Marketplace' ? 'Azure portal' : 'AWS console'}:
            DBCloud issues no invoices and charges no card for this account.
          </p>
        </Alert>
      ) : (
        <PayNow domainName={domainName} />
      )}
      <BudgetBanner account={account} onBilling />
      <Overview domainName={domainName} summary={summary} benefits={benefits} />
      <Budget account={account} />
      <Spendings domainName={domainName} months={search.months} />
      <div className={styles.columns}>
        <CurrentPeriod domainName={domainName} summary={summary} />
        <Benefits benefits={benefits} />
      </div>
      {!marketplace && <InvoiceHistory domainName={domainName} selectedYear={search.selectedYear} />}
      {children}
    </Page>
  );
}
