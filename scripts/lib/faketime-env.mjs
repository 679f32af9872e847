// faketime's settings in an environment (shared by the scripts and the browser tests, which start
// Chromium without them).

/**
 * An environment without faketime's settings. faketime started under faketime (`faketime … npm test`
 * runs the dates check, which runs faketime again) would read the outer fake time as the real one and
 * land somewhere else: the inner one must start from the machine's clock.
 */
export function withoutFaketime(env) {
  const clean = {};
  for (const [name, value] of Object.entries(env)) {
    if (value === undefined || name.startsWith('FAKETIME')) continue;
    if (name === 'LD_PRELOAD') {
      const kept = value.split(/[\s:]+/).filter((lib) => lib && !lib.includes('faketime'));
      if (kept.length > 0) clean[name] = kept.join(':');
      continue;
    }
    clean[name] = value;
  }
  return clean;
}
