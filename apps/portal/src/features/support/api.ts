// Support: the query keys and the support page's context.
import { type ApiClient, type SupportResponseTime, unwrap } from '@dbcloud/api-client';
import { queryOptions } from '@tanstack/react-query';
import { keysOf } from '../../app/session';

const support = keysOf('tenant', 'support');
export const supportKeys = {
  all: (domainName: string) => support(domainName),
  context: (domainName: string) => support(domainName, 'context'),
};

/** The account's products to pick from, the severities with their response times, the plan (GET support/load-context). */
export const supportContextQuery = (api: ApiClient, domainName: string) =>
  queryOptions({
    queryKey: supportKeys.context(domainName),
    queryFn: ({ signal }) =>
      unwrap(api.GET('/support/load-context/{domainName}', { params: { path: { domainName } }, signal })),
  });

const UNITS = { D: ['day', 'days'], H: ['hour', 'hours'], M: ['minute', 'minutes'] } as const;

/** "8 hours", "1 day", "3 days" of an ISO 8601 response time (`PT8H`, `P1D`, `P3D`). */
export function formatResponseTime(duration: SupportResponseTime): string {
  const match = /^P(?:(\d+)D|T(\d+)([HM]))$/.exec(duration);
  if (!match) return duration;
  const [count, unit] = match[1]
    ? [Number(match[1]), 'D' as const]
    : [Number(match[2]), match[3] as 'H' | 'M'];
  const [one, many] = UNITS[unit];
  return `${count} ${count === 1 ? one : many}`;
}
