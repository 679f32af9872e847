import { useId } from 'react';
import { currentTheme, setTheme, type Theme } from '../app/theme';
import styles from './site.module.css';

/** The public site's theme choice, in its footer (the portal's is in the user menu). */
export function ThemeSelect() {
  const id = useId();
  return (
    <div className={styles.theme}>
      <label htmlFor={id}>Theme</label>
      <select
        id={id}
        defaultValue={currentTheme()}
        onChange={(event) => setTheme(event.target.value as Theme)}
      >
        <option value="system">System</option>
        <option value="light">Light</option>
        <option value="dark">Dark</option>
      </select>
    </div>
  );
}
