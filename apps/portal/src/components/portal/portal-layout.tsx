import type { UserCloudAccount, UserInfo } from '@dbcloud/api-client';
import {
  Badge,
  Button,
  Dialog,
  DialogContent,
  DialogTitle,
  DialogTrigger,
  Menu,
  MenuContent,
  MenuGroup,
  MenuItem,
  MenuLabel,
  MenuRadioGroup,
  MenuRadioItem,
  MenuSeparator,
  MenuTrigger,
} from '@dbcloud/ui-kit';
import { Link, useNavigate, useRouter, useRouterState } from '@tanstack/react-router';
import {
  Building2,
  CreditCard,
  Database,
  DatabaseBackup,
  House,
  KeyRound,
  LifeBuoy,
  type LucideIcon,
  Menu as MenuIcon,
} from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { samePageFor } from '../../app/account-switch';
import { type NavItem, navItemsFor } from '../../app/navigation';
import { toast } from '../../app/notify';
import { ACCOUNT_TYPE_NAMES, MARKETPLACE_NAMES } from '../../app/site-labels';
import { currentTheme, setTheme, type Theme } from '../../app/theme';
import { BrandMark } from '../brand-mark';
import { SkipLink } from '../skip-link';
import styles from './portal-layout.module.css';

/** Each area's icon (lucide, imported one by one so only these are shipped). */
const NAV_ICONS: Record<NavItem['to'], LucideIcon> = {
  home: House,
  products: Database,
  backups: DatabaseBackup,
  'billing/summary': CreditCard,
  apiKeys: KeyRound,
  account: Building2,
  support: LifeBuoy,
};

/** "acme-health (HIPAA)", "northwind (Azure Marketplace)": the account with its type and who bills it. */
function accountLabel(account: UserCloudAccount): string {
  const notes = [
    account.accountType === 'Hipaa' ? ACCOUNT_TYPE_NAMES.Hipaa : undefined,
    account.managedBy === 'direct' ? undefined : MARKETPLACE_NAMES[account.managedBy],
  ].filter(Boolean);
  return notes.length > 0 ? `${account.domainName} (${notes.join(', ')})` : account.domainName;
}

/**
 * A page that stays put when the account changes (the profile pages): switching only
 * changes which account the frame's navigation opens.
 */
export type StayOnPage = (next: UserCloudAccount) => void;

/**
 * The portal's frame: side navigation, account switcher, user menu, status link. Pages of
 * no account (the profile) pass the account the navigation opens, none for a user without accounts,
 * and `stayOnPage`.
 */
export function PortalLayout({
  user,
  account,
  stayOnPage,
  children,
}: {
  user: UserInfo;
  account: UserCloudAccount | undefined;
  stayOnPage?: StayOnPage;
  children: ReactNode;
}) {
  return (
    <div className={styles.portal}>
      <SkipLink target="portal-main" />
      <header className={styles.header}>
        {account && <NavigationSheet account={account} />}
        <Link to="/" className={styles.brand}>
          <BrandMark />
        </Link>
        {account && <AccountSwitcher user={user} account={account} stayOnPage={stayOnPage} />}
        <div className={styles.headerEnd}>
          <a href="/status" className={styles.status}>
            Service status
          </a>
          <UserMenu user={user} account={account} stayOnPage={stayOnPage} />
        </div>
      </header>
      <div className={styles.body}>
        {account && (
          <nav aria-label="Account" className={styles.nav}>
            <NavLinks account={account} />
          </nav>
        )}
        <main id="portal-main" tabIndex={-1} className={styles.main}>
          {children}
        </main>
      </div>
    </div>
  );
}

