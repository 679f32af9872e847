import type { AccountBillingInfo, AccountInfo, AccountUser, UserCloudAccount } from '@dbcloud/api-client';
import {
  Badge,
  Button,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  ConfirmDialog,
  EmptyState,
  PageHeader,
  Skeleton,
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
  TextLink,
  VisuallyHidden,
} from '@dbcloud/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { roleFor } from '../../../app/access';
import { formatDate } from '../../../app/format';
import { shownOnScreen } from '../../../app/mutations';
import { toast } from '../../../app/notify';
import { roleNames } from '../../../app/roles';
import { ACCOUNT_TYPE_NAMES, MARKETPLACE_NAMES } from '../../../app/site-labels';
import { useAppContext } from '../../../app/use-app-context';
import { RoleRequired } from '../../../components/role-required';
import { SectionState } from '../../../components/section-state';
import {
  accountBillingQuery,
  accountInfoQuery,
  accountUsersQuery,
  canListUsers,
  canManageUsers,
  canOpenAccount,
  canSeeAccountInfo,
  canSeeBillingInfo,
} from '../api';
import { useCancelInvitation, useUnlinkUser } from '../mutations';
import styles from './account.module.css';
import { InviteDialog } from './invite-dialog';

const ACCOUNT_ROLE = roleFor('getAccountInfo');
const MARKETPLACE_CONSOLES = { azure: 'Azure portal', aws: 'AWS console' } as const;

/**
 * The account page: the account and its type, its billing information at a glance, and who can get
 * in: the users with their roles and the pending invitations. Each part shows what the user's roles allow.
 */
export function AccountPage({ account, email }: { account: UserCloudAccount; email: string | undefined }) {
  const { domainName } = account;
  const [inviting, setInviting] = useState(false);
  if (!canOpenAccount(account)) {
    return (
      <div className={styles.page}>
        <RoleRequired
          account={account}
          role={ACCOUNT_ROLE}
          title={`You don’t have access to the account page of ${domainName}`}
          reason="The account page needs the Account role (its users: Account or User management)."
        />
      </div>
    );
  }
  const manage = canManageUsers(account);
  return (
    <div className={styles.page}>
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
        {canSeeAccountInfo(account) && <Details account={account} />}
        {canSeeBillingInfo(account) && <Billing account={account} />}
      </div>
      {canListUsers(account) && <Users account={account} email={email} />}
      {manage && (
        <InviteDialog
          domainName={domainName}
          grantable={account.roles}
          open={inviting}
          onOpenChange={setInviting}
        />
      )}
    </div>
  );
}

const LINES = ['first', 'second', 'third', 'fourth', 'fifth'];
const loadingLines = (count: number) =>
  LINES.slice(0, count).map((line) => <Skeleton key={line} className={styles.skeletonLine} />);

function Details({ account }: { account: UserCloudAccount }) {
  const { api } = useAppContext();
  const info = useQuery(accountInfoQuery(api, account.domainName));
  return (
    <Card>
      <CardHeader>
        <CardTitle>Account details</CardTitle>
      </CardHeader>
      <CardContent>
        <SectionState
          query={info}
          what="The account’s details"
          denied={`You don’t have access to ${account.domainName}’s details`}
          loading={loadingLines(5)}
        >
          {(data) => <DetailsFacts info={data} />}
        </SectionState>
      </CardContent>
    </Card>
  );
}

function DetailsFacts({ info }: { info: AccountInfo }) {
  const marketplace = info.managedBy === 'direct' ? null : info.managedBy;
  return (
    <>
      <dl className={styles.facts}>
        <dt>Domain name</dt>
        <dd>{info.domainName}</dd>
        <dt>Type</dt>
        <dd>
          {info.accountType === 'Hipaa' ? (
            <Badge tone="info">{ACCOUNT_TYPE_NAMES.Hipaa}</Badge>
          ) : (
            ACCOUNT_TYPE_NAMES[info.accountType]
          )}
        </dd>
        <dt>Billed</dt>
        <dd>{marketplace ? `Through the ${MARKETPLACE_NAMES[marketplace]}` : 'Directly by DBCloud'}</dd>
        {info.marketplaceSubscriptionId && (
          <>
            <dt>Subscription</dt>
            <dd>{info.marketplaceSubscriptionId}</dd>
          </>
        )}
        <dt>Owner</dt>
        <dd>{info.ownerEmail}</dd>
        <dt>Created</dt>
        <dd>{formatDate(info.createdAt)}</dd>
        <dt>Products</dt>
        <dd>{info.productCount}</dd>
        <dt>Users</dt>
        <dd>
          {info.userCount}
          {info.pendingInvitationCount > 0 &&
            ` (and ${info.pendingInvitationCount} invitation${info.pendingInvitationCount === 1 ? '' : 's'} pending)`}
        </dd>
      </dl>
      {info.accountType === 'Hipaa' && (
        <p className={styles.note}>
          A HIPAA account is for protected health information: its products run on compliant infrastructure
          under a business associate agreement, and access to them is logged.
        </p>
      )}
      {marketplace && (
        <p className={styles.note}>
          The {MARKETPLACE_NAMES[marketplace]} manages this account’s subscription: change or cancel it in the{' '}
          {MARKETPLACE_CONSOLES[marketplace]}.
        </p>
      )}
    </>
  );
}

