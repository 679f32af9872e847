// What the command palette offers and in which order: the pages of the navigation, the account's
// products, the other accounts and the actions, each only when the user's roles allow it (`can`), then
// ranked against what the person typed. Pure: the palette (command-palette.tsx) renders and runs them.
import type { ProductSummary, UserCloudAccount, UserInfo } from '@dbcloud/api-client';
import { can } from '../../app/access';
import { type AreaPage, navItemsFor } from '../../app/navigation';
import { CLOUD_NAMES } from '../../app/site-labels';

export type PaletteKind = 'page' | 'product' | 'action' | 'account';

/** Where an item goes: a page of the account (a product's with its id), the profile, or another account. */
export type PaletteTarget =
  | { to: AreaPage | '/portal/$cloudAccount/product/create'; hash?: string }
  | { to: '/portal/$cloudAccount/product/general/$id'; id: string }
  | { to: '/portal/profile' }
  | { account: UserCloudAccount };

export interface PaletteItem {
  /** Unique among the items (the listbox's option value). */
  id: string;
  kind: PaletteKind;
  label: string;
  /** Shown after the label, searched too: a product's id and region, an account's note. */
  detail?: string;
  /** Other words it is found by ("invoices" finds Billing). */
  keywords?: readonly string[];
  target: PaletteTarget;
}

/** The groups in the order they show when nothing is typed. */
export const PALETTE_GROUPS: Record<PaletteKind, string> = {
  page: 'Pages',
  action: 'Actions',
  product: 'Products',
  account: 'Switch account',
};

/** Words a page is also found by. */
const PAGE_WORDS: Partial<Record<AreaPage, readonly string[]>> = {
  '/portal/$cloudAccount/home': ['dashboard', 'overview'],
  '/portal/$cloudAccount/products': ['databases', 'clusters'],
  '/portal/$cloudAccount/backups': ['restore', 'snapshots'],
  '/portal/$cloudAccount/billing/summary': ['invoices', 'costs', 'payments'],
  '/portal/$cloudAccount/apiKeys': ['tokens', 'api'],
  '/portal/$cloudAccount/account': ['users', 'members', 'team', 'invitations'],
  '/portal/$cloudAccount/support': ['help', 'tickets'],
};

export interface PaletteSources {
  user: UserInfo;
  /** The account the navigation opens; none for a user without accounts. */
  account: UserCloudAccount | undefined;
  /** The account's products, once loaded (and only when the user may list them). */
  products: readonly ProductSummary[] | undefined;
}

/** Everything the user may open or do from here, in the groups' order. */
export function paletteItems({ user, account, products }: PaletteSources): PaletteItem[] {
  const items: PaletteItem[] = [];
  if (account) {
    for (const nav of navItemsFor(account)) {
      items.push({
        id: `page:${nav.area}`,
        kind: 'page',
        label: nav.label,
        keywords: PAGE_WORDS[nav.to],
        target: { to: nav.to },
      });
    }
  }
  items.push({
    id: 'page:profile',
    kind: 'page',
    label: 'Profile',
    keywords: ['password', 'two-factor', 'authenticator', 'me'],
    target: { to: '/portal/profile' },
  });
  if (account) {
    const actions: [string, string, PaletteTarget, readonly string[]][] = [];
    if (can(account, 'createProduct')) {
      actions.push([
        'create-product',
        'Create a product',
        { to: '/portal/$cloudAccount/product/create' },
        ['new', 'database'],
      ]);
    }
    if (can(account, 'createApiKey')) {
      actions.push([
        'create-api-key',
        'Create an API key',
        { to: '/portal/$cloudAccount/apiKeys' },
        ['new', 'token'],
      ]);
    }
    if (can(account, 'chargeUpToPreviousBillingPeriod')) {
      actions.push([
        'pay-now',
        'Pay now',
        { to: '/portal/$cloudAccount/billing/summary' },
        ['balance', 'unpaid', 'charge'],
      ]);
    }
    if (can(account, 'createSupportRequest')) {
      actions.push([
        'contact-support',
        'Contact support',
        { to: '/portal/$cloudAccount/support' },
        ['help', 'request', 'ticket'],
      ]);
    }
    for (const [id, label, target, keywords] of actions) {
      items.push({ id: `action:${id}`, kind: 'action', label, keywords, target });
    }
  }
  for (const product of products ?? []) {
    items.push({
      id: `product:${product.productId}`,
      kind: 'product',
      label: product.displayName,
      detail: `${product.productId} · ${CLOUD_NAMES[product.cloudProvider]} ${product.region}`,
      keywords: [product.subdomainName],
      target: { to: '/portal/$cloudAccount/product/general/$id', id: product.productId },
    });
  }
  for (const other of user.cloudAccounts) {
    if (other.domainName === account?.domainName) continue;
    items.push({
      id: `account:${other.domainName}`,
      kind: 'account',
      label: other.domainName,
      keywords: ['switch', 'account'],
      target: { account: other },
    });
  }
  return items;
}

/** How well one typed word fits a text: 0 when it does not. */
function wordScore(word: string, text: string, weight: number): number {
  const lower = text.toLowerCase();
  if (lower === word) return 8 * weight;
  if (lower.startsWith(word)) return 6 * weight;
  const at = lower.indexOf(word);
  if (at < 0) return 0;
  // The start of a word inside the text ("rep" in "eu-reports") beats the middle of one.
  return /[^a-z0-9]/.test(lower.charAt(at - 1)) ? 4 * weight : 2 * weight;
}

/**
 * How well an item fits what was typed: every word typed must be found (in its label, detail or
 * keywords), the label counting most; 0 when one is not.
 */
export function itemScore(item: PaletteItem, query: string): number {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  let total = 0;
  for (const word of words) {
    const best = Math.max(
      wordScore(word, item.label, 3),
      item.detail ? wordScore(word, item.detail, 2) : 0,
      ...(item.keywords ?? []).map((keyword) => wordScore(word, keyword, 1)),
    );
    if (best === 0) return 0;
    total += best;
  }
  return total;
}

export interface PaletteGroup {
  kind: PaletteKind;
  heading: string;
  items: PaletteItem[];
}

/** When nothing is typed, at most this many products show (the newest first, as the list shows them). */
export const IDLE_PRODUCTS = 5;

/**
 * The items that fit `query`, in groups: nothing typed, every group in its usual order (a few products);
 * else the items that fit, best first in each group, and the group with the best fit first.
 */
export function rankPalette(items: readonly PaletteItem[], query: string): PaletteGroup[] {
  const kinds = Object.keys(PALETTE_GROUPS) as PaletteKind[];
  const typed = query.trim();
  const groups = kinds.map((kind) => {
    const ofKind = items.filter((item) => item.kind === kind);
    if (!typed) {
      const shown = kind === 'product' ? ofKind.slice(0, IDLE_PRODUCTS) : ofKind;
      return { kind, heading: PALETTE_GROUPS[kind], items: shown, best: 0 };
    }
    const scored = ofKind
      .map((item, index) => ({ item, index, score: itemScore(item, typed) }))
      .filter((entry) => entry.score > 0)
      .sort((a, b) => b.score - a.score || a.index - b.index);
    return {
      kind,
      heading: PALETTE_GROUPS[kind],
      items: scored.map((entry) => entry.item),
      best: scored[0]?.score ?? 0,
    };
  });
  return groups
    .filter((group) => group.items.length > 0)
    .sort((a, b) => b.best - a.best || kinds.indexOf(a.kind) - kinds.indexOf(b.kind))
    .map(({ kind, heading, items: shown }) => ({ kind, heading, items: shown }));
}
