import type { UserCloudAccount } from '@dbcloud/api-client';
import { Dialog, DialogContent, DialogTitle } from '@dbcloud/ui-kit';
import type { RefObject } from 'react';
import { NavLinks } from './nav-links';
import styles from './portal-layout.module.css';

/** The navigation as a sheet on small screens (NavigationSheet's dialog, loaded when it first opens). */
export default function NavigationSheetDialog({
  account,
  open,
  onOpenChange,
  opener,
}: {
  account: UserCloudAccount;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The menu button, which takes the focus back when the sheet closes. */
  opener: RefObject<HTMLButtonElement | null>;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        className={styles.sheet}
        aria-describedby={undefined}
        closeLabel="Close the navigation"
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          opener.current?.focus();
        }}
      >
        <DialogTitle className={styles.sheetTitle}>{account.domainName}</DialogTitle>
        <nav aria-label="Account">
          <NavLinks account={account} onNavigate={() => onOpenChange(false)} />
        </nav>
        <a href="/status" className={styles.sheetStatus}>
          Service status
        </a>
      </DialogContent>
    </Dialog>
  );
}
