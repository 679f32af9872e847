// The Content-Security-Policy of the served build (DESIGN §10): scripts only from ourselves (no
// inline script, no eval), connections and frames only to ourselves and the card provider's origins.
export interface CspOptions {
  /** The card provider's origins (GET configuration's cardProvider.origins). */
  cardOrigins: readonly string[];
  /** Hashes ('sha256-…') of <style> elements a library inserts, each named in `styleReasons`. */
  styleHashes?: readonly string[];
}

export function contentSecurityPolicy({ cardOrigins, styleHashes = [] }: CspOptions): string {
  const card = cardOrigins.join(' ');
  const directives: Record<string, string> = {
    'default-src': "'self'",
    'script-src': `'self' ${card}`.trim(),
    // sonner 2 inserts one <style> element with its toast layout when it loads: allowed by its hash.
    'style-src': ["'self'", ...styleHashes.map((h) => `'${h}'`)].join(' '),
    'img-src': "'self' data:",
    'font-src': "'self'",
    'connect-src': `'self' ${card}`.trim(),
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
