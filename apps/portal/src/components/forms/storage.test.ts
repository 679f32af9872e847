import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { type StorageLimits, storageSchema } from './storage';

/** The message each field gets, first issue first, as the forms show it. */
function fieldErrors(schema: v.GenericSchema, input: unknown): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of v.safeParse(schema, input).issues ?? []) {
    errors[v.getDotPath(issue) ?? ''] ??= issue.message;
  }
  return errors;
}

const gp3: StorageLimits = {
  sizeGb: { min: 10, max: 16384 },
  iops: { min: 3000, max: 16000 },
  throughput: { min: 125, max: 1000 },
};
const valid = { sizeGb: '200', iops: '4000', throughput: '250.9' };

describe('the storage rule', () => {
  it('answers numbers, the throughput floored to whole MB/s', () => {
    expect(v.parse(storageSchema(gp3), valid)).toEqual({ sizeGb: 200, iops: 4000, throughput: 250 });
    expect(v.parse(storageSchema(gp3), { ...valid, sizeGb: ' 16384 ', throughput: '125' })).toEqual({
      sizeGb: 16384,
      iops: 4000,
      throughput: 125,
    });
  });

  it('asks for whole GiB and IOPS within the type’s ranges, in GiB', () => {
    for (const sizeGb of ['', ' ', '150.5', '-20', '1e3', 'big']) {
      expect(fieldErrors(storageSchema(gp3), { ...valid, sizeGb })).toEqual({
        sizeGb: 'Enter a whole number of GiB.',
      });
    }
    expect(fieldErrors(storageSchema(gp3), { ...valid, sizeGb: '9', iops: '16001' })).toEqual({
      sizeGb: 'Between 10 and 16,384 GiB.',
      iops: 'Between 3,000 and 16,000 IOPS.',
    });
    expect(fieldErrors(storageSchema(gp3), { ...valid, iops: '3000.5' })).toEqual({
      iops: 'Enter a whole number of IOPS.',
    });
    expect(fieldErrors(storageSchema(gp3), { ...valid, sizeGb: '10', iops: '16000' })).toEqual({});
  });

  it('checks the throughput as it is sent: floored', () => {
    expect(fieldErrors(storageSchema(gp3), { ...valid, throughput: '124.9' })).toEqual({
      throughput: 'Between 125 and 1,000 MB/s.',
    });
    expect(fieldErrors(storageSchema(gp3), { ...valid, throughput: '1000.9' })).toEqual({});
    expect(fieldErrors(storageSchema(gp3), { ...valid, throughput: 'fast' })).toEqual({
      throughput: 'Enter a number of MB/s.',
    });
  });

  it('says a fixed amount as such', () => {
    const fixed = { ...gp3, iops: { min: 3000, max: 3000 } };
    expect(fieldErrors(storageSchema(fixed), { ...valid, iops: '4000' })).toEqual({
      iops: 'This storage type has 3,000 IOPS.',
    });
  });

  it('never shrinks: the size is at least the current one', () => {
    expect(fieldErrors(storageSchema(gp3, 3000), { ...valid, sizeGb: '2999' })).toEqual({
      sizeGb: 'Storage never shrinks: at least 3,000 GiB.',
    });
    // Out of the type's range first: that is what to fix.
    expect(fieldErrors(storageSchema(gp3, 3000), { ...valid, sizeGb: '5' })).toEqual({
      sizeGb: 'Between 10 and 16,384 GiB.',
    });
    expect(fieldErrors(storageSchema(gp3, 3000), { ...valid, sizeGb: '3000' })).toEqual({});
  });

  it('checks only the numbers’ shape when the type’s ranges are not known', () => {
    expect(fieldErrors(storageSchema(undefined), { ...valid, sizeGb: '1', iops: '1' })).toEqual({});
    expect(fieldErrors(storageSchema(undefined, 100), { ...valid, sizeGb: '1' })).toEqual({
      sizeGb: 'Storage never shrinks: at least 100 GiB.',
    });
    expect(fieldErrors(storageSchema(undefined), { ...valid, sizeGb: 'x' })).toEqual({
      sizeGb: 'Enter a whole number of GiB.',
    });
  });
});
