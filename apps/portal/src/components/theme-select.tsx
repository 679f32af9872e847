import { useEffect, useId, useState } from 'react';
import { currentTheme, setTheme, type Theme } from '../app/theme';
import styles from './site.module.css';

/**
 * The public site's theme choice, in its footer (the portal's is in the user menu). It shows "System"
 * until it has mounted, as the prerendered HTML does (the choice is in the browser's storage), then
 * the theme in effect.
 */
export function ThemeSelect() {
  const id = useId();
  const [theme, show] = useState<Theme>('system');
  useEffect(() => show(currentTheme()), []);
  return (
    <div className={styles.theme}>
      <label htmlFor={id}>Theme</label>
      <select
        id={id}
        value={theme}
        onChange={(event) => {
          const chosen = event.target.value as Theme;
          setTheme(chosen);
          show(chosen);
        }}
      >
        <option value="system">System</option>
        <option value="light">Light</option>
        <option value="dark">Dark</option>
      </select>
    </div>
  );
}
