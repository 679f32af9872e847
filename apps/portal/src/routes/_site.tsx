import { buttonClassName } from '@dbcloud/ui-kit';
import { createFileRoute, Link, Outlet } from '@tanstack/react-router';
import { BrandMark } from '../components/brand-mark';
import styles from '../components/site.module.css';
import { SkipLink } from '../components/skip-link';
import { ThemeSelect } from '../components/theme-select';

/** The public site's frame: header with sign-in and sign-up, footer with the policies and the theme. */
export const Route = createFileRoute('/_site')({
  component: SiteLayout,
});

function SiteLayout() {
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
        <Outlet />
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
        </nav>
        <ThemeSelect />
        <p>© 2026 DBCloud</p>
      </footer>
    </div>
  );
}
