// The support forms refuse what the contract refuses: control characters in a title or name, and in a
// message any but line breaks and tabs.
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { PLAIN_TEXT_MESSAGE, SINGLE_LINE_MESSAGE } from '../../components/forms/text-rules';
import { supportRequestSchema } from './schemas';

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

  it('takes a message of several lines', () => {
    expect(request('Help', 'First line\nSecond line\n\tindented').success).toBe(true);
  });
});
