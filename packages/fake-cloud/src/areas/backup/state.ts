// The backup slice: per product, its backup store (databases, encryption key, when backups ran) and
// the account's temporary download links. Stores follow the products area: a product gets one when
// it is created, keeps it when terminated, and loses it when its record is deleted.
import { DAY_MS, HOUR_MS } from '../../core/clock.js';
import { hash } from '../../core/ids.js';
import { liveProducts, type ProductFacts } from '../../core/product-facts.js';
import type { Scenario, World } from '../../core/world.js';

export interface BackupStoreRecord {
  domainName: string;
  productId: string;
  displayName: string;
  /** The product's databases that are backed up. */
  databases: string[];
  /** The 256-bit key the backups are encrypted with (base64); made with the product, never changed. */
  encryptionKey: string;
  /** The product's creation (when the key was made). */
  createdAt: number;
  /** Scheduled backups run from here… */
  firstBackupAt: number;
  /** …until the product was terminated; null while they run. */
  stoppedAt: number | null;
  /** A day folder of one database holding `count` files, one every 8 seconds (scenario large). */
  burst: { databaseName: string; date: string; count: number } | null;
}

export interface DownloadLinkRecord {
  domainName: string;
  productId: string;
  databaseName: string;
  innerPath: string;
  link: string;
  createdAt: number;
  expiresAt: number;
  revokedAt: number | null;
}

export interface BackupState {
  stores: BackupStoreRecord[];
  links: DownloadLinkRecord[];
}

/** The area's slice of the world (core/world.ts declares the core records only). */
declare module '../../core/world.js' {
  interface World {
    backup: BackupState;
  }
}

/** The databases of the demo products (others get one named after the product). */
const DATABASES: Record<string, string[]> = {
  'prd-orders-eu': ['customers', 'inventory', 'orders'],
  'prd-ledger-eu': ['audit', 'ledger'],
  'prd-reports-eu': ['reports'],
  'prd-sandbox-us': ['sandbox'],
  'prd-analytics-us': ['events'],
  'prd-inventory-eu': ['inventory'],
  'prd-patients-us': ['patients', 'records'],
};

/** The products billing and backups know when the products area holds none (its slice not seeded). */
const FALLBACK_PRODUCTS: { domainName: string; productId: string; displayName: string; ageDays: number }[] = [
  { domainName: 'acme', productId: 'prd-orders-eu', displayName: 'Orders (EU)', ageDays: 67 },
  { domainName: 'acme', productId: 'prd-ledger-eu', displayName: 'Ledger', ageDays: 352 },
  { domainName: 'acme-health', productId: 'prd-patients-us', displayName: 'Patient records', ageDays: 240 },
];

const databasesOf = (productId: string): string[] =>
  DATABASES[productId] ?? [
    productId.replace(/^prd-/, '').replace(/-(eu|us|ap|asia|sa|af|me|ca|au)$/, '') || 'main',
  ];

function encryptionKeyOf(domainName: string, productId: string): string {
  return Buffer.from(hash(`backup-key:${domainName}:${productId}`), 'hex').toString('base64');
}

function storeFor(
  domainName: string,
  product: Pick<ProductFacts, 'productId' | 'displayName'>,
  createdAt: number,
) {
  return {
    domainName,
    productId: product.productId,
    displayName: product.displayName,
    databases: databasesOf(product.productId),
    encryptionKey: encryptionKeyOf(domainName, product.productId),
    createdAt,
    // The first backup runs once the product is up: an hour after it was created.
    firstBackupAt: createdAt + HOUR_MS,
    stoppedAt: null,
    burst: null,
  } satisfies BackupStoreRecord;
}

const stoppedAtOf = (product: ProductFacts, now: number): number | null =>
  product.status === 'terminated' || product.status === 'terminating' ? (product.terminatedAt ?? now) : null;

/**
 * The account's backup stores, in step with its products: new products get a store, terminated ones
 * stop backing up, deleted ones lose theirs (and their links).
 */
export function storesOf(world: World, domainName: string, now: number): BackupStoreRecord[] {
  const state = world.backup;
  const live = liveProducts(world, domainName);
  if (!live) return state.stores.filter((store) => store.domainName === domainName);
  const liveIds = new Set(live.map((product) => product.productId));
  state.stores = state.stores.filter(
    (store) => store.domainName !== domainName || liveIds.has(store.productId),
  );
  state.links = state.links.filter((link) => link.domainName !== domainName || liveIds.has(link.productId));
  for (const product of live) {
    let store = state.stores.find((candidate) => candidate.productId === product.productId);
    if (!store) {
      store = storeFor(domainName, product, product.createdAt ?? now);
      state.stores.push(store);
    }
    store.displayName = product.displayName;
    store.stoppedAt = stoppedAtOf(product, now);
  }
  return state.stores.filter((store) => store.domainName === domainName);
}

/** The backup seed: a store per product, and in scenario `large` megacorp's first product's burst folder. */
export function seedBackup(world: World, scenario: Scenario): BackupState {
  const now = world.seededAt;
  const stores: BackupStoreRecord[] = [];
  for (const domainName of world.accounts.keys()) {
    const live = liveProducts(world, domainName);
    if (live) {
      for (const product of live) {
        stores.push({
          ...storeFor(domainName, product, product.createdAt ?? now),
          stoppedAt: stoppedAtOf(product, now),
        });
      }
    } else {
      for (const product of FALLBACK_PRODUCTS.filter((candidate) => candidate.domainName === domainName)) {
        stores.push(storeFor(domainName, product, now - product.ageDays * DAY_MS));
      }
    }
  }
  // megacorp's first product as the portal lists backups: by display name.
  const first =
    scenario === 'large'
      ? stores
          .filter((store) => store.domainName === 'megacorp')
          .sort((a, b) => a.displayName.localeCompare(b.displayName))[0]
      : undefined;
  if (first) {
    first.burst = {
      databaseName: first.databases[0] ?? 'main',
      date: new Date(now - DAY_MS).toISOString().slice(0, 10),
      count: 10_000,
    };
  }
  return { stores, links: [] };
}
