// A new cloud account's domain name (sign-up and marketplace registrations): a live, debounced
// availability check (`POST domain/is-available`).
import { type ApiClient, unwrap } from '@dbcloud/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import { keysOf } from '../../app/session';
import { useDebouncedValue } from '../../app/use-debounced-value';
import { domainName } from './schemas';

function isValidDomainName(name: string): boolean {
  return v.is(domainName, name) && name === name.trim().toLowerCase();
}

export const domainAvailabilityQuery = (api: ApiClient, name: string) =>
  queryOptions({
    queryKey: keysOf('public', 'domain-available')(name),
    queryFn: ({ signal }) => unwrap(api.POST('/domain/is-available', { body: { name }, signal })),
    staleTime: 10_000,
  });

export type DomainAvailabilityStatus = 'idle' | 'checking' | 'available' | 'taken' | 'unknown';

export interface DomainAvailability {
  /** The name checked (trimmed, lowercase). */
  name: string;
  status: DomainAvailabilityStatus;
  /** What to show (and announce politely) next to the field: "acme is taken", "initech is available". */
  message: string;
}

/**
 * Checks the typed domain name ~400 ms after typing stops. Invalid names are not checked (the form's
 * own rules explain them); a failed check says so and does not block the form.
 */
export function useDomainAvailability(api: ApiClient, typed: string, delayMs = 400): DomainAvailability {
  const current = typed.trim().toLowerCase();
  const name = useDebouncedValue(current, delayMs);
  const valid = isValidDomainName(name);
  const query = useQuery({ ...domainAvailabilityQuery(api, name), enabled: valid });
  if (!current || !isValidDomainName(current)) return { name: current, status: 'idle', message: '' };
  if (name !== current || query.isPending) {
    return { name: current, status: 'checking', message: `Checking ${current}…` };
  }
  if (query.isError) {
    return {
      name,
      status: 'unknown',
      message: `We could not check ${name} right now; we will check it when you submit.`,
    };
  }
  return query.data.available
    ? { name, status: 'available', message: `${name} is available` }
    : { name, status: 'taken', message: `${name} is taken` };
}

/** At submit: what the live check already knows is taken is refused at once, without a round trip. */
export function knownTakenMessage(availability: DomainAvailability, name: string): string | undefined {
  return availability.status === 'taken' && availability.name === name
    ? `${name} is taken. Choose another domain name.`
    : undefined;
}
