// The account page's users and pending invitations, with cancelling an invitation and removing a member.
import type { AccountUser, UserCloudAccount } from '@dbcloud/api-client';
import {
  Badge,
  Button,
  EmptyState,
  Muted,
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
  VisuallyHidden,
} from '@dbcloud/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { can } from '../../../app/access';
import { formatDate } from '../../../app/format';
import { shownOnScreen } from '../../../app/mutations';
import { toast } from '../../../app/notify';
import { roleNames } from '../../../app/roles';
import { useRootContext } from '../../../app/use-root-context';
import { ConfirmDialog } from '../../../components/lazy-confirm-dialog';
import { SectionState } from '../../../components/section-state';
import { accountUsersQuery } from '../api';
import { useCancelInvitation, useUnlinkUser } from '../mutations';
import styles from './account.module.css';
import { loadingLines } from './loading-lines';

export function Users({ account, email }: { account: UserCloudAccount; email: string | undefined }) {
  const { api } = useRootContext();
  const users = useQuery(accountUsersQuery(api, account.domainName));
  const manage = can(account, 'inviteUser');
  return (
    <section className={styles.section} aria-labelledby="account-users">
      <div className={styles.sectionHeader}>
        <h2 id="account-users">Users and invitations</h2>
      </div>
      {!manage && (
        <Muted>
          Inviting and removing users needs the User management role; the account’s owner can give it to you.
        </Muted>
      )}
      <SectionState
        query={users}
        what="The account’s users"
        denied={`You don’t have access to ${account.domainName}’s users`}
        loading={loadingLines(3)}
      >
        {(data) =>
          data.length === 0 ? (
            <EmptyState
              headingLevel={3}
              title="No users"
              description="Invite people to work in this account."
            />
          ) : (
            <UserTable account={account} users={data} email={email} manage={manage} />
          )
        }
      </SectionState>
    </section>
  );
}

function UserTable({
  account,
  users,
  email,
  manage,
}: {
  account: UserCloudAccount;
  users: AccountUser[];
  email: string | undefined;
  manage: boolean;
}) {
  const pending = users.filter((user) => user.status === 'pending').length;
  return (
    <Table>
      <TableCaption>
        {account.domainName}’s users ({users.length - pending}) and pending invitations ({pending})
      </TableCaption>
      <TableHeader>
        <TableRow>
          <TableHead scope="col">User</TableHead>
          <TableHead scope="col">Status</TableHead>
          <TableHead scope="col">Roles</TableHead>
          <TableHead scope="col">
            <VisuallyHidden>Actions</VisuallyHidden>
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {users.map((user) => (
          <TableRow key={`${user.status}-${user.email}`}>
            <TableCell>
              <div className={styles.user}>
                <span>{user.name ?? user.email}</span>
                {user.name && <Muted as="span">{user.email}</Muted>}
              </div>
            </TableCell>
            <TableCell>
              <UserStatus user={user} you={user.email === email} />
            </TableCell>
            <TableCell className={styles.roles}>
              {user.status === 'owner' ? 'Every role' : roleNames(user.roles)}
            </TableCell>
            <TableCell>
              {manage && (
                <div className={styles.actions}>
                  {user.status === 'pending' && (
                    <CancelInvitation domainName={account.domainName} user={user} />
                  )}
                  {user.status === 'active' && user.email !== email && (
                    <Unlink domainName={account.domainName} user={user} />
                  )}
                </div>
              )}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

function UserStatus({ user, you }: { user: AccountUser; you: boolean }) {
  return (
    <div className={styles.user}>
      <span>
        {user.status === 'owner' ? (
          <Badge tone="info">Owner</Badge>
        ) : user.status === 'active' ? (
          <Badge tone="success">Member</Badge>
        ) : (
          <Badge tone="warning">Invited</Badge>
        )}
        {you && ' (you)'}
      </span>
      {user.status === 'pending' && user.invitationExpiresAt ? (
        <Muted as="span">Until {formatDate(user.invitationExpiresAt)}</Muted>
      ) : user.status === 'active' && user.joinedAt ? (
        <Muted as="span">Since {formatDate(user.joinedAt)}</Muted>
      ) : null}
    </div>
  );
}

function CancelInvitation({ domainName, user }: { domainName: string; user: AccountUser }) {
  const cancel = useCancelInvitation({
    onSuccess: () => toast('success', `The invitation to ${user.email} is cancelled`),
    onError: shownOnScreen,
  });
  return (
    <ConfirmDialog
      title={`Cancel the invitation to ${user.email}?`}
      description="The link we e-mailed stops working at once. You can invite them again later."
      confirmLabel="Cancel invitation"
      cancelLabel="Keep it"
      variant="danger"
      pending={cancel.isPending}
      error={cancel.error}
      onConfirm={() => cancel.mutate({ domainName, email: user.email })}
      trigger={
        <Button size="sm" aria-label={`Cancel invitation to ${user.email}`}>
          Cancel invitation
        </Button>
      }
    />
  );
}

function Unlink({ domainName, user }: { domainName: string; user: AccountUser }) {
  const unlink = useUnlinkUser({
    onSuccess: () => toast('success', `${user.email} is no longer a user of ${domainName}`),
    onError: shownOnScreen,
  });
  return (
    <ConfirmDialog
      title={`Remove ${user.email} from ${domainName}?`}
      description={`They lose every role in ${domainName} at once; their login and other accounts stay. To let them back in, invite them again.`}
      confirmLabel="Remove user"
      variant="danger"
      pending={unlink.isPending}
      error={unlink.error}
      onConfirm={() => unlink.mutate({ domainName, email: user.email })}
      trigger={
        <Button size="sm" variant="danger" aria-label={`Remove ${user.email} from ${domainName}`}>
          Remove
        </Button>
      }
    />
  );
}
