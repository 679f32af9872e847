import type { UserCloudAccount, UserInfo } from '@dbcloud/api-client';
import { lazy, Suspense, useState } from 'react';
import type { StayOnPage } from './account-switcher';
import styles from './portal-layout.module.css';

export interface UserMenuProps {
  user: UserInfo;
  account: UserCloudAccount | undefined;
  stayOnPage: StayOnPage | undefined;
}

const load = () => import('./user-menu-content');
const Content = lazy(load);

/**
 * The user menu's button. The menu (user-menu-content.tsx, with the menu primitives and their
 * positioning) loads when the button is first pointed at, focused or pressed, and opens then: a page's
 * first load holds this button only.
 */
export function UserMenu(props: UserMenuProps) {
  // Undefined until first pressed; then whether a key (not a pointer) pressed it.
  const [pressed, setPressed] = useState<{ byKeyboard: boolean }>();
  const label = `${props.user.name ?? props.user.email}, user menu`;
  const button = (
    <button
      type="button"
      className={styles.userButton}
      aria-label={label}
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={() => void load()}
      onFocus={() => void load()}
      onClick={(event) => setPressed({ byKeyboard: event.detail === 0 })}
    >
      {props.user.name ?? props.user.email}
    </button>
  );
  if (!pressed) return button;
  return (
    <Suspense fallback={button}>
      <Content {...props} label={label} byKeyboard={pressed.byKeyboard} />
    </Suspense>
  );
}
