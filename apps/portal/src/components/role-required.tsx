// A page the user's roles do not open (a 403 is explained, never swallowed): which role is
// missing and who can give it, by name when the user may read the account's users (roles Account or
// User management), else "the account's owner".
import {
  type AccountUser,
  type ApiClient,
  type Role,
  type UserCloudAccount,
  unwrap,
} from '@dbcloud/api-client';
import { rolesAllow } from '@dbcloud/api-client/roles';
import { Button, Skeleton } from '@dbcloud/ui-kit';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import { can } from '../app/access';
import { roleNames } from '../app/roles';
import { ROLE_NAMES } from '../app/site-labels';
import { useAppContext } from '../app/use-app-context';
import styles from './role-required.module.css';
import { SectionLoading } from './section-state';

/** The account's owner, members and invitations (GET account/get-users-info). */
export const accountUsersQuery = (api: ApiClient, domainName: string) =>
  queryOptions({
    queryKey: ['tenant', domainName, 'account', 'users'] as const,
    queryFn: ({ signal }) =>
      unwrap(api.GET('/account/get-users-info/{domainName}', { params: { path: { domainName } }, signal })),
  });

/** Whether the user may read the account's users (and so name who can grant a role). */
export const canListUsers = (account: UserCloudAccount): boolean => can(account, 'getAccountUsers');

/** Who can give a role: the owner, and members with User management (not pending invitations). */
export function grantersOf(users: readonly AccountUser[]): AccountUser[] {
  return users.filter(
    (user) => user.status === 'owner' || (user.status === 'active' && rolesAllow(user.roles, 'inviteUser')),
  );
}

const whoLabel = (user: AccountUser) => (user.name ? `${user.name} (${user.email})` : user.email);

function Granters({ account, role }: { account: UserCloudAccount; role: Role }) {
  const { api } = useAppContext();
  const allowed = canListUsers(account);
  const users = useQuery({ ...accountUsersQuery(api, account.domainName), enabled: allowed });
  const ask = `to give you the ${ROLE_NAMES[role]} role`;
  if (!allowed || users.isError) return <p>Ask the account’s owner {ask}.</p>;
  if (users.isPending) {
    return (
      <SectionLoading what="Who can give you the role">
        <Skeleton className={styles.skeletonLine} />
      </SectionLoading>
    );
  }
  const granters = grantersOf(users.data);
  if (granters.length === 0) return <p>Ask the account’s owner {ask}.</p>;
  return (
    <>
      <p>
        Ask {granters.length === 1 ? 'this person' : 'one of these people'} {ask}:
      </p>
      <ul className={styles.list}>
        {granters.map((user) => (
          <li key={user.email}>
            {whoLabel(user)}, {user.status === 'owner' ? 'the account’s owner' : 'who has User management'}
          </li>
        ))}
      </ul>
    </>
  );
}

/**
 * In place of an area the user's roles do not open: says what is denied, which role opens it, the roles
 * the user has and who can grant the missing one; as a whole page (an `<h1>` and the way on, the
 * account's home), or as a part of a page the user may otherwise use (an `<h2>`).
 */
export function RoleRequired({
  account,
  role,
  title,
  reason,
  headingLevel = 1,
}: {
  account: UserCloudAccount;
  /** The role that opens the area. */
  role: Role;
  /** "You don’t have access to billing in acme" */
  title: string;
  /** "Billing needs the Billing role." */
  reason: string;
  /** 1: the page is this message alone; 2: a part of a page. */
  headingLevel?: 1 | 2;
}) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const id = useId();
  return (
    <section className={styles.denied} data-level={headingLevel} aria-labelledby={id}>
      <Heading id={id}>{title}</Heading>
      <p>
        {reason} Your roles in {account.domainName}: {roleNames(account.roles) || 'none'}.
      </p>
      <Granters account={account} role={role} />
      {headingLevel === 1 && (
        <div className={styles.actions}>
          <Button asChild variant="primary">
            <Link to="/portal/$cloudAccount/home" params={{ cloudAccount: account.domainName }}>
              Go to {account.domainName}’s home
            </Link>
          </Button>
        </div>
      )}
    </section>
  );
}
