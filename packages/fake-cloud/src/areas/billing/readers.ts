// Small typed readers of an account's billing state, for the payment-info operations and for other areas
// (account billing info, the dashboard's unpaid balance, product creation's billing-contact rule).
import type {
  AccountBillingInfo,
  BillingBenefit,
  Currency,
  Money,
  PaymentCard,
  PaymentInfo,
  PaymentInfoContact,
  PaymentInfoInvoiceDetails,
} from '@dbcloud/api-client';
import { isoDate } from '../../core/clock.js';
import type { RequestContext } from '../../core/context.js';
import { requireTenant } from '../../core/context.js';
import type { AccountRecord, World } from '../../core/world.js';
import { monthStart, type PeriodSpan } from './calendar.js';
import { benefitEnd, creditTotal } from './credits.js';
import { periodCosts, settle } from './ledger.js';
import {
  activeCard,
  type BillingAccount,
  billingAccountOf,
  type CardRecord,
  unpaidInvoices,
} from './state.js';

export const money = (amountCents: number, currency: Currency): Money => ({ amountCents, currency });

/** The period not billed yet. */
export const openPeriod = (account: BillingAccount): PeriodSpan => ({
  start: account.openPeriodStart,
  end: monthStart(account.openPeriodStart, 1),
});

/** The open period's total so far and its forecast to the period's end, both after credits. */
export function currentTotalsOf(
  account: BillingAccount,
  now: number,
): { soFarCents: number; forecastCents: number } {
  const span = openPeriod(account);
  const soFar = periodCosts(account, span, now);
  const atEnd = periodCosts(account, span, span.end);
  return {
    soFarCents: Math.max(0, soFar.subtotalCents - creditTotal(soFar.credits)),
    forecastCents: Math.max(0, atEnd.subtotalCents - creditTotal(atEnd.credits)),
  };
}

/** The benefits neither expired nor used up (what remains after this period's costs so far), soonest expiry first. */
export function benefitsOf(account: BillingAccount, now: number): BillingBenefit[] {
  const current = periodCosts(account, openPeriod(account), now).credits;
  return account.benefits
    .map((benefit) => {
      const usedNow = current.find((credit) => credit.benefitId === benefit.id)?.cents ?? 0;
      return { benefit, remaining: benefit.grantedCents - benefit.usedCents - usedNow };
    })
    .filter(
      ({ benefit, remaining }) => remaining > 0 && benefit.grantedAt <= now && benefitEnd(benefit) > now,
    )
    .sort(
      (a, b) => benefitEnd(a.benefit) - benefitEnd(b.benefit) || a.benefit.grantedAt - b.benefit.grantedAt,
    )
    .map(({ benefit, remaining }) => ({
      id: benefit.id,
      kind: benefit.kind,
      title: benefit.title,
      granted: money(benefit.grantedCents, account.currency),
      remaining: money(remaining, account.currency),
      grantedAt: isoDate(benefit.grantedAt),
      expiresAt: benefit.expiresOn,
    }));
}

/** The tenant's billing record, brought up to the request's time (meters synced, ended periods billed). */
export function ledgerOf(ctx: RequestContext): BillingAccount {
  const { tenant } = requireTenant(ctx);
  const account = billingAccountOf(ctx.world, tenant.domainName);
  settle(ctx.world, account, ctx.now);
  return account;
}

const cardShape = ({ declinesCharges: _declines, ...card }: CardRecord): PaymentCard => card;

/** The cards on file, the active one first, then by when they were added. */
export const cardList = (account: BillingAccount): PaymentCard[] =>
  [...account.cards]
    .sort((a, b) => Number(b.active) - Number(a.active) || a.addedAt.localeCompare(b.addedAt))
    .map(cardShape);

/** The address invoices go to: the custom recipient, else the billing contact's e-mail. */
export const invoiceRecipientOf = (account: BillingAccount): string | null =>
  account.customInvoiceRecipientEmail ?? account.billingContact?.billingEmail ?? null;

/** The account's payment information as `PaymentInfo`. */
export function paymentInfoOf(account: BillingAccount): PaymentInfo {
  return {
    billingContact: account.billingContact,
    invoiceDetails: account.invoiceDetails,
    customInvoiceRecipientEmail: account.customInvoiceRecipientEmail,
    invoiceRecipientEmail: invoiceRecipientOf(account),
    cards: cardList(account),
  };
}

// ---- for other areas ------------------------------------------------------------------------------

/** The account's billing contact, or null when none was given. */
export const billingContactOf = (world: World, domainName: string): PaymentInfoContact | null =>
  billingAccountOf(world, domainName).billingContact;

/** The company details printed on the account's invoices, or null when none were set. */
export const invoiceDetailsOf = (world: World, domainName: string): PaymentInfoInvoiceDetails | null =>
  billingAccountOf(world, domainName).invoiceDetails;

/** Where the account's invoices are mailed (custom recipient, else billing e-mail), or null. */
export const invoiceRecipientEmailOf = (world: World, domainName: string): string | null =>
  invoiceRecipientOf(billingAccountOf(world, domainName));

/** The account's cards, active first. */
export const cardsOf = (world: World, domainName: string): PaymentCard[] =>
  cardList(billingAccountOf(world, domainName));

/** The card charges go to, or null. */
export function activeCardOf(world: World, domainName: string): PaymentCard | null {
  const card = activeCard(billingAccountOf(world, domainName));
  return card ? cardShape(card) : null;
}

/** The account's benefits as `GET /billing/account-benefits` lists them (e.g. to know of committed use). */
export function accountBenefitsOf(
  world: World,
  domainName: string,
  now = world.clock.nowMs(),
): BillingBenefit[] {
  const account = billingAccountOf(world, domainName);
  settle(world, account, now);
  return benefitsOf(account, now);
}

/** Sets the billing contact (e.g. given at sign-up). */
export function setBillingContact(world: World, domainName: string, contact: PaymentInfoContact): void {
  billingAccountOf(world, domainName).billingContact = { ...contact };
}

/**
 * The unpaid balance of ended periods and when the oldest unpaid invoice was issued (ms), or null
 * when nothing is unpaid.
 */
export function unpaidBalanceOf(
  world: World,
  domainName: string,
  now = world.clock.nowMs(),
): { amount: Money; dueSince: number } | null {
  const account = billingAccountOf(world, domainName);
  settle(world, account, now);
  const unpaid = unpaidInvoices(account);
  const oldest = unpaid[0];
  if (!oldest) return null;
  const total = unpaid.reduce((sum, invoice) => sum + invoice.totalCents, 0);
  return { amount: money(total, account.currency), dueSince: oldest.issuedAt };
}

/** The summary `GET /account/get-billing-info` answers. */
export function accountBillingSummaryOf(world: World, record: AccountRecord): AccountBillingInfo {
  const account = billingAccountOf(world, record.domainName);
  const card = activeCard(account);
  return {
    billingContact: account.billingContact,
    companyName: account.invoiceDetails?.companyName ?? null,
    vatNumber: account.invoiceDetails?.vatId ?? null,
    invoiceRecipientEmail: invoiceRecipientOf(account) ?? record.ownerEmail,
    hasCustomInvoiceRecipient: account.customInvoiceRecipientEmail !== null,
    activeCard: card ? { last4Digits: card.last4Digits, ccType: card.ccType } : null,
    cardCount: account.cards.length,
    canCreatePaidProducts:
      record.managedBy !== 'direct' || (account.billingContact !== null && card !== undefined),
    paymentInfo: paymentInfoOf(account),
  };
}
