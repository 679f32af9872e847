import type { UserCloudAccount } from '@dbcloud/api-client';
import { Button } from '@dbcloud/ui-kit';
import { Menu as MenuIcon } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import styles from './portal-layout.module.css';

const Sheet = lazy(() => import('./navigation-sheet'));

/**
 * Below 768 px the side navigation folds into this menu button and a sheet (a dialog), whose code loads
 * when it first opens: a page's first load holds the button only.
 */
export function NavigationMenu({ account }: { account: UserCloudAccount }) {
  // Undefined until first opened.
  const [open, setOpen] = useState<boolean>();
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button
        ref={button}
        variant="ghost"
        size="icon"
        className={styles.menuButton}
        aria-label="Open the navigation"
        aria-haspopup="dialog"
        aria-expanded={open === true}
        onClick={() => setOpen(true)}
      >
        <MenuIcon className={styles.navIcon} aria-hidden="true" />
      </Button>
      {open !== undefined && (
        <Suspense>
          <Sheet account={account} open={open} onOpenChange={setOpen} opener={button} />
        </Suspense>
      )}
    </>
  );
}
