// The one gate of a page or of a part of one, `Authorization`: what it wraps when the user's roles allow
// the operation it needs (`can`, from the contract's `x-required-roles`), else the role-required state
// (a 403 is explained, never swallowed): which role is missing and who can give it, by name when the
// user may read the account's users (roles Account or User management), else "the account's owner".
import type { AccountUser, OperationId, Role, UserCloudAccount } from '@dbcloud/api-client';
import { rolesAllow } from '@dbcloud/api-client/roles';
import { Button, Page, Skeleton } from '@dbcloud/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { type ReactNode, useId } from 'react';
import { can, roleFor } from '../app/access';
import { roleNames } from '../app/roles';
import { ROLE_NAMES } from '../app/site-labels';
import { useRootContext } from '../app/use-root-context';
import { accountUsersQuery } from './account-keys';
import styles from './role-required.module.css';
import { SectionLoading } from './section-state';

/** Who can give a role: the owner, and members with User management (not pending invitations). */
export function grantersOf(users: readonly AccountUser[]): AccountUser[] {
  return users.filter(
    (user) => user.status === 'owner' || (user.status === 'active' && rolesAllow(user.roles, 'inviteUser')),
  );
}

const whoLabel = (user: AccountUser) => (user.name ? `${user.name} (${user.email})` : user.email);

function Granters({ account, role }: { account: UserCloudAccount; role: Role }) {
  const { api } = useRootContext();
  const allowed = can(account, 'getAccountUsers');
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

interface Denied {
  account: UserCloudAccount;
  /** "You don’t have access to billing in acme" */
  title: string;
  /** "Billing needs the Billing role." */
  reason: string;
  /** 1: the page is this message alone; 2: a part of a page. */
  headingLevel?: 1 | 2;
}

/**
 * A page or a part of one that needs `operation` (any of them, when a list): `children` when the user's
 * roles allow it, else what is denied, the role that opens it (the contract's first for the first
 * operation) and who can grant it. `page` frames the message in the ui-kit's `Page` (the page is the
 * message alone); `header` too, below that header (the message is then a part of the page, an `<h2>`);
 * `also` follows the message: a part of the page the user's other roles open (and gates itself).
 * Loaders ask the same `can(account, operationId)` before they load anything.
 */
export function Authorization({
  operation,
  page = false,
  header,
  also,
  children,
  ...denied
}: Denied & {
  operation: OperationId | readonly [OperationId, ...OperationId[]];
  page?: boolean;
  header?: ReactNode;
  also?: ReactNode;
  children: ReactNode;
}) {
  const [first, ...others]: readonly [OperationId, ...OperationId[]] =
    typeof operation === 'string' ? [operation] : operation;
  if ([first, ...others].some((id) => can(denied.account, id))) return children;
  const state = (
    <>
      {header}
      <RoleRequired headingLevel={header === undefined ? 1 : 2} {...denied} role={roleFor(first)} />
      {also}
    </>
  );
  return page || header !== undefined ? <Page>{state}</Page> : state;
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
}: Denied & {
  /** The role that opens the area. */
  role: Role;
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
