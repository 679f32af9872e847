import type { UserCloudAccount } from '@dbcloud/api-client';
import { Page, PageHeader } from '@dbcloud/ui-kit';
import { RoleRequired } from '../../../components/role-required';
import { BACKUPS_ROLE, canOpenBackups } from '../api';
import type { BackupsSearch } from '../search';
import { BackupBrowser } from './backup-browser';
import { DownloadLinks } from './download-links';

/**
 * backups: choose a product and a database, browse its folders and make a temporary
 * download link for a file; the product's encryption key; the account's active links, revoked at once.
 */
export function BackupsPage({ account, search }: { account: UserCloudAccount; search: BackupsSearch }) {
  const { domainName } = account;
  if (!canOpenBackups(account)) {
    return (
      <Page gap="lg">
        <RoleRequired
          account={account}
          role={BACKUPS_ROLE}
          title={`You don’t have access to backups in ${domainName}`}
          reason="Backups need the Backups role."
        />
      </Page>
    );
  }
  return (
    <Page gap="lg">
      <PageHeader
        title="Backups"
        description={`Download ${domainName}’s database backups through temporary links. Anyone holding a link can download its file until the link expires or you revoke it.`}
      />
      <BackupBrowser domainName={domainName} search={search} />
      <DownloadLinks domainName={domainName} />
    </Page>
  );
}
