import type { UserCloudAccount } from '@dbcloud/api-client';
import { Link, useMatches } from '@tanstack/react-router';
import {
  Building2,
  CreditCard,
  Database,
  DatabaseBackup,
  House,
  KeyRound,
  LifeBuoy,
  type LucideIcon,
} from 'lucide-react';
import { areaOf, type NavArea, navItemsFor } from '../../app/navigation';
import styles from './portal-layout.module.css';

/** Each area's icon (lucide, imported one by one so only these are shipped). */
export const NAV_ICONS: Record<NavArea, LucideIcon> = {
  home: House,
  products: Database,
  backups: DatabaseBackup,
  billing: CreditCard,
  apiKeys: KeyRound,
  account: Building2,
  support: LifeBuoy,
};

/**
 * The areas the user's roles allow, the current one marked: the area the page's routes name
 * (`staticData.area`), so a product's page marks Products and an invoice Billing.
 */
export function NavLinks({ account, onNavigate }: { account: UserCloudAccount; onNavigate?: () => void }) {
  const area = useMatches({ select: areaOf });
  return (
    <ul className={styles.navList}>
      {navItemsFor(account).map((item) => {
        const Icon = NAV_ICONS[item.area];
        const current = item.area === area;
        return (
          <li key={item.area}>
            <Link
              to={item.to}
              params={{ cloudAccount: account.domainName }}
              aria-current={current ? 'page' : undefined}
              className={current ? styles.active : undefined}
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
