// Switching account keeps the page: /portal/a/billing/summary ->
// /portal/b/billing/summary. A page about one record of the old account opens its list page instead.
const RECORD_PAGES: [RegExp, string][] = [
  [/^product\/[^/]+\/[^/]+\/?$/, 'products'],
  [/^billing\/cost-details\/[^/]+\/?$/, 'billing/summary'],
  [/^billing\/invoice-details\/[^/]+\/?$/, 'billing/summary'],
  // The product, database and folder in its search are the old account's: the new one's first product.
  [/^backups\/?$/, 'backups'],
];

/** The href of the same page under another account. */
export function samePageFor(href: string, next: string): string {
  const url = new URL(href, 'https://portal.invalid');
  const match = /^\/portal\/[^/]+(?:\/(.*))?$/.exec(url.pathname);
  if (!match) return `/portal/${encodeURIComponent(next)}/home`;
  const rest = match[1] ?? 'home';
  for (const [pattern, list] of RECORD_PAGES) {
    if (pattern.test(rest)) return `/portal/${encodeURIComponent(next)}/${list}`;
  }
  return `/portal/${encodeURIComponent(next)}/${rest || 'home'}${url.search}`;
}
