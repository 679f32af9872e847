// Switching account keeps the page: /portal/a/billing/summary?months=6 -> /portal/b/billing/summary?months=6.
// A page about one record of the old account (a product, an invoice, a backup folder) opens the page
// its route names in `staticData.switchesTo` instead, the record's list in the new account.
import type { AreaPage } from './navigation';

/** What switching needs of a route match: the router's matches for the page on screen have it. */
interface PageMatch {
  staticData: { switchesTo?: AreaPage };
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
  const list = matches.findLast((match) => match.staticData.switchesTo)?.staticData.switchesTo;
  if (list) return { to: list, params: { cloudAccount: next } };
  return { to: '.', params: (current) => ({ ...current, cloudAccount: next }), search: true };
}
