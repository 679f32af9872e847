// The theme the user chose (src/app/theme.ts), applied before the first paint: a classic script that
// index.html loads synchronously in <head>, from a file because the CSP allows no inline script.
// "system" (or nothing stored) leaves <html> without data-theme, so tokens.css follows the OS.
(() => {
  try {
    const theme = localStorage.getItem('dbcloud.theme');
    if (theme === 'light' || theme === 'dark') document.documentElement.dataset.theme = theme;
  } catch {
    // Storage blocked: the OS's theme.
  }
})();
