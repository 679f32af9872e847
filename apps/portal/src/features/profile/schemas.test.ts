import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { recoveryCodesText } from './components/recovery-codes';
import { authenticatorCodeSchema, phoneNumberSchema } from './schemas';

const phone = (phoneNumber: string) => v.safeParse(phoneNumberSchema, { phoneNumber });

describe('phone number', () => {
  it('takes a number with its country code as typed, sent in E.164 form', () => {
    expect(phone('+1 (415) 555-0123').output).toEqual({ phoneNumber: '+14155550123' });
    expect(phone('+44 20 7946 0958').output).toEqual({ phoneNumber: '+442079460958' });
  });

  it('sends null for an empty field (the number is removed)', () => {
    expect(phone('  ').output).toEqual({ phoneNumber: null });
  });

  it.each(['4155550123', '+0 415 555 0123', '+12345', '+1234567890123456', '+1 415 CALL NOW'])(
    'refuses %s with a message that says how to write it',
    (value) => {
      const result = phone(value);
      expect(result.success).toBe(false);
      expect(result.issues?.[0]?.message).toBe(
        'Enter the number with its country code, like +1 415 555 0123.',
      );
    },
  );
});

describe('authenticator code', () => {
  it('takes six digits, spaces removed', () => {
    expect(v.safeParse(authenticatorCodeSchema, { code: '492 039' }).output).toEqual({ code: '492039' });
  });

  it.each(['49203', '4920391', 'abcdef'])('refuses %s', (code) => {
    expect(v.safeParse(authenticatorCodeSchema, { code }).success).toBe(false);
  });
});

describe('recovery codes file', () => {
  it('names whose codes they are and when they were made, then one code a line', () => {
    const text = recoveryCodesText(
      'owner@demo.dbcloud.dev',
      ['7hq2k-m4x9p', '3bn8w-q1z6r'],
      new Date('2026-11-23T12:00:00Z'),
    );
    const lines = text.split('\n');
    expect(lines[0]).toBe('DBCloud recovery codes for owner@demo.dbcloud.dev');
    expect(lines[1]).toMatch(/^Made 2026-11-23\./);
    expect(lines.slice(-3)).toEqual(['7hq2k-m4x9p', '3bn8w-q1z6r', '']);
  });
});
