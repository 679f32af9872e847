/**
 * `value` percent-decoded as `decodeURIComponent` decodes it, or undefined when it cannot be: a `%` not
 * followed by two hex digits (`%`, `%zz`) or bytes that are not UTF-8 (a cut character, `%E0%A4%A`;
 * a lone `%FF`), where `decodeURIComponent` throws a URIError. For text from the address (its hash, a
 * header's file name), which anyone can write.
 */
export function safeDecodeURIComponent(value: string): string | undefined {
  try {
    return decodeURIComponent(value);
  } catch {
    return undefined;
  }
}
