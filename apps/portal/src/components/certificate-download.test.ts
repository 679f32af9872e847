import { describe, expect, it } from 'vitest';
import { certificateFileName } from './certificate-download';

describe('certificateFileName', () => {
  it.each([
    ['attachment; filename="certificates.zip"', 'certificates.zip'],
    ['attachment; filename="orders-eu.zip"', 'orders-eu.zip'],
    ["attachment; filename*=UTF-8''orders%20eu.zip", 'orders eu.zip'],
    ['attachment; filename="../../etc/passwd"', 'passwd'],
    [null, 'certificates.zip'],
    ['attachment', 'certificates.zip'],
  ])('%s -> %s', (header, name) => {
    expect(certificateFileName(header)).toBe(name);
  });
});
