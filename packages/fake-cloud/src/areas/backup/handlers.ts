// The Backup operations: products with backups, folder listings, encryption keys and temporary
// download links (counted, listed, expiring over fake time, revocable all at once).
import type { BackupDownloadLink, BackupEntry } from '@dbcloud/api-client';
import { HOUR_MS, iso } from '../../core/clock.js';
import type { Implementation } from '../../core/context.js';
import { type RequestContext, requireTenant } from '../../core/context.js';
import { hash, token } from '../../core/ids.js';
import { notFound } from '../../core/problem.js';
import { limitAttempts } from '../../core/rate-limit.js';
import { databasesWithBackups, dayFiles, dayFolders } from './files.js';
import { type BackupStoreRecord, type DownloadLinkRecord, storesOf } from './state.js';

const LINK_ORIGIN = 'https://backups.dbcloud.dev';
/** Download links an account may ask for in an hour (each is a bearer URL to a backup file). */
export const BACKUP_LINKS_PER_HOUR = 100;

function storeOr404(ctx: RequestContext, productId: string): BackupStoreRecord {
  const { tenant } = requireTenant(ctx);
  const store = storesOf(ctx.world, tenant.domainName, ctx.now).find(
    (candidate) => candidate.productId === productId,
  );
  if (!store) throw notFound(`There is no product ${productId} in ${tenant.domainName}.`);
  return store;
}

/** The account's links that are neither expired nor revoked, newest first. */
function activeLinks(ctx: RequestContext): DownloadLinkRecord[] {
  const { tenant } = requireTenant(ctx);
  storesOf(ctx.world, tenant.domainName, ctx.now);
  return ctx.world.backup.links
    .filter(
      (link) => link.domainName === tenant.domainName && link.revokedAt === null && link.expiresAt > ctx.now,
    )
    .sort((a, b) => b.createdAt - a.createdAt);
}

interface Listing {
  folders: { name: string; path: string }[];
  files: BackupEntry[];
}

/** The folder `prefix` of a store: the root, a database folder or a day folder; null when it does not exist. */
function listFolder(store: BackupStoreRecord, prefix: string, now: number): Listing | null {
  const parts = prefix.split('/').filter(Boolean);
  const [databaseName, date, ...deeper] = parts;
  if (!databaseName) {
    const databases = databasesWithBackups(store, now);
    return { folders: databases.map((name) => ({ name, path: `${name}/` })), files: [] };
  }
  if (deeper.length > 0 || !store.databases.includes(databaseName)) return null;
  const days = dayFolders(store, databaseName, now);
  if (!date) {
    if (days.length === 0) return null;
    return { folders: days.map((day) => ({ name: day, path: `${databaseName}/${day}/` })), files: [] };
  }
  if (!days.includes(date)) return null;
  return { folders: [], files: dayFiles(store, databaseName, date, now) };
}

export const backupImplementation = {
  getBackupProducts({ response }, ctx) {
    const { tenant } = requireTenant(ctx);
    const products = storesOf(ctx.world, tenant.domainName, ctx.now)
      .map((store) => ({
        productId: store.productId,
        displayName: store.displayName,
        databases: databasesWithBackups(store, ctx.now),
      }))
      .filter((product) => product.databases.length > 0)
      .sort((a, b) => a.displayName.localeCompare(b.displayName) || a.productId.localeCompare(b.productId));
    return response(200).json({ products });
  },

  listBackupDirectory({ query, response }, ctx) {
    const productId = String(query.get('productId'));
    const prefix = query.get('prefix') ?? '';
    const store = storeOr404(ctx, productId);
    if (databasesWithBackups(store, ctx.now).length === 0) {
      throw notFound(`${store.displayName} has no backups yet.`);
    }
    const listing = listFolder(store, prefix, ctx.now);
    if (!listing) throw notFound(`${store.displayName} has no backup folder ${prefix}.`);
    return response(200).json({ productId, prefix, ...listing });
  },

  getBackupLink({ query, response }, ctx) {
    const { tenant } = requireTenant(ctx);
    limitAttempts(ctx.world, `backup-links:${tenant.domainName}`, BACKUP_LINKS_PER_HOUR, HOUR_MS, ctx.now);
    const productId = String(query.get('productId'));
    const databaseName = String(query.get('databaseName'));
    const innerPath = String(query.get('innerPath'));
    const hours = Number(query.get('durationInHours'));
    const store = storeOr404(ctx, productId);
    if (!store.databases.includes(databaseName) || !dayFolders(store, databaseName, ctx.now).length) {
      throw notFound(`${store.displayName} has no backups of a database ${databaseName}.`);
    }
    const [date = '', name = '', ...deeper] = innerPath.split('/');
    const exists =
      deeper.length === 0 &&
      dayFolders(store, databaseName, ctx.now).includes(date) &&
      dayFiles(store, databaseName, date, ctx.now).some((file) => file.name === name);
    if (!exists)
      throw notFound(`There is no backup file ${innerPath} in ${databaseName} of ${store.displayName}.`);
    const link: DownloadLinkRecord = {
      domainName: store.domainName,
      productId,
      databaseName,
      innerPath,
      link: `${LINK_ORIGIN}/d/${hash(token()).slice(0, 12)}/${databaseName}/${innerPath}`,
      createdAt: ctx.now,
      expiresAt: ctx.now + hours * HOUR_MS,
      revokedAt: null,
    };
    ctx.world.backup.links.push(link);
    return response(200).json({ link: link.link, expiresAt: iso(link.expiresAt) });
  },

  getBackupEncryptionKey({ query, response }, ctx) {
    const store = storeOr404(ctx, String(query.get('productId')));
    return response(200).json({
      productId: store.productId,
      key: store.encryptionKey,
      algorithm: 'AES-256-GCM',
      createdAt: iso(store.createdAt),
    });
  },

  revokeBackupLinks({ response }, ctx) {
    const links = activeLinks(ctx);
    for (const link of links) link.revokedAt = ctx.now;
    return response(200).json({ revoked: links.length });
  },

  getBackupLinksInfo({ response }, ctx) {
    return response(200).json({ count: activeLinks(ctx).length });
  },

  getBackupDownloadLinks({ response }, ctx) {
    const links: BackupDownloadLink[] = activeLinks(ctx).map((link) => ({
      link: link.link,
      innerPath: link.innerPath,
      productId: link.productId,
      databaseName: link.databaseName,
      createdAt: iso(link.createdAt),
      expiresAt: iso(link.expiresAt),
    }));
    return response(200).json({ links });
  },
} satisfies Partial<Implementation>;
