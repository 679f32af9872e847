import { describe, expect, it } from 'vitest';
import { safeDecodeURIComponent } from './uri';

describe('safeDecodeURIComponent', () => {
  it('decodes what decodeURIComponent decodes', () => {
    expect(safeDecodeURIComponent('')).toBe('');
    expect(safeDecodeURIComponent('getProducts')).toBe('getProducts');
    expect(safeDecodeURIComponent('get%50roducts')).toBe('getProducts');
    expect(safeDecodeURIComponent('%3Cscript%3E')).toBe('<script>');
    expect(safeDecodeURIComponent('%E0%A4%A4')).toBe('त');
    expect(safeDecodeURIComponent('%00')).toBe('\u0000');
    expect(safeDecodeURIComponent('a%2Fb%23c')).toBe('a/b#c');
  });

  it('answers undefined, never throws, for what it cannot decode', () => {
    for (const value of ['%', '%zz', '%E0%A4%A', '%E0%A4', '%FF', '%C0%AF', '%ED%A0%80', 'ok%', '%%41']) {
      expect(() => decodeURIComponent(value), value).toThrow(URIError);
      expect(safeDecodeURIComponent(value), value).toBeUndefined();
    }
  });

  it('agrees with decodeURIComponent on every %XX, and takes a very long value', () => {
    for (let byte = 0; byte < 256; byte++) {
      const value = `%${byte.toString(16).padStart(2, '0')}`;
      expect(safeDecodeURIComponent(value), value).toBe(byte < 0x80 ? String.fromCharCode(byte) : undefined);
    }
    expect(safeDecodeURIComponent('%41'.repeat(100_000))).toBe('A'.repeat(100_000));
    expect(safeDecodeURIComponent(`${'%41'.repeat(100_000)}%`)).toBeUndefined();
  });
});
