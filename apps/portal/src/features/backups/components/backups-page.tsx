import type { UserCloudAccount } from '@dbcloud/api-client';
import { Page, PageHeader } from '@dbcloud/ui-kit';
import { Authorization } from '../../../components/role-required';
import type { BackupsSearch } from '../search';
import { BackupBrowser } from './backup-browser';
import { DownloadLinks } from './download-links';

/**
 * backups: choose a product and a database, browse its folders and make a temporary
 * download link for a file; the product's encryption key; the account's active links, revoked at once.
 */
export function BackupsPage({ account, search }: { account: UserCloudAccount; search: BackupsSearch }) {
  const { domainName } = account;
  return (
    <Authorization
      account={account}
      operation="getBackupProducts"
      page
      title={`You don’t have access to backups in ${domainName}`}
      reason="Backups need the Backups role."
    >
      <Page gap="lg">
        <PageHeader
          title="Backups"
          description={`Download ${domainName}’s database backups through temporary links. Anyone holding a link can download its file until the link expires or you revoke it.`}
        />
        <BackupBrowser domainName={domainName} search={search} />
        <DownloadLinks domainName={domainName} />
      </Page>
    </Authorization>
  );
}
