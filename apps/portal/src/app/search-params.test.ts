import type { NodeTag } from '@dbcloud/api-client';
import { NODE_TAGS } from '@dbcloud/api-client/enums';
import * as v from 'valibot';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { day, intIn, isDay, nodeTag, oneOf, orElse, text, textMatching } from './search-params';

/** What a route's schema makes of `{ key: value }` as the router parsed it from the address. */
const read = (schema: v.GenericSchema, value: unknown, present = true) =>
  v.parse(v.object({ key: schema }), present ? { key: value } : {}).key;

describe('the search-param pieces', () => {
  it('take what they are for and fall back for anything else, a missing value included, never throwing', () => {
    const months = oneOf([3, 6, 12] as const);
    expect(read(months, 6)).toBe(6);
    expect([read(months, '6'), read(months, 5), read(months, null), read(months, 0, false)]).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
    expect(read(oneOf(['7d', '30d'] as const, '30d'), '1y')).toBe('30d');
    expect(read(oneOf(['7d', '30d'] as const, '30d'), 0, false)).toBe('30d');
    expect(read(orElse(v.boolean(), false), 'yes')).toBe(false);
  });

  it('read whole numbers within a range', () => {
    const year = intIn(2000, 2100);
    expect([read(year, 2000), read(year, 2100), read(year, 2025)]).toEqual([2000, 2100, 2025]);
    expect([read(year, 1999), read(year, 2101), read(year, 2025.5), read(year, '2025')]).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });

  it('read text as written, or text of a form and length', () => {
    expect(read(text(), '/portal/acme/home')).toBe('/portal/acme/home');
    expect(read(text(), 42)).toBeUndefined();
    expect(read(text(''), ['a'])).toBe('');
    const name = textMatching(/^[a-z]+$/, 5);
    expect([read(name, 'orders'), read(name, 'acme'), read(name, 'ACME')]).toEqual([
      undefined,
      'acme',
      undefined,
    ]);
  });

  it('know a day that exists, written 2026-11-20', () => {
    expect(['2026-11-20', '2028-02-29', '2026-12-31'].map(isDay)).toEqual([true, true, true]);
    expect(
      ['2026-02-29', '2026-02-30', '2026-13-01', '20 Nov 2026', '2026-1-5', 20261120].map(isDay),
    ).toEqual([false, false, false, false, false, false]);
    expect(read(orElse(day), '2026-02-30')).toBeUndefined();
    expect(read(orElse(day), '2026-02-28')).toBe('2026-02-28');
  });

  it('know the contract’s node tags, all of them', () => {
    expectTypeOf<(typeof NODE_TAGS)[number]>().toEqualTypeOf<NodeTag>();
    expect(NODE_TAGS.map((tag) => read(nodeTag, tag))).toEqual(['A', 'B', 'C', 'D', 'E', 'F']);
    expect([read(nodeTag, 'G'), read(nodeTag, 'a'), read(nodeTag, 'AB'), read(nodeTag, 1)]).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });
});
