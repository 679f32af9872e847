import type { UserCloudAccount } from '@dbcloud/api-client';
import { Button, Page, PageHeader } from '@dbcloud/ui-kit';
import { lazy, Suspense, useState } from 'react';
import { can } from '../../../app/access';
import { Authorization } from '../../../components/role-required';
import styles from './account.module.css';
import { Billing, Details } from './account-facts';
import { Users } from './account-users';

// The invitation's dialog (its form) loads when "Invite user" is first pressed.
const InviteDialog = lazy(() =>
  import('./invite-dialog').then((module) => ({ default: module.InviteDialog })),
);

/**
 * The account page: the account and its type, its billing information at a glance, and who can get
 * in: the users with their roles and the pending invitations. Each part shows what the user's roles allow.
 */
export function AccountPage({ account, email }: { account: UserCloudAccount; email: string | undefined }) {
  const { domainName } = account;
  // Undefined until first pressed (the dialog's code loads then).
  const [inviting, setInviting] = useState<boolean>();
  const manage = can(account, 'inviteUser');
  return (
    <Authorization
      account={account}
      operation={['getAccountInfo', 'getAccountUsers']}
      page
      title={`You don’t have access to the account page of ${domainName}`}
      reason="The account page needs the Account role (its users: Account or User management)."
    >
      <Page>
        <PageHeader
          title="Account"
          description={`${domainName}: its type, its billing information, and who can get in with which roles.`}
          actions={
            manage ? (
              <Button variant="primary" onClick={() => setInviting(true)}>
                Invite user
              </Button>
            ) : undefined
          }
        />
        <div className={styles.columns}>
          {can(account, 'getAccountInfo') && <Details account={account} />}
          {can(account, 'getAccountBillingInfo') && <Billing account={account} />}
        </div>
        {can(account, 'getAccountUsers') && <Users account={account} email={email} />}
        {manage && inviting !== undefined && (
          <Suspense>
            <InviteDialog
              domainName={domainName}
              grantable={account.roles}
              open={inviting}
              onOpenChange={setInviting}
            />
          </Suspense>
        )}
      </Page>
    </Authorization>
  );
}
