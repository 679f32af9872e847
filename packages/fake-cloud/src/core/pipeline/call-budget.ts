// Every call counts against the contract's call budgets (core/rate-limit.ts) before anything else is
// checked: a refused call costs as much as an accepted one.
import type { Operation } from '@dbcloud/api-client';
import { HttpProblem } from '../problem.js';
import { type QuotaUsage, spendQuotas, windowInWords } from '../rate-limit.js';
import type { World } from '../world.js';
import type { WorldSource } from './source.js';

/**
 * Counts a call against its budgets: the API key's and its account's when it carries a valid key, else
 * its client's (an unknown, expired or malformed key is answered 401 later, on the client's budget).
 */
export function spendCallBudget(
  source: WorldSource,
  world: World,
  op: Operation,
  request: Request,
  client: string,
  now: number,
): QuotaUsage[] {
  const authorization = op.access === 'public' ? null : request.headers.get('authorization');
  const secret = authorization ? /^Bearer\s+(\S+)\s*$/i.exec(authorization)?.[1] : undefined;
  let key: { apiKeyId: string; domainName: string } | undefined;
  try {
    key = secret ? source.findApiKey(world, secret, now) : undefined;
  } catch (error) {
    if (!(error instanceof HttpProblem)) throw error;
  }
  const { apiKey, account, client: perClient } = source.callBudgets;
  const charges = key
    ? [
        {
          quota: apiKey,
          partition: key.apiKeyId,
          detail: `This API key has made ${apiKey.limit} calls in ${windowInWords(apiKey.windowSeconds)}, its limit. Please wait a moment and try again.`,
        },
        {
          quota: account,
          partition: key.domainName,
          detail: `The API keys of ${key.domainName} have made ${account.limit} calls in ${windowInWords(account.windowSeconds)}, the account’s limit whatever the number of keys. Please wait a moment and try again.`,
        },
      ]
    : [
        {
          quota: perClient,
          partition: client,
          detail: `Your address has made ${perClient.limit} calls in ${windowInWords(perClient.windowSeconds)}, its limit. Please wait a moment and try again.`,
        },
      ];
  return spendQuotas(world, charges, now);
}
