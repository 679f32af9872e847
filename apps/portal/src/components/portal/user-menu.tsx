import type { UserCloudAccount, UserInfo } from '@dbcloud/api-client';
import {
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
import { Link, useNavigate } from '@tanstack/react-router';
import { useId, useState } from 'react';
import { currentTheme, setTheme, type Theme } from '../../app/theme';
import { accountLabel, type StayOnPage, useSwitchAccount } from './account-switcher';
import styles from './portal-layout.module.css';

/**
 * The user's other accounts, as links to the same page there (hovering one preloads it; on a page that
 * stays put, a choice), the profile, the theme, and sign-out, always the last item (End, Enter signs out).
 */
export function UserMenu({
  user,
  account,
  stayOnPage,
}: {
  user: UserInfo;
  account: UserCloudAccount | undefined;
  stayOnPage: StayOnPage | undefined;
}) {
  const navigate = useNavigate();
  const { pageIn, announce } = useSwitchAccount(stayOnPage);
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
              {others.map((other) =>
                stayOnPage ? (
                  <MenuItem key={other.domainName} onSelect={() => announce(other)}>
                    {accountLabel(other)}
                  </MenuItem>
                ) : (
                  <MenuItem key={other.domainName} asChild onSelect={() => announce(other)}>
                    <Link {...pageIn(other)}>{accountLabel(other)}</Link>
                  </MenuItem>
                ),
              )}
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
