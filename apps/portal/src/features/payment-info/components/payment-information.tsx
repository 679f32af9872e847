import { isProblem, type UserCloudAccount } from '@dbcloud/api-client';
import { SkeletonLines } from '@dbcloud/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { Store } from 'lucide-react';
import { problemMessage } from '../../../app/form-errors';
import { MARKETPLACE_NAMES } from '../../../app/site-labels';
import { useRootContext } from '../../../app/use-root-context';
import { SectionState } from '../../../components/section-state';
import { paymentAccessOf, paymentInfoQuery } from '../api';
import { BillingContactPanel } from './billing-contact-panel';
import { CardsPanel } from './cards-panel';
import { InvoiceDetailsPanel } from './invoice-details-panel';
import { InvoiceRecipientPanel } from './invoice-recipient-panel';
import { Panel } from './panel';
import styles from './payment-information.module.css';

import { PaymentInformationFrame } from './payment-information-frame';

/**
 * The billing page's payment section: the cards, the billing contact, the invoice details
 * and where invoices go. A marketplace-billed account is told who bills it; a member without the
 * Billing information role is told why the section is empty.
 */
export function PaymentInformation({ account }: { account: UserCloudAccount }) {
  const access = paymentAccessOf(account);
  return (
    <PaymentInformationFrame>
      {access === 'marketplace' ? (
        <MarketplaceBilled account={account} />
      ) : access === 'no-role' ? (
        <NoAccess domainName={account.domainName} />
      ) : (
        <PaymentInfoPanels domainName={account.domainName} />
      )}
    </PaymentInformationFrame>
  );
}

function PaymentInfoPanels({ domainName }: { domainName: string }) {
  const { api } = useRootContext();
  const query = useQuery(paymentInfoQuery(api, domainName));
  return (
    <SectionState
      query={query}
      what="Payment information"
      loading={<SkeletonLines lines={6} />}
      failed={(error) =>
        isProblem(error, 'forbidden') ? (
          <NoAccess domainName={domainName} detail={problemMessage(error)} />
        ) : undefined
      }
    >
      {(info) => (
        <div className={styles.panels}>
          <CardsPanel domainName={domainName} info={info} />
          <BillingContactPanel domainName={domainName} contact={info.billingContact} />
          <InvoiceDetailsPanel domainName={domainName} details={info.invoiceDetails} />
          <InvoiceRecipientPanel domainName={domainName} info={info} />
        </div>
      )}
    </SectionState>
  );
}

function MarketplaceBilled({ account }: { account: UserCloudAccount }) {
  const marketplace = account.managedBy === 'direct' ? 'marketplace' : MARKETPLACE_NAMES[account.managedBy];
  return (
    <Panel title={`Billed through the ${marketplace}`}>
      <div className={styles.marketplace}>
        <Store aria-hidden="true" size={20} />
        <p>
          {account.domainName} is paid for through your {marketplace} subscription: the marketplace invoices
          you and charges your payment method there. There are no cards, billing contact or invoice details to
          manage here.
        </p>
      </div>
    </Panel>
  );
}

function NoAccess({ domainName, detail }: { domainName: string; detail?: string }) {
  return (
    <Panel title="Not available with your roles">
      <p className={styles.nothing}>
        {detail ??
          `Your roles in ${domainName} do not include billing information, so its cards, billing contact and invoice details are not shown. Ask the account owner for the Billing information role.`}
      </p>
    </Panel>
  );
}
