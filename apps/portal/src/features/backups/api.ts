// Backups: the query keys and queries of the backups page. Account
// pages' loaders are split from the entry chunk (vite.config.ts), so this module loads with the page.
import type { ApiClient } from '@dbcloud/api-client';
import { unwrap } from '@dbcloud/api-client';
import { queryOptions } from '@tanstack/react-query';
import { keysOf } from '../../app/session';

const backups = keysOf('tenant', 'backups');
export const backupKeys = {
  all: (domainName: string) => backups(domainName),
  products: (domainName: string) => backups(domainName, 'products'),
  directory: (domainName: string, productId: string, prefix: string) =>
    backups(domainName, 'directory', productId, prefix),
  encryptionKey: (domainName: string, productId: string) => backups(domainName, 'encryption-key', productId),
  /** The links' count and list: what making a link or revoking them all changes. */
  links: (domainName: string) => backups(domainName, 'links'),
  linksInfo: (domainName: string) => backups(domainName, 'links', 'info'),
  downloadLinks: (domainName: string) => backups(domainName, 'links', 'list'),
};

/**
 * Each part of the page loads on its own: a failed one shows its error and retry in place, and is not
 * fetched again just because it mounts (the loader has just tried; "Try again" refetches).
 */
const section = { retryOnMount: false } as const;

/** The products that have backups, each with its databases (GET backup/products). */
export const backupProductsQuery = (api: ApiClient, domainName: string) =>
  queryOptions({
    ...section,
    queryKey: backupKeys.products(domainName),
    queryFn: ({ signal }) =>
      unwrap(api.GET('/backup/products/{domainName}', { params: { path: { domainName } }, signal })),
  });

/** One folder's sub-folders and files (GET backup/list-directory); `prefix` from the product's root. */
export const backupDirectoryQuery = (api: ApiClient, domainName: string, productId: string, prefix: string) =>
  queryOptions({
    ...section,
    queryKey: backupKeys.directory(domainName, productId, prefix),
    queryFn: ({ signal }) =>
      unwrap(
        api.GET('/backup/list-directory/{domainName}', {
          params: { path: { domainName }, query: { productId, prefix } },
          signal,
        }),
      ),
  });

/** The key a product's backups are encrypted with (GET backup/encryption-key): fetched when asked. */
export const encryptionKeyQuery = (api: ApiClient, domainName: string, productId: string) =>
  queryOptions({
    queryKey: backupKeys.encryptionKey(domainName, productId),
    queryFn: ({ signal }) =>
      unwrap(
        api.GET('/backup/encryption-key/{domainName}', {
          params: { path: { domainName }, query: { productId } },
          signal,
        }),
      ),
    // The key never changes; it leaves the cache when the user hides it (and on sign-out).
    staleTime: Number.POSITIVE_INFINITY,
  });

/** How many download links are active (GET backup/links-info). */
export const linksInfoQuery = (api: ApiClient, domainName: string) =>
  queryOptions({
    ...section,
    queryKey: backupKeys.linksInfo(domainName),
    queryFn: ({ signal }) =>
      unwrap(api.GET('/backup/links-info/{domainName}', { params: { path: { domainName } }, signal })),
  });

/** The active download links, newest first (GET backup/download-links). */
export const downloadLinksQuery = (api: ApiClient, domainName: string) =>
  queryOptions({
    ...section,
    queryKey: backupKeys.downloadLinks(domainName),
    queryFn: ({ signal }) =>
      unwrap(api.GET('/backup/download-links/{domainName}', { params: { path: { domainName } }, signal })),
  });
