import type { UserCloudAccount, UserInfo } from '@dbcloud/api-client';
import { Badge } from '@dbcloud/ui-kit';
import { useMatches, useNavigate, useRouter } from '@tanstack/react-router';
import { samePageFor } from '../../app/account-switch';
import { toast } from '../../app/notify';
import { ACCOUNT_TYPE_NAMES, MARKETPLACE_NAMES } from '../../app/site-labels';
import styles from './portal-layout.module.css';

/** "acme-health (HIPAA)", "northwind (Azure Marketplace)": the account with its type and who bills it. */
export function accountLabel(account: UserCloudAccount): string {
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
 * The same page under another account (samePageFor, from the router's matches for the page on screen),
 * and the toast that says so once that page is really open (not, say, after a 401 sent the user to
 * sign in).
 */
export function useSwitchAccount(stayOnPage: StayOnPage | undefined) {
  const navigate = useNavigate();
  const router = useRouter();
  const matches = useMatches();
  const pageIn = (next: UserCloudAccount) => samePageFor(matches, next.domainName);
  if (stayOnPage) {
    const stay = (next: UserCloudAccount) => {
      stayOnPage(next);
      toast('info', `Switched to ${accountLabel(next)}`, {
        description: 'Your profile is the same in every account: this page stays open.',
      });
    };
    return { pageIn, switchTo: stay, announce: stay };
  }
  const arrived = (next: UserCloudAccount) => {
    const open = router.state.matches.some(
      (match) => match.routeId === '/portal/$cloudAccount' && match.params.cloudAccount === next.domainName,
    );
    if (!open) return;
    toast('info', `Switched to ${accountLabel(next)}`, {
      description: 'You are on the same page in this account.',
    });
  };
  return {
    /** The page a link to the account opens. */
    pageIn,
    /** Switches now (the select). */
    switchTo: (next: UserCloudAccount) => void navigate(pageIn(next)).then(() => arrived(next)),
    /** A link is switching (the link navigates itself): says so when its navigation is done. */
    announce: (next: UserCloudAccount) => {
      const stop = router.subscribe('onResolved', () => {
        stop();
        arrived(next);
      });
    },
  };
}

export function AccountSwitcher({
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
