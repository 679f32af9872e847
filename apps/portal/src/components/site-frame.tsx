import { buttonClassName } from '@dbcloud/ui-kit';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useHydrated } from '../app/hydrated';
import { BrandMark } from './brand-mark';
import styles from './site.module.css';
import { SkipLink } from './skip-link';
import { ThemeSelect } from './theme-select';

/**
 * The public site's frame: header with sign-in and sign-up, footer with the policies and the theme.
 * Every public page is in it (`_site`), and so is an unknown address (the root's not-found screen).
 */
export function SiteFrame({ children }: { children: ReactNode }) {
  const hydrated = useHydrated();
  return (
    <div className={styles.site}>
      <SkipLink target="content" />
      <header className={styles.header}>
        <Link to="/" className={styles.brand}>
          <BrandMark />
        </Link>
        <nav aria-label="Site" className={styles.nav}>
          <Link to="/pricing" className={styles.navLink}>
            Pricing
          </Link>
          <Link to="/user/login" className={styles.navLink}>
            Sign in
          </Link>
          <Link to="/user/register" className={buttonClassName({ size: 'sm' })}>
            Start free
          </Link>
        </nav>
      </header>
      <div id="content" tabIndex={-1} className={styles.content}>
        {/* A prerendered page's controls wait for the app (app/hydrated.ts): a form sent before it has
            hydrated would go to the server as a plain GET, and what was typed would be lost. */}
        <fieldset className={styles.controls} disabled={!hydrated}>
          {children}
        </fieldset>
      </div>
      <footer className={styles.footer}>
        <nav aria-label="Policies" className={styles.footerNav}>
          <Link to="/terms" className={styles.navLink}>
            Terms of service
          </Link>
          <Link to="/privacy-policy" className={styles.navLink}>
            Privacy policy
          </Link>
          <Link to="/support-policy" className={styles.navLink}>
            Support policy
          </Link>
          <Link to="/status" className={styles.navLink}>
            Service status
          </Link>
          <Link to="/docs/api" className={styles.navLink}>
            API reference
          </Link>
        </nav>
        <ThemeSelect />
        <p>© 2026 DBCloud</p>
      </footer>
    </div>
  );
}
