// The Billing operations: pay-now, the current period, benefits, history, spendings, cost details,
// invoices and charging unpaid periods.
import type {
  BillingCostDetails,
  BillingPayNow,
  BillingSpendingsSeries,
  Invoice,
  InvoiceListItem,
} from '@dbcloud/api-client';
import { iso, isoDate } from '../../core/clock.js';
import type { Implementation } from '../../core/context.js';
import { notFound, unprocessable } from '../../core/problem.js';
import { declaredQuota, limitReached } from '../../core/rate-limit.js';
import { monthKey, monthStart, type PeriodSpan, periodBilledAsOf, periodShape } from './calendar.js';
import { creditTotal, netByProduct } from './credits.js';
import { costsByProduct, periodCosts } from './ledger.js';
import { benefitsOf, currentTotalsOf, ledgerOf, money, openPeriod } from './readers.js';
import { activeCard, type BillingAccount, type InvoiceRecord, unpaidInvoices } from './state.js';

/** A declined charge blocks further charges for this long. */
/** After a declined charge the next try waits this long (the contract's `pay-now` limit: one an hour). */
export const CHARGE_COOLDOWN_MS = declaredQuota('pay-now').windowSeconds * 1000;
const MAX_SPENDINGS_MONTHS = 24;

function cooldownUntil(account: BillingAccount, now: number): number | null {
  if (account.declinedAt === null) return null;
  const until = account.declinedAt + CHARGE_COOLDOWN_MS;
  return now < until ? until : null;
}

function payNowOf(account: BillingAccount, now: number): BillingPayNow {
  const unpaid = unpaidInvoices(account);
  const oldest = unpaid[0];
  const newest = unpaid.at(-1);
  const cooldown = cooldownUntil(account, now);
  const card = activeCard(account);
  const status = !oldest
    ? 'nothingDue'
    : cooldown !== null
      ? 'cooldown'
      : card
        ? 'available'
        : 'noActiveCard';
  return {
    hasUnpaidPeriod: oldest !== undefined,
    amountDue: money(
      unpaid.reduce((total, invoice) => total + invoice.totalCents, 0),
      account.currency,
    ),
    unpaidPeriod: oldest && newest ? periodShape({ start: oldest.start, end: newest.end }) : null,
    invoiceIds: unpaid.map((invoice) => invoice.invoiceId),
    status,
    cooldownUntil: status === 'cooldown' && cooldown !== null ? iso(cooldown) : null,
    activeCard: card ? { id: card.id, last4Digits: card.last4Digits, ccType: card.ccType } : null,
  };
}

const listItemOf = (invoice: InvoiceRecord, account: BillingAccount): InvoiceListItem => ({
  invoiceId: invoice.invoiceId,
  period: periodShape(invoice),
  issued: isoDate(invoice.issuedAt),
  status: invoice.status,
  total: money(invoice.totalCents, account.currency),
});

const invoiceOf = (invoice: InvoiceRecord, account: BillingAccount): Invoice => ({
  ...listItemOf(invoice, account),
  currency: account.currency,
  lines: invoice.lines,
  subtotal: money(invoice.subtotalCents, account.currency),
  creditsApplied: money(invoice.creditsCents, account.currency),
  paidAt: invoice.paidAt === null ? null : iso(invoice.paidAt),
  billedTo: invoice.billedTo,
});

function costDetailsOf(account: BillingAccount, span: PeriodSpan, now: number): BillingCostDetails | null {
  const closed = account.periods.find((period) => period.start === span.start);
  const isOpen = span.start === account.openPeriodStart;
  if (!closed && !isOpen) return null;
  const costs = closed ?? periodCosts(account, span, now);
  const credits = creditTotal(costs.credits);
  return {
    period: periodShape(span),
    invoiceId: closed?.invoiceId ?? null,
    currency: account.currency,
    products: costs.products,
    subtotal: money(costs.subtotalCents, account.currency),
    creditsApplied: money(credits, account.currency),
    total: money(costs.subtotalCents - credits, account.currency),
  };
}

interface MonthSpending {
  month: string;
  /** Costs before credits, per product. */
  costs: Record<string, number>;
  /** Costs after credits, per product. */
  net: Record<string, number>;
  names: Record<string, string>;
}

