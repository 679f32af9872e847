// The backups page's changes (apps/portal/README.md "Mutations"): making a download link (a GET that
// creates one each call, so a mutation: never repeated by itself, never cached) and revoking them all.
import type { BackupLink, BackupLinksRevoked } from '@dbcloud/api-client';
import { unwrap } from '@dbcloud/api-client';
import { useMutation } from '@tanstack/react-query';
import { errorToast, type MutationCallbacks } from '../../app/mutations';
import { useRootContext } from '../../app/use-root-context';
import { backupKeys } from './api';

export interface BackupLinkRequest {
  domainName: string;
  productId: string;
  databaseName: string;
  /** The file's path inside its database folder (a `BackupEntry`'s `innerPath`). */
  innerPath: string;
  durationInHours: number;
}

/** GET backup/link: a new temporary download link for one file; the count and list follow. */
export function useCreateBackupLink({
  onSuccess,
  onError,
}: MutationCallbacks<BackupLink, BackupLinkRequest> = {}) {
  const { api, queryClient } = useRootContext();
  return useMutation({
    mutationFn: ({ domainName, ...query }: BackupLinkRequest) =>
      unwrap(api.GET('/backup/link/{domainName}', { params: { path: { domainName }, query } })),
    onSuccess: async (data, request) => {
      await queryClient.invalidateQueries({ queryKey: backupKeys.links(request.domainName) });
      await onSuccess?.(data, request);
    },
    onError: onError ?? errorToast('The download link was not made'),
  });
}

/** DELETE backup/links: revokes every active download link of the account. */
export function useRevokeBackupLinks({
  onSuccess,
  onError,
}: MutationCallbacks<BackupLinksRevoked, { domainName: string }> = {}) {
  const { api, queryClient } = useRootContext();
  return useMutation({
    mutationFn: ({ domainName }: { domainName: string }) =>
      unwrap(api.DELETE('/backup/links/{domainName}', { params: { path: { domainName } } })),
    onSuccess: async (data, request) => {
      await queryClient.invalidateQueries({ queryKey: backupKeys.links(request.domainName) });
      await onSuccess?.(data, request);
    },
    onError: onError ?? errorToast('The download links were not revoked'),
  });
}
