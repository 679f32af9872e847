// The billing slice of the world: per account, its payment information (billing contact, invoice
// details, cards), benefits, metered product usage, closed periods with their invoices, and the
// pay-now cooldown.
import type {
  BenefitKind,
  BillingBudgetAlert,
  BillingCostProduct,
  Currency,
  InvoiceBillingContact,
  InvoiceLine,
  InvoiceStatus,
  PaymentCard,
  PaymentInfoContact,
  PaymentInfoInvoiceDetails,
} from '@dbcloud/api-client';
import type { World } from '../../core/world.js';
import { monthStart } from './calendar.js';
import type { MeterRecord } from './prices.js';

export interface CardRecord extends PaymentCard {
  /** The demo card ending 0341 is accepted but declines every charge. */
  declinesCharges: boolean;
}

export interface BenefitRecord {
  id: string;
  kind: BenefitKind;
  title: string;
  grantedCents: number;
  grantedAt: number;
  /** The last day it applies (YYYY-MM-DD); null when it does not expire. */
  expiresOn: string | null;
  /** What closed periods have used of it. */
  usedCents: number;
  /** Committed-use credit draws down at most this much per period; null for no limit. */
  periodCapCents: number | null;
}

export interface CreditUse {
  benefitId: string;
  title: string;
  cents: number;
}

/** A closed (billed) period: its costs as they were when it was billed. */
export interface ClosedPeriodRecord {
  start: number;
  end: number;
  products: BillingCostProduct[];
  subtotalCents: number;
  credits: CreditUse[];
  /** Each product's costs after its share of the credits. */
  netByProduct: Record<string, number>;
  invoiceId: string | null;
}

export interface InvoiceRecord {
  invoiceId: string;
  /** The billed period's start and end (= billedAsOf). */
  start: number;
  end: number;
  issuedAt: number;
  status: InvoiceStatus;
  lines: InvoiceLine[];
  subtotalCents: number;
  creditsCents: number;
  totalCents: number;
  paidAt: number | null;
  billedTo: InvoiceBillingContact;
}

export interface PaymentRecord {
  paymentId: string;
  paidAt: number;
  amountCents: number;
  invoiceIds: string[];
  cardId: string;
}

/** The monthly budget an account keeps (`amountCents` null: none) and this period's alerts. */
export interface BudgetRecord {
  amountCents: number | null;
  /** Percentages of the budget, ascending. */
  thresholds: number[];
  alertOnForecast: boolean;
  updatedAt: number | null;
  /** The period `alerts` belong to (null before the first evaluation). */
  alertsPeriodStart: number | null;
  alerts: BillingBudgetAlert[];
}

export const DEFAULT_THRESHOLDS: readonly number[] = [50, 80, 100];

/**
 * The budget alerts mailed in a period, kept across changes of the budget: each alert (its kind,
 * threshold and the budget's amount) is mailed once a period, and at most `BUDGET_MAILS_PER_PERIOD` in
 * all, so setting a budget over and over cannot flood the billing contact's mailbox.
 */
export interface BudgetMailsRecord {
  periodStart: number | null;
  sent: string[];
}

/** Two full budgets' worth (five thresholds and the forecast each). */
export const BUDGET_MAILS_PER_PERIOD = 12;

export const blankBudget = (): BudgetRecord => ({
  amountCents: null,
  thresholds: [...DEFAULT_THRESHOLDS],
  alertOnForecast: true,
  updatedAt: null,
  alertsPeriodStart: null,
  alerts: [],
});

export interface BillingAccount {
  domainName: string;
  currency: Currency;
  billingContact: PaymentInfoContact | null;
  invoiceDetails: PaymentInfoInvoiceDetails | null;
  customInvoiceRecipientEmail: string | null;
  cards: CardRecord[];
  benefits: BenefitRecord[];
  meters: MeterRecord[];
  /** Closed periods, oldest first. */
  periods: ClosedPeriodRecord[];
  /** Start of the first period not yet billed (the current one, unless fake time moved past it). */
  openPeriodStart: number;
  invoices: InvoiceRecord[];
  payments: PaymentRecord[];
  /** When a charge was last declined (starts the 60-minute cooldown). */
  declinedAt: number | null;
  /** Invoice numbers of this account are `INV-<year>-<base + n>`: each account has its own range. */
  invoiceNumberBase: number;
  budget: BudgetRecord;
  budgetMails: BudgetMailsRecord;
}

export interface BillingState {
  accounts: Map<string, BillingAccount>;
  /** Hashes of card-provider tokens already redeemed (each works once). */
  redeemedCardTokens: Set<string>;
  paymentCount: number;
}

/** The area's slice of the world (core/world.ts declares the core records only). */
declare module '../../core/world.js' {
  interface World {
    billing: BillingState;
  }
}

/** An account's billing record; accounts created after the seed get an empty one on first use. */
export function billingAccountOf(world: World, domainName: string): BillingAccount {
  const existing = world.billing.accounts.get(domainName);
  if (existing) return existing;
  const account = blankBillingAccount(world, domainName, monthStart(world.clock.nowMs()));
  world.billing.accounts.set(domainName, account);
  return account;
}

export function blankBillingAccount(
  world: World,
  domainName: string,
  openPeriodStart: number,
): BillingAccount {
  const index = [...world.accounts.keys()].indexOf(domainName);
  return {
    domainName,
    currency: 'USD',
    billingContact: null,
    invoiceDetails: null,
    customInvoiceRecipientEmail: null,
    cards: [],
    benefits: [],
    meters: [],
    periods: [],
    openPeriodStart,
    invoices: [],
    payments: [],
    declinedAt: null,
    invoiceNumberBase: Math.max(0, index) * 1000,
    budget: blankBudget(),
    budgetMails: { periodStart: null, sent: [] },
  };
}

/** The card charges go to, if any. */
export const activeCard = (account: BillingAccount): CardRecord | undefined =>
  account.cards.find((card) => card.active);

/** Unpaid invoices of previous periods, oldest first. */
export const unpaidInvoices = (account: BillingAccount): InvoiceRecord[] =>
  account.invoices.filter((invoice) => invoice.status === 'unpaid').sort((a, b) => a.start - b.start);