function Billing({ account }: { account: UserCloudAccount }) {
  const { api } = useAppContext();
  const billing = useQuery(accountBillingQuery(api, account.domainName));
  return (
    <Card>
      <CardHeader>
        <CardTitle>Billing information</CardTitle>
      </CardHeader>
      <CardContent>
        <SectionState
          query={billing}
          what="The billing information"
          denied={`You don’t have access to ${account.domainName}’s billing information`}
          loading={loadingLines(4)}
        >
          {(data) => <BillingFacts account={account} billing={data} />}
        </SectionState>
      </CardContent>
    </Card>
  );
}

function BillingFacts({ account, billing }: { account: UserCloudAccount; billing: AccountBillingInfo }) {
  const contact = billing.billingContact;
  const marketplace = account.managedBy === 'direct' ? null : MARKETPLACE_NAMES[account.managedBy];
  return (
    <>
      <dl className={styles.facts}>
        <dt>Billing contact</dt>
        <dd>
          {contact
            ? `${contact.billingFirstName} ${contact.billingLastName}, ${contact.billingEmail}`
            : 'None yet'}
        </dd>
        {billing.companyName && (
          <>
            <dt>Company</dt>
            <dd>{billing.companyName}</dd>
          </>
        )}
        <dt>Invoices go to</dt>
        <dd>{billing.invoiceRecipientEmail}</dd>
        <dt>Card charged</dt>
        <dd>
          {billing.activeCard
            ? `${billing.activeCard.ccType} ending in ${billing.activeCard.last4Digits}`
            : marketplace
              ? `None: the ${marketplace} bills ${account.domainName}`
              : 'None yet'}
          {billing.cardCount > 1 && ` (${billing.cardCount} cards on file)`}
        </dd>
        <dt>Paid tiers</dt>
        <dd>
          {billing.canCreatePaidProducts ? (
            <Badge tone="success">Can be ordered</Badge>
          ) : (
            <Badge tone="warning">Need a billing contact and a card</Badge>
          )}
        </dd>
      </dl>
      {canSeeBillingInfo(account) && (
        <p className={styles.note}>
          <TextLink asChild>
            <Link
              to="/portal/$cloudAccount/billing/summary"
              params={{ cloudAccount: account.domainName }}
              hash="payment-information"
            >
              Manage the payment information
            </Link>
          </TextLink>
        </p>
      )}
    </>
  );
}

function Users({ account, email }: { account: UserCloudAccount; email: string | undefined }) {
  const { api } = useAppContext();
  const users = useQuery(accountUsersQuery(api, account.domainName));
  const manage = canManageUsers(account);
  return (
    <section className={styles.section} aria-labelledby="account-users">
      <div className={styles.sectionHeader}>
        <h2 id="account-users">Users and invitations</h2>
      </div>
      {!manage && (
        <p className={`${styles.flush} ${styles.muted}`}>
          Inviting and removing users needs the User management role; the account’s owner can give it to you.
        </p>
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
                {user.name && <span className={styles.muted}>{user.email}</span>}
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
        <span className={styles.muted}>Until {formatDate(user.invitationExpiresAt)}</span>
      ) : user.status === 'active' && user.joinedAt ? (
        <span className={styles.muted}>Since {formatDate(user.joinedAt)}</span>
      ) : null}
    </div>
  );
}

function CancelInvitation({ domainName, user }: { domainName: string; user: AccountUser }) {
  const [open, setOpen] = useState(false);
  const cancel = useCancelInvitation({
    onSuccess: () => toast('success', `The invitation to ${user.email} is cancelled`),
    onError: shownOnScreen,
  });
  return (
    <>
      <Button size="sm" onClick={() => setOpen(true)} aria-label={`Cancel invitation to ${user.email}`}>
        Cancel invitation
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={`Cancel the invitation to ${user.email}?`}
        description="The link we e-mailed stops working at once. You can invite them again later."
        confirmLabel="Cancel invitation"
        cancelLabel="Keep it"
        variant="danger"
        onConfirm={() => cancel.mutateAsync({ domainName, email: user.email })}
      />
    </>
  );
}

function Unlink({ domainName, user }: { domainName: string; user: AccountUser }) {
  const [open, setOpen] = useState(false);
  const unlink = useUnlinkUser({
    onSuccess: () => toast('success', `${user.email} is no longer a user of ${domainName}`),
    onError: shownOnScreen,
  });
  return (
    <>
      <Button
        size="sm"
        variant="danger"
        onClick={() => setOpen(true)}
        aria-label={`Remove ${user.email} from ${domainName}`}
      >
        Remove
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={`Remove ${user.email} from ${domainName}?`}
        description={`They lose every role in ${domainName} at once; their login and other accounts stay. To let them back in, invite them again.`}
        confirmLabel="Remove user"
        variant="danger"
        onConfirm={() => unlink.mutateAsync({ domainName, email: user.email })}
      />
    </>
  );
}
