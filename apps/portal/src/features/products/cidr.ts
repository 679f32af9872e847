// Address ranges as typed (the wizard's allowed IPs, the product page's allowed and monitoring IPs): their
// shape is checked here, before `products/validate-cidr` says whether each is a real range and how it is
// stored. An IPv4 or IPv6 address, optionally with a prefix length (a bare address is one host).

const IPV4_PART = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)$/;

function isIpv4(address: string): boolean {
  const parts = address.split('.');
  return parts.length === 4 && parts.every((part) => IPV4_PART.test(part));
}

function isIpv6(address: string): boolean {
  if (!/^[0-9A-Fa-f:.]+$/.test(address) || !address.includes(':')) return false;
  try {
    // The URL parser knows IPv6's shorthand (::, embedded IPv4) exactly.
    new URL(`http://[${address}]/`);
    return true;
  } catch {
    return false;
  }
}

/** What is wrong with `text` as an address range, or undefined when it looks right. */
export function cidrProblem(text: string): string | undefined {
  const value = text.trim();
  if (value === '') return 'Enter an IP address or range, such as 203.0.113.0/24.';
  const [address = '', prefix, ...rest] = value.split('/');
  if (rest.length > 0) return 'A range has one “/”, such as 203.0.113.0/24.';
  const v4 = isIpv4(address);
  if (!v4 && !isIpv6(address)) return `${address || value} is not an IPv4 or IPv6 address.`;
  if (prefix === undefined) return undefined;
  const max = v4 ? 32 : 128;
  if (!/^\d{1,3}$/.test(prefix) || Number(prefix) > max) {
    return `The prefix length after “/” is a number from 0 to ${max}.`;
  }
  return undefined;
}

/** The lines of a several-ranges field that hold something (one range per line, or comma-separated). */
export const cidrLines = (text: string): string[] =>
  text
    .split(/[\n,]+/)
    .map((line) => line.trim())
    .filter(Boolean);

/** The first line whose shape is wrong, named with the reason; undefined when every line looks right. */
export function allowedIpsProblem(text: string, max = 50): string | undefined {
  const lines = cidrLines(text);
  if (lines.length === 0) return 'Add at least one address range, such as your own address.';
  if (lines.length > max) return `At most ${max} ranges.`;
  for (const line of lines) {
    const problem = cidrProblem(line);
    if (problem) return problem.startsWith(line) ? problem : `${line}: ${problem}`;
  }
  return undefined;
}