function spendingOf(account: BillingAccount, start: number, now: number): MonthSpending {
  const month = monthKey(start);
  const closed = account.periods.find((period) => period.start === start);
  if (closed) {
    const names = Object.fromEntries(
      closed.products.map((product) => [product.productId, product.displayName]),
    );
    return { month, costs: costsByProduct(closed.products), net: closed.netByProduct, names };
  }
  if (start !== account.openPeriodStart) return { month, costs: {}, net: {}, names: {} };
  const current = periodCosts(account, openPeriod(account), now);
  const costs = costsByProduct(current.products);
  const names = Object.fromEntries(
    current.products.map((product) => [product.productId, product.displayName]),
  );
  return { month, costs, net: netByProduct(costs, creditTotal(current.credits)), names };
}

function seriesOf(months: MonthSpending[], groupBy: 'month' | 'product'): BillingSpendingsSeries[] {
  const sum = (values: Record<string, number>) =>
    Object.values(values).reduce((total, cents) => total + cents, 0);
  if (groupBy === 'month') {
    return [
      {
        key: 'total',
        label: 'Total',
        productId: null,
        points: months.map((m) => ({ month: m.month, amountCents: sum(m.net) })),
      },
    ];
  }
  const products = new Map<string, { label: string; total: number }>();
  for (const m of months) {
    for (const [productId, cents] of Object.entries(m.costs)) {
      if (cents <= 0) continue;
      const entry = products.get(productId) ?? { label: productId, total: 0 };
      entry.label = m.names[productId] ?? entry.label;
      entry.total += m.net[productId] ?? 0;
      products.set(productId, entry);
    }
  }
  return [...products]
    .sort(([, a], [, b]) => b.total - a.total || a.label.localeCompare(b.label))
    .map(([productId, entry]) => ({
      key: productId,
      label: entry.label,
      productId,
      points: months.map((m) => ({ month: m.month, amountCents: m.net[productId] ?? 0 })),
    }));
}

const dateMs = (date: string) => Date.parse(`${date}T00:00:00Z`);

