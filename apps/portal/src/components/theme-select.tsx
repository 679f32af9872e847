import { useId } from 'react';
import { useHydrated } from '../app/hydrated';
import { currentTheme, setTheme, type Theme } from '../app/theme';
import styles from './site.module.css';

/**
 * The public site's theme choice, in its footer (the portal's is in the user menu). A prerendered page
 * shows "System" until it has hydrated, as its HTML does (the choice is in the browser's storage): the
 * select then starts again with the theme in effect.
 */
export function ThemeSelect() {
  const id = useId();
  const hydrated = useHydrated();
  return (
    <div className={styles.theme}>
      <label htmlFor={id}>Theme</label>
      <select
        key={String(hydrated)}
        id={id}
        defaultValue={hydrated ? currentTheme() : 'system'}
        onChange={(event) => setTheme(event.target.value as Theme)}
      >
        <option value="system">System</option>
        <option value="light">Light</option>
        <option value="dark">Dark</option>
      </select>
    </div>
  );
}
