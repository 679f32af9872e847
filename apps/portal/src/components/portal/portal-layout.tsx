import type { UserCloudAccount, UserInfo } from '@dbcloud/api-client';
import { Badge, Menu, MenuContent, MenuItem, MenuTrigger } from '@dbcloud/ui-kit';
import { Link, useNavigate, useRouter, useRouterState } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { samePageFor } from '../../app/account-switch';
import { navItemsFor } from '../../app/navigation';
import { toast } from '../../app/notify';
import { SkipLink } from '../skip-link';
import styles from './portal-layout.module.css';

/** The portal's frame: side navigation, account switcher, user menu, status link (DESIGN §7). */
export function PortalLayout({
  user,
  account,
  children,
}: {
  user: UserInfo;
  account: UserCloudAccount;
  children: ReactNode;
}) {
  return (
    <div className={styles.portal}>
      <SkipLink target="portal-main" />
      <header className={styles.header}>
        <Link to="/" className={styles.brand}>
          DBCloud
        </Link>
        <AccountSwitcher user={user} account={account} />
        <div className={styles.headerEnd}>
          <a href="/status" className={styles.status}>
            Service status
          </a>
          <UserMenu user={user} />
        </div>
      </header>
      <div className={styles.body}>
        <nav aria-label="Account" className={styles.nav}>
          <ul>
            {navItemsFor(account).map((item) => (
              <li key={item.to}>
                <Link
                  to={`/portal/$cloudAccount/${item.to}`}
                  params={{ cloudAccount: account.domainName }}
                  activeProps={{ 'aria-current': 'page', className: styles.active }}
                >
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <main id="portal-main" tabIndex={-1} className={styles.main}>
          {children}
        </main>
      </div>
    </div>
  );
}

function accountLabel(account: UserCloudAccount): string {
  return account.accountType === 'Hipaa' ? `${account.domainName} (HIPAA)` : account.domainName;
}

function AccountSwitcher({ user, account }: { user: UserInfo; account: UserCloudAccount }) {
  const navigate = useNavigate();
  const router = useRouter();
  const href = useRouterState({ select: (state) => state.location.href });
  return (
    <div className={styles.switcher}>
      <label htmlFor="account-switcher" className={styles.switcherLabel}>
        Cloud account
      </label>
      <select
        id="account-switcher"
        value={account.domainName}
        onChange={(event) => {
          const next = user.cloudAccounts.find((a) => a.domainName === event.target.value);
          if (!next) return;
          // Only say so once the page of the new account is really open (not, say, after a 401).
          void navigate({ href: samePageFor(href, next.domainName) }).then(
            () =>
              router.state.location.pathname.startsWith(`/portal/${next.domainName}/`) &&
              toast('info', `Switched to ${accountLabel(next)}`, {
                description: 'You are on the same page in this account.',
              }),
          );
        }}
      >
        {user.cloudAccounts.map((a) => (
          <option key={a.domainName} value={a.domainName}>
            {accountLabel(a)}
          </option>
        ))}
      </select>
      {account.accountType === 'Hipaa' && (
        <Badge tone="info" title="Compliance-regulated account (HIPAA)">
          HIPAA
        </Badge>
      )}
    </div>
  );
}

function UserMenu({ user }: { user: UserInfo }) {
  const navigate = useNavigate();
  return (
    <Menu>
      <MenuTrigger className={styles.userButton} aria-label={`${user.name ?? user.email}, user menu`}>
        {user.name ?? user.email}
      </MenuTrigger>
      <MenuContent align="end">
        <MenuItem onSelect={() => void navigate({ to: '/user/logout' })}>Sign out</MenuItem>
      </MenuContent>
    </Menu>
  );
}
