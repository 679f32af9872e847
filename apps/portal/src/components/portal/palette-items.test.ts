import type { ProductSummary, Role, UserCloudAccount, UserInfo } from '@dbcloud/api-client';
import { describe, expect, it } from 'vitest';
import { IDLE_PRODUCTS, itemScore, type PaletteItem, paletteItems, rankPalette } from './palette-items';

const ALL_ROLES: Role[] = [
  'Products',
  'Backups',
  'Billing',
  'ApiAccess',
  'Support',
  'Account',
  'UserManagement',
  'BillingInformation',
];

const accountWith = (domainName: string, roles: Role[]): UserCloudAccount => ({
  domainName,
  accountType: 'Regular',
  managedBy: 'direct',
  roles,
});

const product = (productId: string, displayName: string, region = 'eu-central-1'): ProductSummary =>
  ({
    productId,
    displayName,
    subdomainName: displayName.toLowerCase().replaceAll(' ', '-'),
    cloudProvider: 'Aws',
    region,
  }) as ProductSummary;

const owner = accountWith('acme', ALL_ROLES);
const userOf = (...accounts: UserCloudAccount[]): UserInfo => ({
  isAuthenticated: true,
  cloudAccounts: accounts,
});

const PRODUCTS = [
  product('prd-1a2b', 'Orders primary'),
  product('prd-3c4d', 'Reports replica', 'us-east-1'),
  product('prd-5e6f', 'Analytics warehouse'),
];

const labels = (items: readonly PaletteItem[]) => items.map((item) => item.label);
const ranked = (items: readonly PaletteItem[], query: string) =>
  rankPalette(items, query).map((group) => [group.heading, labels(group.items)]);

describe('the palette’s items', () => {
  it('offers the owner every page, every action, the products and the other accounts', () => {
    const items = paletteItems({
      user: userOf(owner, accountWith('globex', ['Products'])),
      account: owner,
      products: PRODUCTS,
    });
    expect(labels(items.filter((item) => item.kind === 'page'))).toEqual([
      'Home',
      'Products',
      'Backups',
      'Billing',
      'API keys',
      'Account',
      'Support',
      'Profile',
    ]);
    expect(labels(items.filter((item) => item.kind === 'action'))).toEqual([
      'Create a product',
      'Create an API key',
      'Pay now',
      'Contact support',
    ]);
    expect(labels(items.filter((item) => item.kind === 'product'))).toEqual([
      'Orders primary',
      'Reports replica',
      'Analytics warehouse',
    ]);
    expect(items.filter((item) => item.kind === 'account').map((item) => item.target)).toEqual([
      { account: accountWith('globex', ['Products']) },
    ]);
  });

  it('leaves out what the user’s roles do not allow: no Billing page and no Pay now without Billing', () => {
    const member = accountWith('acme', ['Products', 'Backups', 'ApiAccess', 'Support', 'Account']);
    const items = paletteItems({ user: userOf(member), account: member, products: PRODUCTS });
    expect(labels(items)).not.toContain('Billing');
    expect(labels(items)).not.toContain('Pay now');
    expect(labels(items)).toContain('Create an API key');
    const none = accountWith('acme', []);
    const bare = paletteItems({ user: userOf(none), account: none, products: undefined });
    expect(labels(bare)).toEqual(['Home', 'Profile']);
  });

  it('without an account (the profile of a user with none) offers the profile alone', () => {
    expect(labels(paletteItems({ user: userOf(), account: undefined, products: undefined }))).toEqual([
      'Profile',
    ]);
  });

  it('says where a product is: its id, cloud and region', () => {
    const [item] = paletteItems({ user: userOf(owner), account: owner, products: PRODUCTS }).filter(
      (entry) => entry.kind === 'product',
    );
    expect(item?.detail).toBe('prd-1a2b · AWS eu-central-1');
    expect(item?.target).toEqual({ to: '/portal/$cloudAccount/product/general/$id', id: 'prd-1a2b' });
  });
});

describe('ranking', () => {
  const items = paletteItems({
    user: userOf(owner, accountWith('acme-health', ['Products'])),
    account: owner,
    products: PRODUCTS,
  });

  it('finds a product by part of its name, its id or its region, and puts its group first', () => {
    expect(ranked(items, 'repl')).toEqual([['Products', ['Reports replica']]]);
    expect(ranked(items, 'prd-5e')).toEqual([['Products', ['Analytics warehouse']]]);
    expect(ranked(items, 'us-east')).toEqual([['Products', ['Reports replica']]]);
  });

  it('wants every word typed, in any order and case', () => {
    expect(ranked(items, 'PRIMARY orders')).toEqual([['Products', ['Orders primary']]]);
    expect(ranked(items, 'orders replica')).toEqual([]);
  });

  it('ranks the start of a label over the start of a word inside it over the middle of one', () => {
    const of = (label: string): PaletteItem => ({
      id: label,
      kind: 'product',
      label,
      target: { to: '/portal/profile' },
    });
    expect(itemScore(of('rep'), 'rep')).toBeGreaterThan(itemScore(of('reports'), 'rep'));
    expect(itemScore(of('reports'), 'rep')).toBeGreaterThan(itemScore(of('eu-reports'), 'rep'));
    expect(itemScore(of('eu-reports'), 'rep')).toBeGreaterThan(itemScore(of('prepaid'), 'rep'));
    expect(itemScore(of('prepaid'), 'xyz')).toBe(0);
  });

  it('finds pages and actions by other words, the label’s match ranking first', () => {
    expect(ranked(items, 'invoices')).toEqual([['Pages', ['Billing']]]);
    const support = ranked(items, 'support');
    expect(support[0]).toEqual(['Pages', ['Support']]);
    expect(support).toContainEqual(['Actions', ['Contact support']]);
  });

  it('finds another account to switch to', () => {
    expect(ranked(items, 'health')).toEqual([['Switch account', ['acme-health']]]);
  });

  it('with nothing typed shows every group in order, and only the newest products', () => {
    const many = paletteItems({
      user: userOf(owner),
      account: owner,
      products: Array.from({ length: 12 }, (_, i) => product(`prd-${i}`, `Product ${i}`)),
    });
    const groups = rankPalette(many, '  ');
    expect(groups.map((group) => group.heading)).toEqual(['Pages', 'Actions', 'Products']);
    expect(groups[2]?.items).toHaveLength(IDLE_PRODUCTS);
    expect(groups[2]?.items[0]?.label).toBe('Product 0');
  });
});
