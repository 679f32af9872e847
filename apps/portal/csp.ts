// The Content-Security-Policy of the served build: scripts only from ourselves (no
// inline script, no eval), connections and frames only to ourselves and the card provider's origins.
export interface CspOptions {
  /** The card provider's origins (GET configuration's cardProvider.origins). */
  cardOrigins: readonly string[];
  /**
   * Quoted hash sources ('sha256-…') of the <style> elements ui-kit's libraries insert at run time:
   * sonner's toast layout (at import), Radix Select's viewport, react-remove-scroll-bar's scroll lock
   * under dialogs and menus. See packages/ui-kit/csp/style-hashes.mjs.
   */
  styleHashes?: readonly string[];
}

export function contentSecurityPolicy({ cardOrigins, styleHashes = [] }: CspOptions): string {
  const card = cardOrigins.join(' ');
  const directives: Record<string, string> = {
    'default-src': "'self'",
    'script-src': `'self' ${card}`.trim(),
    // Only our stylesheets, plus the exact <style> texts ui-kit's libraries insert (by hash).
    'style-src': ["'self'", ...styleHashes].join(' '),
    'img-src': "'self' data:",
    'font-src': "'self'",
    'connect-src': `'self' ${card}`.trim(),
    // The service worker (/sw.js) and nothing else: not the card provider's origins script-src names.
    'worker-src': "'self'",
    'frame-src': card || "'none'",
    'frame-ancestors': "'none'",
    'form-action': "'self'",
    'base-uri': "'none'",
    'object-src': "'none'",
  };
  return Object.entries(directives)
    .map(([name, value]) => `${name} ${value}`)
    .join('; ');
}
