// What the Users area shows of the billing area's state, read through one place.
import type { AccountBillingInfo, Money, SignUpBillingContact } from '@dbcloud/api-client';
import type { AccountRecord, World } from '../core/world.js';

export function setSignUpBillingContact(
  _world: World,
  _domainName: string,
  _contact: SignUpBillingContact,
): void {}

export function billingSummaryOf(_world: World, account: AccountRecord): AccountBillingInfo {
  return {
    billingContact: null,
    companyName: null,
    vatNumber: null,
    invoiceRecipientEmail: account.ownerEmail,
    hasCustomInvoiceRecipient: false,
    activeCard: null,
    cardCount: 0,
    canCreatePaidProducts: account.managedBy !== 'direct',
  };
}

export function unpaidBalanceOf(
  _world: World,
  _domainName: string,
  _now: number,
): { amount: Money; dueSince: number } | null {
  return null;
}
