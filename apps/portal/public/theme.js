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
  // A prerendered page (prerender.ts) names the app's entry here instead of loading it from its HTML:
  // the app starts once the page's first paint is on screen (its paint entry comes then), so that the
  // page and its stylesheet have the network and the processor to themselves until then. A hidden tab
  // paints, and starts, when shown.
  const app = document.currentScript?.dataset.app;
  if (!app) return;
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    import(app);
  };
  try {
    new PerformanceObserver((entries) => {
      if (entries.getEntriesByName('first-contentful-paint').length > 0) start();
    }).observe({ type: 'paint', buffered: true });
  } catch {
    requestAnimationFrame(() => setTimeout(start));
  }
})();
