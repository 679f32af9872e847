// The colour theme the user chose, remembered in localStorage. public/theme.js applies
// the stored choice before the first paint, so <html>'s data-theme is the current theme; "system"
// leaves it unset and tokens.css's prefers-color-scheme rules follow the OS, live, with no script.
// No React state: each control reads the theme when it mounts, and only one is on screen at a time.

export type Theme = 'light' | 'dark' | 'system';

/** The localStorage key public/theme.js reads. */
export const THEME_KEY = 'dbcloud.theme';

/** The theme in effect: `data-theme` on <html>, "system" when there is none. */
export function currentTheme(): Theme {
  return (document.documentElement.dataset.theme as Theme | undefined) ?? 'system';
}

/** Applies a theme now and remembers it for the next visits. */
export function setTheme(theme: Theme): void {
  const root = document.documentElement;
  if (theme === 'system') delete root.dataset.theme;
  else root.dataset.theme = theme;
  try {
    localStorage.setItem(THEME_KEY, theme);
  } catch {
    // Storage blocked: the choice holds for this page only.
  }
}
