// The support forms refuse what the contract refuses: control characters in a title or name, and in a
// message any but line breaks and tabs.
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { SINGLE_LINE_MESSAGE } from '../../components/forms/schemas';
import { isPlainText, PLAIN_TEXT_MESSAGE, supportRequestSchema } from './schemas';

const request = (title: string, message: string) =>
  v.safeParse(supportRequestSchema, { about: 'general', severity: 'Normal', title, message });

describe('support request form', () => {
  it('says so beside a title or message holding control characters', () => {
    const result = request('Help\u001b]0;x\u0007', 'It broke\u001b[2J');
    expect(result.issues?.map((issue) => [issue.path?.[0]?.key, issue.message])).toEqual([
      ['title', SINGLE_LINE_MESSAGE],
      ['message', PLAIN_TEXT_MESSAGE],
    ]);
  });

  it('allows line breaks and tabs, and nothing else, in a message', () => {
    expect(isPlainText('First line\r\nSecond\n\tindented')).toBe(true);
    expect(isPlainText('a\u001b[2Jb')).toBe(false);
    expect(isPlainText('a\u0007b')).toBe(false);
  });

  it('takes a message of several lines', () => {
    expect(request('Help', 'First line\nSecond line\n\tindented').success).toBe(true);
  });
});
