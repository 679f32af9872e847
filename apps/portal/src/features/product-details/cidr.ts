// The allowed and monitoring IP editors' first check, before `products/validate-cidr` has the last word:
// an IPv4 or IPv6 address, optionally with a prefix length (a bare address is one host).

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
