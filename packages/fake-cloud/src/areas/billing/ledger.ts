// The account's ledger over time: each period that has ended is billed (its costs frozen, benefits
// drawn down, an invoice issued) the first time billing state is read after it ended; its meters follow
// the products first (metering.ts).
import type { BillingCostProduct, InvoiceBillingContact, InvoiceLine } from '@dbcloud/api-client';
import type { World } from '../../core/world.js';
import { monthStart, type PeriodSpan } from './calendar.js';
import { creditsFor, creditTotal, netByProduct } from './credits.js';
import { syncMeters } from './metering.js';
import { costItems, hourlyRateOf, hoursRun, type MeterRecord, ranIn, sumCents } from './prices.js';
import type { BillingAccount, CreditUse, InvoiceRecord } from './state.js';

// ---- a period's costs ------------------------------------------------------------------------------

export interface PeriodCosts {
  products: BillingCostProduct[];
  /** Hours each product ran (not node-hours). */
  hours: Record<string, number>;
  subtotalCents: number;
  credits: CreditUse[];
}

/** A period's costs up to `upTo`: per product (Free ones with no items), then the credits. */
export function periodCosts(account: BillingAccount, span: PeriodSpan, upTo: number): PeriodCosts {
  const byProduct = new Map<string, { product: BillingCostProduct; hours: number }>();
  for (const meter of account.meters) {
    if (!ranIn(meter, span, upTo)) continue;
    const entry = byProduct.get(meter.productId) ?? {
      product: {
        productId: meter.productId,
        displayName: meter.displayName,
        tier: meter.tier,
        items: [],
        amountCents: 0,
      },
      hours: 0,
    };
    entry.product.displayName = meter.displayName;
    entry.product.tier = meter.tier;
    entry.product.items.push(...costItems(meter, span, upTo));
    entry.product.amountCents = sumCents(entry.product.items);
    entry.hours += hoursRun(meter, span, upTo);
    byProduct.set(meter.productId, entry);
  }
  const products = [...byProduct.values()]
    .map((entry) => entry.product)
    .sort((a, b) => b.amountCents - a.amountCents || a.displayName.localeCompare(b.displayName));
  return {
    products,
    hours: Object.fromEntries([...byProduct].map(([productId, entry]) => [productId, entry.hours])),
    subtotalCents: sumCents(products),
    credits: creditsFor(account.benefits, account.meters, span, upTo),
  };
}

export const costsByProduct = (products: readonly BillingCostProduct[]): Record<string, number> =>
  Object.fromEntries(products.map((product) => [product.productId, product.amountCents]));

// ---- billing a period ------------------------------------------------------------------------------

function billedTo(world: World, account: BillingAccount): InvoiceBillingContact {
  const owner = world.accounts.get(account.domainName)?.ownerEmail ?? '';
  const [first = '', ...rest] = (world.users.get(owner)?.name ?? owner).split(' ');
  const contact = account.billingContact ?? {
    billingFirstName: first,
    billingLastName: rest.join(' '),
    billingEmail: owner,
    billingPhone: world.users.get(owner)?.phoneNumber ?? '',
  };
  const details = account.invoiceDetails;
  return {
    ...contact,
    companyName: details?.companyName ?? null,
    addressLine1: details?.addressLine1 ?? null,
    addressLine2: details?.addressLine2 ?? null,
    city: details?.city ?? null,
    postalCode: details?.postalCode ?? null,
    country: details?.country ?? null,
    vatId: details?.vatId ?? null,
  };
}

