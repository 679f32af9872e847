// The demo's billing as the fake cloud seeds it, read through the API: its invoices and periods follow
// the fake clock (one invoice on the first of every month, the one issued this month unpaid for acme),
// so a test asks for the one it needs instead of assuming today's date.
import { api } from './api';
import type { WorldTarget } from './fake-cloud';
import { fakeNow } from './fake-cloud';

interface History {
  invoices: { invoiceId: string; status: string; issued: string }[];
}

/**
 * The newest paid invoice of an account (this year's, else last year's): e.g. acme's INV-<year>-0001,
 * except in January, when that one is the unpaid period just billed.
 */
export async function newestPaidInvoice(target: WorldTarget, domainName: string): Promise<string> {
  const year = (await fakeNow(target)).getUTCFullYear();
  for (const selectedYear of [year, year - 1]) {
    const { invoices } = await api<History>(
      target,
      'GET',
      `/billing/history/${domainName}?selectedYear=${selectedYear}`,
      undefined,
      { tenant: domainName },
    );
    const paid = invoices.find((invoice) => invoice.status === 'paid');
    if (paid) return paid.invoiceId;
  }
  throw new Error(`${domainName} has no paid invoice in ${year} or ${year - 1}.`);
}

/** The first day (`YYYY-MM-DD`, UTC) of the fake clock's month: the period billed then is acme's unpaid one. */
export async function billedThisMonth(target: WorldTarget): Promise<string> {
  const now = await fakeNow(target);
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)).toISOString().slice(0, 10);
}
