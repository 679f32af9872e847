import type { UserCloudAccount, UserInfo } from '@dbcloud/api-client';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { BrandMark } from '../brand-mark';
import { SkipLink } from '../skip-link';
import { AccountSwitcher, type StayOnPage } from './account-switcher';
import { NavLinks } from './nav-links';
import { NavigationMenu } from './navigation-menu';
import { PaletteButton, type PaletteLoader } from './palette-button';
import styles from './portal-layout.module.css';
import { UserMenu } from './user-menu';

export type { StayOnPage } from './account-switcher';

/**
 * The portal's frame: side navigation (nav-links.tsx), account switcher (account-switcher.tsx), user
 * menu (user-menu.tsx), the command palette's button (palette-button.tsx), status link. Pages of no account (the profile) pass the account the navigation
 * opens, none for a user without accounts, and `stayOnPage`.
 */
export function PortalLayout({
  user,
  account,
  stayOnPage,
  palette,
  children,
}: {
  user: UserInfo;
  account: UserCloudAccount | undefined;
  stayOnPage?: StayOnPage;
  /** The command palette's module (the route composes it with its data). */
  palette: PaletteLoader;
  children: ReactNode;
}) {
  return (
    <div className={styles.portal}>
      <SkipLink target="portal-main" />
      <header className={styles.header}>
        {account && <NavigationMenu account={account} />}
        <Link to="/" className={styles.brand}>
          <BrandMark />
        </Link>
        {account && <AccountSwitcher user={user} account={account} stayOnPage={stayOnPage} />}
        <div className={styles.headerEnd}>
          <PaletteButton load={palette} user={user} account={account} stayOnPage={stayOnPage} />
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
