// The reference says every operation's limits as the contract declares them: the call budgets, then the
// operation's own `x-rate-limits`, in the words a reader needs.
import { CALL_BUDGETS, OPERATION_RATE_LIMITS } from '@dbcloud/api-client';
import { describe, expect, it } from 'vitest';
import { loadAllTags } from './load-tag';
import { referenceMarkdown } from './markdown';
import { DOCUMENTED_BASE_URL, limitInWords, rateLimitsInWords } from './model';

describe('rate limits in the reference', () => {
  it('says a limit in words: count, window and what it is counted per', () => {
    expect(limitInWords({ policy: 'login', limit: 5, windowSeconds: 900, per: 'email' })).toBe(
      '5 per 15 minutes per e-mail address',
    );
    expect(
      limitInWords({ policy: 'x', limit: 3, windowSeconds: 86_400, per: 'recipient', counts: 'invitations' }),
    ).toBe('3 a day per recipient address (invitations)');
    expect(limitInWords({ policy: 'x', limit: 120, windowSeconds: 60, per: 'key' })).toBe(
      '120 a minute per API key',
    );
  });

  it('lists the call budgets from the contract, with the key and account budgets for key operations', () => {
    const [budgets] = rateLimitsInWords({ apiKey: true });
    for (const budget of CALL_BUDGETS) expect(budgets).toContain(`${budget.limit} a minute`);
    expect(budgets).toContain('for all the account’s keys together');
    expect(rateLimitsInWords({ apiKey: false })).toEqual(['Call budgets: 600 a minute per client address']);
  });

  it('names every operation’s own limits in the Markdown reference', async () => {
    const markdown = referenceMarkdown(await loadAllTags(), DOCUMENTED_BASE_URL);
    for (const limit of OPERATION_RATE_LIMITS) {
      expect(markdown).toContain(`  - ${limit.policy}: ${limitInWords(limit)}`);
    }
  });
});
