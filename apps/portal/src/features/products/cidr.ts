// The allowed IPs as typed in the wizard: one range per line, checked here for their shape before the
// server (`products/validate-cidr`) says whether each is a real range and how it is stored.

const IPV4_PART = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)$/;

function isIpv4(text: string): boolean {
  const parts = text.split('.');
  return parts.length === 4 && parts.every((part) => IPV4_PART.test(part));
}

function isIpv6(text: string): boolean {
  if (!/^[0-9a-f:.]+$/i.test(text) || text.split('::').length > 2) return false;
  const [head = '', tail] = text.split('::');
  const groups = (part: string) => (part === '' ? [] : part.split(':'));
  const all = [...groups(head), ...(tail === undefined ? [] : groups(tail))];
  // An embedded IPv4 address (::ffff:192.0.2.1) counts as two groups.
  const last = all.at(-1);
  const v4 = last?.includes('.') ?? false;
  if (v4 && !isIpv4(last ?? '')) return false;
  const hex = v4 ? all.slice(0, -1) : all;
  if (!hex.every((group) => /^[0-9a-f]{1,4}$/i.test(group))) return false;
  const count = hex.length + (v4 ? 2 : 0);
  return tail === undefined ? count === 8 : count < 8;
}

/** Why a typed range is not one, or undefined when its shape is right ("203.0.113.0/24", "2001:db8::/32"). */
export function cidrProblem(typed: string): string | undefined {
  const text = typed.trim();
  const [address = '', prefix, extra] = text.split('/');
  if (extra !== undefined) return `${text} has more than one “/”.`;
  const v4 = isIpv4(address);
  if (!v4 && !isIpv6(address)) return `${text} is not an IPv4 or IPv6 address range.`;
  if (prefix !== undefined) {
    const max = v4 ? 32 : 128;
    if (!/^\d{1,3}$/.test(prefix) || Number(prefix) > max) {
      return `${text}: the prefix after “/” must be 0 to ${max}.`;
    }
  }
  return undefined;
}

/** The lines of the allowed IPs field that hold something. */
export const cidrLines = (text: string): string[] =>
  text
    .split(/[\n,]+/)
    .map((line) => line.trim())
    .filter(Boolean);

/** The first line whose shape is wrong, with the reason; undefined when every line looks right. */
export function allowedIpsProblem(text: string, max = 50): string | undefined {
  const lines = cidrLines(text);
  if (lines.length === 0) return 'Add at least one address range, such as your own address.';
  if (lines.length > max) return `At most ${max} ranges.`;
  for (const line of lines) {
    const problem = cidrProblem(line);
    if (problem) return problem;
  }
  return undefined;
}
