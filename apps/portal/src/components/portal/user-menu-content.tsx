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
import { useId, useRef, useState } from 'react';
import { currentTheme, setTheme, type Theme } from '../../app/theme';
import { accountLabel, type StayOnPage, useSwitchAccount } from './account-switcher';
import styles from './portal-layout.module.css';

/**
 * The user's other accounts, as links to the same page there (hovering one preloads it; on a page that
 * stays put, a choice), the profile, the theme, and sign-out, always the last item (End, Enter signs out).
 * Loaded when the user menu's button is first used (user-menu.tsx), it mounts open: opened by keyboard,
 * it puts focus on its first item, as the menu does on every later opening.
 */
export default function UserMenuContent({
  user,
  account,
  stayOnPage,
  label,
  byKeyboard,
}: {
  user: UserInfo;
  account: UserCloudAccount | undefined;
  stayOnPage: StayOnPage | undefined;
  label: string;
  byKeyboard: boolean;
}) {
  const navigate = useNavigate();
  const { pageIn, announce } = useSwitchAccount(stayOnPage);
  const [open, setOpen] = useState(true);
  const [first, setFirst] = useState(byKeyboard);
  const content = useRef<HTMLDivElement>(null);
  const others = account ? user.cloudAccounts.filter((a) => a.domainName !== account.domainName) : [];
  return (
    <Menu open={open} onOpenChange={setOpen}>
      <MenuTrigger className={styles.userButton} aria-label={label}>
        {user.name ?? user.email}
      </MenuTrigger>
      <MenuContent
        ref={content}
        align="end"
        onFocus={(event) => {
          // The menu focuses itself as it opens: opened by a key, its first item takes the focus.
          if (!first || event.target !== event.currentTarget) return;
          setFirst(false);
          content.current?.querySelector<HTMLElement>('[role^="menuitem"]')?.focus();
        }}
      >
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
