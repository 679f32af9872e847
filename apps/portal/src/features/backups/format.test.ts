import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { formatBytes } from './format';
import { backupsSearch as schema } from './search';

const backupsSearch = (search: Record<string, unknown>) => v.parse(schema, search);

describe('formatBytes', () => {
  it.each([
    [0, '0 bytes'],
    [1023, '1,023 bytes'],
    [1536, '1.5 KB'],
    [18350080, '17.5 MB'],
    [734003200, '700 MB'],
    [912261120, '870 MB'],
    [5 * 1024 ** 3, '5 GB'],
  ])('%d -> %s', (bytes, text) => {
    expect(formatBytes(bytes)).toBe(text);
  });
});

describe('backupsSearch', () => {
  it('keeps a product, a database and a folder', () => {
    expect(backupsSearch({ productId: 'prd-orders-eu', database: 'orders', path: '2026-11-20/' })).toEqual({
      productId: 'prd-orders-eu',
      database: 'orders',
      path: '2026-11-20/',
    });
  });

  it('drops malformed values: a folder without its slash, a path climbing out, a database with a slash', () => {
    expect(backupsSearch({ productId: 'prd 1', database: 'a/b', path: '2026-11-20' })).toEqual({
      productId: undefined,
      database: undefined,
      path: undefined,
    });
    expect(backupsSearch({ path: '../x/' }).path).toBeUndefined();
    expect(backupsSearch({ path: '2026-11-20/./' }).path).toBeUndefined();
    expect(backupsSearch({ path: 5 }).path).toBeUndefined();
  });
});