/** The areas the user's roles allow, the current one marked. */
function NavLinks({ account, onNavigate }: { account: UserCloudAccount; onNavigate?: () => void }) {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const current = { 'aria-current': 'page', className: styles.active } as const;
  return (
    <ul className={styles.navList}>
      {navItemsFor(account).map((item) => {
        const Icon = NAV_ICONS[item.to];
        const inArea = item.area && pathname.startsWith(`/portal/${account.domainName}/${item.area}/`);
        return (
          <li key={item.to}>
            <Link
              to={`/portal/$cloudAccount/${item.to}`}
              params={{ cloudAccount: account.domainName }}
              activeProps={current}
              {...(inArea ? current : {})}
              onClick={onNavigate}
            >
              <Icon className={styles.navIcon} aria-hidden="true" />
              {item.label}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

/** Below 768 px the side navigation folds into this menu button and a sheet (a Radix dialog). */
function NavigationSheet({ account }: { account: UserCloudAccount }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="ghost" size="icon" className={styles.menuButton} aria-label="Open the navigation">
          <MenuIcon className={styles.navIcon} aria-hidden="true" />
        </Button>
      </DialogTrigger>
      <DialogContent className={styles.sheet} aria-describedby={undefined} closeLabel="Close the navigation">
        <DialogTitle className={styles.sheetTitle}>{account.domainName}</DialogTitle>
        <nav aria-label="Account">
          <NavLinks account={account} onNavigate={() => setOpen(false)} />
        </nav>
        <a href="/status" className={styles.sheetStatus}>
          Service status
        </a>
      </DialogContent>
    </Dialog>
  );
}

/**
 * The same page under another account, and the toast that says so once that page is really
 * open (not, say, after a 401 sent the user to sign in).
 */
function useSwitchAccount(stayOnPage: StayOnPage | undefined) {
  const navigate = useNavigate();
  const router = useRouter();
  const href = useRouterState({ select: (state) => state.location.href });
  if (stayOnPage) {
    const stay = (next: UserCloudAccount) => {
      stayOnPage(next);
      toast('info', `Switched to ${accountLabel(next)}`, {
        description: 'Your profile is the same in every account: this page stays open.',
      });
    };
    return { hrefFor: () => href, switchTo: stay, announce: stay };
  }
  const arrived = (next: UserCloudAccount) => {
    if (!router.state.location.pathname.startsWith(`/portal/${next.domainName}/`)) return;
    toast('info', `Switched to ${accountLabel(next)}`, {
      description: 'You are on the same page in this account.',
    });
  };
  return {
    hrefFor: (next: UserCloudAccount) => samePageFor(href, next.domainName),
    /** Switches now (the select). */
    switchTo: (next: UserCloudAccount) =>
      void navigate({ href: samePageFor(href, next.domainName) }).then(() => arrived(next)),
    /** A link is switching (the link navigates itself): says so when its navigation is done. */
    announce: (next: UserCloudAccount) => {
      const stop = router.subscribe('onResolved', () => {
        stop();
        arrived(next);
      });
    },
  };
}

function AccountSwitcher({
  user,
  account,
  stayOnPage,
}: {
  user: UserInfo;
  account: UserCloudAccount;
  stayOnPage: StayOnPage | undefined;
}) {
  const { switchTo } = useSwitchAccount(stayOnPage);
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
          if (next) switchTo(next);
        }}
      >
        {user.cloudAccounts.map((a) => (
          <option key={a.domainName} value={a.domainName}>
            {accountLabel(a)}
          </option>
        ))}
      </select>
      {account.accountType === 'Hipaa' && (
        <Badge tone="info" title={`Compliance-regulated account (${ACCOUNT_TYPE_NAMES.Hipaa})`}>
          {ACCOUNT_TYPE_NAMES.Hipaa}
        </Badge>
      )}
      {account.managedBy !== 'direct' && (
        <Badge tone="neutral" title={`Billed through ${MARKETPLACE_NAMES[account.managedBy]}`}>
          {MARKETPLACE_NAMES[account.managedBy]}
        </Badge>
      )}
    </div>
  );
}

/**
 * The user's other accounts, as links to the same page there (hovering one preloads it; on a page that
 * stays put, a choice), the profile, the theme, and sign-out, always the last item (End, Enter signs out).
 */
function UserMenu({
  user,
  account,
  stayOnPage,
}: {
  user: UserInfo;
  account: UserCloudAccount | undefined;
  stayOnPage: StayOnPage | undefined;
}) {
  const navigate = useNavigate();
  const { hrefFor, announce } = useSwitchAccount(stayOnPage);
  const others = account ? user.cloudAccounts.filter((a) => a.domainName !== account.domainName) : [];
  return (
    <Menu>
      <MenuTrigger className={styles.userButton} aria-label={`${user.name ?? user.email}, user menu`}>
        {user.name ?? user.email}
      </MenuTrigger>
      <MenuContent align="end">
        {others.length > 0 && (
          <>
            <MenuGroup>
              <MenuLabel>Switch to</MenuLabel>
              {others.map((other) => {
                if (stayOnPage) {
                  return (
                    <MenuItem key={other.domainName} onSelect={() => announce(other)}>
                      {accountLabel(other)}
                    </MenuItem>
                  );
                }
                const target = new URL(hrefFor(other), window.location.origin);
                return (
                  <MenuItem key={other.domainName} asChild onSelect={() => announce(other)}>
                    <Link
                      to={target.pathname as '/'}
                      search={Object.fromEntries(target.searchParams) as never}
                    >
                      {accountLabel(other)}
                    </Link>
                  </MenuItem>
                );
              })}
            </MenuGroup>
            <MenuSeparator />
          </>
        )}
        <MenuItem asChild>
          <Link to="/portal/profile">Profile and two-factor</Link>
        </MenuItem>
        <MenuSeparator />
        <ThemeChoice />
        <MenuSeparator />
        <MenuItem onSelect={() => void navigate({ to: '/user/logout' })}>Sign out</MenuItem>
      </MenuContent>
    </Menu>
  );
}

/** The theme, as a choice in the user menu (read when the menu opens: selecting closes it). */
function ThemeChoice() {
  const [theme, choose] = useState(currentTheme);
  const label = useId();
  return (
    <>
      <MenuLabel id={label}>Theme</MenuLabel>
      <MenuRadioGroup
        aria-labelledby={label}
        value={theme}
        onValueChange={(value) => {
          choose(value as Theme);
          setTheme(value as Theme);
        }}
      >
        <MenuRadioItem value="system">System</MenuRadioItem>
        <MenuRadioItem value="light">Light</MenuRadioItem>
        <MenuRadioItem value="dark">Dark</MenuRadioItem>
      </MenuRadioGroup>
    </>
  );
}
