// IPv4 and IPv6 CIDR ranges: parsing, normalizing (a bare address becomes /32 or /128, host bits are
// cleared) and the explanation `products/validate-cidr` gives the customer.
import { badRequest } from '../../core/problem.js';

export type CidrCheck =
  | { valid: true; normalized: string; message: string }
  | { valid: false; reason: string };

interface Parsed {
  version: 4 | 6;
  bits: bigint;
  prefix: number;
  hadPrefix: boolean;
}

const V4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/;

/** What an explanation quotes of the input: at most 40 characters, so it stays within 200. */
function quoted(text: string): string {
  return text.length > 40 ? `${text.slice(0, 39)}…` : text;
}

function parseV4(text: string): bigint | string {
  const match = V4.exec(text);
  if (!match) return `${quoted(text)} is not an IPv4 address (four numbers 0-255 separated by dots).`;
  let bits = 0n;
  for (const part of match.slice(1)) {
    if (part.length > 1 && part.startsWith('0')) return `${part} has a leading zero; write it without.`;
    const value = Number(part);
    if (value > 255) return `${part} is above 255.`;
    bits = (bits << 8n) | BigInt(value);
  }
  return bits;
}

function parseV6Groups(text: string): number[] | string {
  if (text === '') return [];
  const groups: number[] = [];
  const parts = text.split(':');
  for (const [index, part] of parts.entries()) {
    if (index === parts.length - 1 && part.includes('.')) {
      const v4 = parseV4(part);
      if (typeof v4 === 'string') return v4;
      groups.push(Number(v4 >> 16n), Number(v4 & 0xffffn));
    } else if (/^[0-9a-fA-F]{1,4}$/.test(part)) {
      groups.push(Number.parseInt(part, 16));
    } else {
      return `${quoted(part) || 'an empty group'} is not a group of 1 to 4 hex digits.`;
    }
  }
  return groups;
}

function parseV6(text: string): bigint | string {
  const halves = text.split('::');
  if (halves.length > 2) return ':: may appear only once.';
  const head = parseV6Groups(halves[0] ?? '');
  if (typeof head === 'string') return head;
  const tail = halves.length === 2 ? parseV6Groups(halves[1] ?? '') : [];
  if (typeof tail === 'string') return tail;
  const missing = 8 - head.length - tail.length;
  if (halves.length === 2 ? missing < 1 : missing !== 0) return 'An IPv6 address has eight groups.';
  return [...head, ...Array<number>(halves.length === 2 ? missing : 0).fill(0), ...tail].reduce(
    (bits, group) => (bits << 16n) | BigInt(group),
    0n,
  );
}

function parse(text: string): Parsed | string {
  const trimmed = text.trim();
  const [address = '', prefixText, ...rest] = trimmed.split('/');
  if (rest.length > 0) return 'A range has one slash at most.';
  const version = address.includes(':') ? 6 : 4;
  const width = version === 4 ? 32 : 128;
  const bits = version === 4 ? parseV4(address) : parseV6(address);
  if (typeof bits === 'string') return bits;
  if (prefixText !== undefined && !/^\d{1,3}$/.test(prefixText))
    return `/${quoted(prefixText)} is not a prefix length.`;
  const prefix = prefixText === undefined ? width : Number(prefixText);
  if (prefix > width) return `The prefix length of an IPv${version} range is 0 to ${width}.`;
  return { version, bits, prefix, hadPrefix: prefixText !== undefined };
}

function formatV4(bits: bigint): string {
  return [24n, 16n, 8n, 0n].map((shift) => String((bits >> shift) & 0xffn)).join('.');
}

/** RFC 5952: lowercase, no leading zeros, the longest run of zero groups (two or more) as `::`. */
function formatV6(bits: bigint): string {
  const groups = Array.from({ length: 8 }, (_, i) => Number((bits >> BigInt((7 - i) * 16)) & 0xffffn));
  let best = { start: -1, length: 0 };
  for (let i = 0; i < 8; ) {
    if (groups[i] !== 0) {
      i += 1;
      continue;
    }
    let j = i;
    while (j < 8 && groups[j] === 0) j += 1;
    if (j - i > best.length) best = { start: i, length: j - i };
    i = j;
  }
  const hex = groups.map((g) => g.toString(16));
  if (best.length < 2) return hex.join(':');
  const head = hex.slice(0, best.start).join(':');
  const tail = hex.slice(best.start + best.length).join(':');
  return `${head}::${tail}`;
}

function addresses(version: 4 | 6, prefix: number): string {
  const hostBits = (version === 4 ? 32 : 128) - prefix;
  if (hostBits === 0) return '1 address';
  if (hostBits > 32) return `2^${hostBits} addresses`;
  return `${(2 ** hostBits).toLocaleString('en-US')} addresses`;
}

/** Checks a range as typed; answers it normalized with a message for the customer. */
export function checkCidr(text: string): CidrCheck {
  const parsed = parse(text);
  if (typeof parsed === 'string')
    return { valid: false, reason: `${quoted(text)} is not a valid CIDR range: ${parsed}` };
  const { version, bits, prefix } = parsed;
  const width = version === 4 ? 32 : 128;
  const mask = ((1n << BigInt(width)) - 1n) ^ ((1n << BigInt(width - prefix)) - 1n);
  const network = bits & mask;
  const normalized = `${version === 4 ? formatV4(network) : formatV6(network)}/${prefix}`;
  const size = addresses(version, prefix);
  let message: string;
  if (prefix === 0) {
    message = `Valid, but ${normalized} allows the whole internet. Prefer the ranges your clients connect from.`;
  } else if (network !== bits) {
    message = `Valid. Host bits cleared; stored as ${normalized} (${size}).`;
  } else if (!parsed.hadPrefix) {
    message = `Valid. A single address; stored as ${normalized} (${size}).`;
  } else {
    message = `Valid; stored as ${normalized} (${size}).`;
  }
  return { valid: true, normalized, message };
}

/**
 * Normalizes a list of ranges for a product: each normalized, duplicates (after normalizing) dropped
 * keeping the first, order kept. 400 naming every invalid entry as `<field>[<index>]`.
 */
export function normalizeCidrList(field: string, entries: string[]): string[] {
  const errors: Record<string, string[]> = {};
  const out: string[] = [];
  for (const [index, entry] of entries.entries()) {
    const checked = checkCidr(entry);
    if (!checked.valid) errors[`${field}[${index}]`] = [checked.reason];
    else if (!out.includes(checked.normalized)) out.push(checked.normalized);
  }
  const invalid = Object.keys(errors);
  if (invalid.length > 0) {
    const first = errors[invalid[0] as string]?.[0] ?? '';
    throw badRequest(
      invalid.length === 1 ? first : `${invalid.length} entries are not valid CIDR ranges.`,
      errors,
    );
  }
  return out;
}
