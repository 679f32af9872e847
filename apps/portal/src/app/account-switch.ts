// Switching account keeps the page: /portal/a/billing/summary?months=6 -> /portal/b/billing/summary?months=6.
// A page about one record of the old account (a product, an invoice, a backup folder: its route's
// `staticData.record`) opens its area's page instead, the records' list in the new account.
import { type AreaPage, NAV_ITEMS, type NavArea } from './navigation';

/** What switching needs of a route match: the router's matches for the page on screen have it. */
interface PageMatch {
  staticData: { area?: NavArea; record?: true };
}

/** The same page, under account `next`: its params but the account, its search. */
export interface SamePage {
  to: '.';
  params: <P extends object>(current: P) => P & { cloudAccount: string };
  search: true;
}

/** The record's list, under account `next`. */
export interface ListPage {
  to: AreaPage;
  params: { cloudAccount: string };
}

/**
 * Where switching to account `next` goes from the page the router matched (`matches`, the page last):
 * a link's or a navigation's `to` and `params` (a `.` destination is the page on screen).
 */
export function samePageFor(matches: readonly PageMatch[], next: string): SamePage | ListPage {
  const record = matches.findLast((match) => match.staticData.record)?.staticData;
  const list = NAV_ITEMS.find((item) => item.area === record?.area)?.to;
  if (list) return { to: list, params: { cloudAccount: next } };
  return { to: '.', params: (current) => ({ ...current, cloudAccount: next }), search: true };
}