function invoiceLines(account: BillingAccount, costs: PeriodCosts, span: PeriodSpan): InvoiceLine[] {
  const lines: InvoiceLine[] = [];
  const metersOf = new Map<string, MeterRecord[]>();
  for (const meter of account.meters)
    metersOf.set(meter.productId, [...(metersOf.get(meter.productId) ?? []), meter]);
  for (const product of costs.products) {
    if (product.amountCents === 0) continue;
    for (const meter of metersOf.get(product.productId) ?? []) {
      const hours = hoursRun(meter, span, span.end);
      if (hours === 0) continue;
      const rate = hourlyRateOf(meter);
      lines.push({
        description: `${product.displayName} - ${meter.tier} ${meter.instanceType}, ${meter.nodeCount} ${meter.nodeCount === 1 ? 'node' : 'nodes'}, ${hours * meter.nodeCount} hours`,
        productId: product.productId,
        quantity: hours * meter.nodeCount,
        unitPriceCents: rate / 1000,
        amountCents: Math.round((hours * meter.nodeCount * rate) / 1000),
      });
    }
    const usage = sumCents(product.items.filter((item) => item.kind !== 'compute'));
    lines.push({
      description: `${product.displayName} - storage, backup and data transfer`,
      productId: product.productId,
      quantity: 1,
      unitPriceCents: usage,
      amountCents: usage,
    });
  }
  for (const credit of costs.credits) {
    lines.push({
      description: `Credit: ${credit.title}`,
      productId: null,
      quantity: 1,
      unitPriceCents: -credit.cents,
      amountCents: -credit.cents,
    });
  }
  return lines;
}

function nextInvoiceId(account: BillingAccount, issuedAt: number): string {
  const year = new Date(issuedAt).getUTCFullYear();
  const sameYear = account.invoices.filter((invoice) => new Date(invoice.issuedAt).getUTCFullYear() === year);
  return `INV-${year}-${String(account.invoiceNumberBase + sameYear.length + 1).padStart(4, '0')}`;
}

function issueInvoice(
  world: World,
  account: BillingAccount,
  span: PeriodSpan,
  costs: PeriodCosts,
): InvoiceRecord {
  const lines = invoiceLines(account, costs, span);
  const creditsCents = creditTotal(costs.credits);
  const subtotalCents = lines
    .filter((line) => line.amountCents > 0)
    .reduce((t, line) => t + line.amountCents, 0);
  const totalCents = subtotalCents - creditsCents;
  // An invoice the credits pay entirely is paid when issued.
  const invoice: InvoiceRecord = {
    invoiceId: nextInvoiceId(account, span.end),
    start: span.start,
    end: span.end,
    issuedAt: span.end,
    status: totalCents > 0 ? 'unpaid' : 'paid',
    lines,
    subtotalCents,
    creditsCents,
    totalCents,
    paidAt: totalCents > 0 ? null : span.end,
    billedTo: billedTo(world, account),
  };
  account.invoices.push(invoice);
  return invoice;
}

/** Bills the account's open period: freezes its costs, draws down benefits, issues its invoice. */
function closeOpenPeriod(world: World, account: BillingAccount): void {
  const span = { start: account.openPeriodStart, end: monthStart(account.openPeriodStart, 1) };
  const costs = periodCosts(account, span, span.end);
  for (const credit of costs.credits) {
    const benefit = account.benefits.find((candidate) => candidate.id === credit.benefitId);
    if (benefit) benefit.usedCents += credit.cents;
  }
  const credit = creditTotal(costs.credits);
  const managedBy = world.accounts.get(account.domainName)?.managedBy ?? 'direct';
  const billsHere = managedBy === 'direct' && costs.subtotalCents > 0;
  const invoice = billsHere ? issueInvoice(world, account, span, costs) : null;
  account.periods.push({
    ...span,
    products: costs.products,
    subtotalCents: costs.subtotalCents,
    credits: costs.credits,
    netByProduct: netByProduct(costsByProduct(costs.products), credit),
    invoiceId: invoice?.invoiceId ?? null,
  });
  account.openPeriodStart = span.end;
}

/** Brings the account up to `now`: meters follow the products, ended periods are billed. */
export function settle(world: World, account: BillingAccount, now: number): void {
  syncMeters(world, account, now);
  while (monthStart(account.openPeriodStart, 1) <= now) closeOpenPeriod(world, account);
}
