// The API's rate-limit fields, as the IETF httpapi draft "RateLimit header fields for HTTP"
// (draft-ietf-httpapi-ratelimit-headers-10) writes them: `RateLimit-Policy: "api-key";q=120;w=60` (each
// quota policy: `q` calls per window of `w` seconds) and `RateLimit: "api-key";r=57;t=23` (`r` calls
// left, `t` seconds until the oldest call still counted leaves the window). Both are Structured Fields
// lists, one item per policy, the most constrained first.

/** Where the caller stands in one quota policy. */
export interface RateLimitQuota {
  /** The policy's name: `api-key` (per API key), `client` (per client address), `backup-links`, … */
  readonly policy: string;
  /** Calls left in the current window. */
  readonly remaining: number;
  /** Seconds until the oldest call still counted leaves the window (at no calls left: when to retry). */
  readonly resetSeconds: number;
  /** Calls the policy allows per window (`q` of `RateLimit-Policy`), when the answer said. */
  readonly limit: number | undefined;
  /** The window's length in seconds (`w` of `RateLimit-Policy`), when the answer said. */
  readonly windowSeconds: number | undefined;
}

/**
 * The rate limits an answer announced: the tightest quota (fewest calls left, then the latest reset)
 * at the top level, every quota in `quotas`.
 */
export interface RateLimit extends RateLimitQuota {
  readonly quotas: readonly RateLimitQuota[];
}

type Item = { name: string; params: Map<string, string> };

/** Splits a Structured Fields list on the commas outside quoted strings. */
function members(value: string): string[] {
  const out: string[] = [];
  let current = '';
  let quoted = false;
  for (let index = 0; index < value.length; index += 1) {
    const char = value[index];
    if (quoted && char === '\\') {
      current += char + (value[index + 1] ?? '');
      index += 1;
      continue;
    }
    if (char === '"') quoted = !quoted;
    if (char === ',' && !quoted) {
      out.push(current);
      current = '';
    } else current += char;
  }
  out.push(current);
  return out.map((member) => member.trim()).filter(Boolean);
}

/** One list member: a string or token item with its `;key=value` parameters. Undefined when malformed. */
function parseItem(member: string): Item | undefined {
  const match = /^("(?:[^"\\]|\\.)*"|[A-Za-z*][\w:./*%-]*)(.*)$/.exec(member);
  if (!match?.[1]) return undefined;
  const name = match[1].startsWith('"') ? match[1].slice(1, -1).replace(/\\(.)/g, '$1') : match[1];
  const params = new Map<string, string>();
  for (const param of (match[2] ?? '').split(';').slice(1)) {
    const [key = '', value = '?1'] = param.split('=').map((part) => part.trim());
    if (key) params.set(key, value);
  }
  return { name, params };
}

const count = (value: string | undefined): number | undefined =>
  value !== undefined && /^\d{1,15}$/.test(value) ? Number(value) : undefined;

function itemsOf(field: string | null): Item[] {
  return field ? members(field).flatMap((member) => parseItem(member) ?? []) : [];
}

/**
 * The rate limits of an answer's headers, or undefined when it carries no (well-formed) `RateLimit`.
 *
 * @example
 * const { response } = await api.GET('/products/get-products/{domainName}', { params: { path: { domainName: 'acme' } } });
 * parseRateLimit(response.headers); // { policy: 'api-key', remaining: 57, resetSeconds: 23, limit: 120, windowSeconds: 60, quotas: [...] }
 */
export function parseRateLimit(headers: Headers): RateLimit | undefined {
  const policies = new Map(itemsOf(headers.get('RateLimit-Policy')).map((item) => [item.name, item]));
  const quotas: RateLimitQuota[] = itemsOf(headers.get('RateLimit')).flatMap((item) => {
    const remaining = count(item.params.get('r'));
    if (remaining === undefined) return [];
    const policy = policies.get(item.name)?.params;
    return [
      {
        policy: item.name,
        remaining,
        resetSeconds: count(item.params.get('t')) ?? 0,
        limit: count(policy?.get('q')),
        windowSeconds: count(policy?.get('w')),
      },
    ];
  });
  const tightest = [...quotas].sort(
    (a, b) => a.remaining - b.remaining || b.resetSeconds - a.resetSeconds,
  )[0];
  return tightest ? { ...tightest, quotas } : undefined;
}