export const billingOperations = {
  getPayNow({ response }, ctx) {
    return response(200).json(payNowOf(ledgerOf(ctx), ctx.now));
  },

  getBillingCurrentSummary({ response }, ctx) {
    const account = ledgerOf(ctx);
    const span = openPeriod(account);
    const soFar = periodCosts(account, span, ctx.now);
    const creditsSoFar = creditTotal(soFar.credits);
    const { soFarCents, forecastCents } = currentTotalsOf(account, ctx.now);
    return response(200).json({
      period: periodShape(span),
      asOf: iso(ctx.now),
      currency: account.currency,
      lines: soFar.products.map((product) => ({
        productId: product.productId,
        displayName: product.displayName,
        tier: product.tier,
        hours: soFar.hours[product.productId] ?? 0,
        amount: money(product.amountCents, account.currency),
      })),
      totalSoFar: money(soFarCents, account.currency),
      forecast: money(forecastCents, account.currency),
      creditsApplied: money(creditsSoFar, account.currency),
    });
  },

  getAccountBenefits({ response }, ctx) {
    const account = ledgerOf(ctx);
    const benefits = benefitsOf(account, ctx.now);
    const totalRemaining = benefits.reduce((total, benefit) => total + benefit.remaining.amountCents, 0);
    return response(200).json({ benefits, totalRemaining: money(totalRemaining, account.currency) });
  },

  getBillingHistory({ query, response }, ctx) {
    const account = ledgerOf(ctx);
    const selectedYear = Number(query.get('selectedYear'));
    const yearOf = (invoice: InvoiceRecord) => new Date(invoice.issuedAt).getUTCFullYear();
    const years = new Set([new Date(ctx.now).getUTCFullYear(), ...account.invoices.map(yearOf)]);
    const invoices = account.invoices
      .filter((invoice) => yearOf(invoice) === selectedYear)
      .sort((a, b) => b.issuedAt - a.issuedAt)
      .map((invoice) => listItemOf(invoice, account));
    return response(200).json({
      selectedYear,
      availableYears: [...years].sort((a, b) => b - a),
      invoices,
    });
  },

  async getBillingSpendings({ request, response }, ctx) {
    const body = await request.json();
    const from = monthStart(dateMs(body.from));
    const to = monthStart(dateMs(body.to));
    if (dateMs(body.to) < dateMs(body.from)) {
      throw unprocessable('The range ends before it starts.', { to: ['must not be before from'] });
    }
    const starts: number[] = [];
    for (let start = from; start <= to; start = monthStart(start, 1)) starts.push(start);
    if (starts.length > MAX_SPENDINGS_MONTHS) {
      throw unprocessable(
        `The range spans ${starts.length} months; at most ${MAX_SPENDINGS_MONTHS} can be shown.`,
        {
          to: [`must be within ${MAX_SPENDINGS_MONTHS} months of from`],
        },
      );
    }
    const account = ledgerOf(ctx);
    const months = starts.map((start) => spendingOf(account, start, ctx.now));
    const series = seriesOf(months, body.groupBy);
    const total = series.reduce((sum, s) => sum + s.points.reduce((t, point) => t + point.amountCents, 0), 0);
    return response(200).json({
      from: body.from,
      to: body.to,
      groupBy: body.groupBy,
      months: months.map((m) => m.month),
      series,
      total: money(total, account.currency),
    });
  },

  getCostsDetails({ query, response }, ctx) {
    const account = ledgerOf(ctx);
    const billedAsOf = String(query.get('billedAsOf'));
    const span = periodBilledAsOf(billedAsOf);
    const details = span ? costDetailsOf(account, span, ctx.now) : null;
    if (!details) {
      throw notFound(`${ctx.tenant?.domainName} has no billing period billed as of ${billedAsOf}.`);
    }
    return response(200).json(details);
  },

  getInvoiceDetails({ params, response }, ctx) {
    const account = ledgerOf(ctx);
    const invoice = account.invoices.find((candidate) => candidate.invoiceId === params.invoiceId);
    if (!invoice) throw notFound(`${account.domainName} has no invoice ${params.invoiceId}.`);
    return response(200).json(invoiceOf(invoice, account));
  },

  chargeUpToPreviousBillingPeriod({ response }, ctx) {
    const account = ledgerOf(ctx);
    const cooldown = cooldownUntil(account, ctx.now);
    if (cooldown !== null) {
      throw limitReached(
        {
          quota: declaredQuota('pay-now'),
          remaining: 0,
          resetSeconds: Math.max(1, Math.ceil((cooldown - ctx.now) / 1000)),
        },
        `The last charge was declined. Try again after ${iso(cooldown)}.`,
      );
    }
    const unpaid = unpaidInvoices(account);
    if (unpaid.length === 0) throw unprocessable('Nothing is unpaid: there is nothing to charge.');
    const card = activeCard(account);
    if (!card) {
      throw unprocessable('There is no active card to charge. Add a card or make one active first.');
    }
    if (card.declinesCharges) {
      account.declinedAt = ctx.now;
      throw unprocessable(
        `The card ending ${card.last4Digits} was declined. Try again in 60 minutes or use another card.`,
        undefined,
        'card-declined',
      );
    }
    const amountCents = unpaid.reduce((total, invoice) => total + invoice.totalCents, 0);
    for (const invoice of unpaid) {
      invoice.status = 'paid';
      invoice.paidAt = ctx.now;
    }
    ctx.world.billing.paymentCount += 1;
    const paymentId = `pay-${isoDate(ctx.now).replaceAll('-', '')}-${String(ctx.world.billing.paymentCount).padStart(4, '0')}`;
    const invoiceIds = unpaid.map((invoice) => invoice.invoiceId);
    account.payments.push({ paymentId, paidAt: ctx.now, amountCents, invoiceIds, cardId: card.id });
    return response(200).json({
      paymentId,
      paidAt: iso(ctx.now),
      amount: money(amountCents, account.currency),
      invoiceIds,
      card: { id: card.id, last4Digits: card.last4Digits, ccType: card.ccType },
    });
  },
} satisfies Partial<Implementation>;
