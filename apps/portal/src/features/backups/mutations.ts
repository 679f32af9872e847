// The backups page's changes (apps/portal/README.md "Mutations"): making a download link (a GET that
// creates one each call, so a mutation: never repeated by itself, never cached) and revoking them all.
import type { BackupLink, BackupLinksRevoked } from '@dbcloud/api-client';
import { unwrap } from '@dbcloud/api-client';
import type { QueryClient } from '@tanstack/react-query';
import { mutationHook } from '../../app/mutation-hook';
import { backupKeys } from './api';

export interface BackupLinkRequest {
  domainName: string;
  productId: string;
  databaseName: string;
  /** The file's path inside its database folder (a `BackupEntry`'s `innerPath`). */
  innerPath: string;
  durationInHours: number;
}

/** The account's count and list of links load again. */
const linksChanged = (queryClient: QueryClient, _data: unknown, { domainName }: { domainName: string }) =>
  queryClient.invalidateQueries({ queryKey: backupKeys.links(domainName) });

/** GET backup/link: a new temporary download link for one file; the count and list follow. */
export const useCreateBackupLink = mutationHook<BackupLink, BackupLinkRequest>({
  call: (api, { domainName, ...query }) =>
    unwrap(api.GET('/backup/link/{domainName}', { params: { path: { domainName }, query } })),
  settle: linksChanged,
  failed: 'The download link was not made',
});

/** DELETE backup/links: revokes every active download link of the account. */
export const useRevokeBackupLinks = mutationHook<BackupLinksRevoked, { domainName: string }>({
  call: (api, { domainName }) =>
    unwrap(api.DELETE('/backup/links/{domainName}', { params: { path: { domainName } } })),
  settle: linksChanged,
  failed: 'The download links were not revoked',
});
