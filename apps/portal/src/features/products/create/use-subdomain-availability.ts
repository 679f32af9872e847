// Whether the typed subdomain is free, checked live as the account's domain name is at sign-up
// (components/forms/domain-availability.ts): once typing stops, only for a name the rule accepts.
import type { Tier } from '@dbcloud/api-client';
import { useQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import { useDebouncedValue } from '../../../app/use-debounced-value';
import { useRootContext } from '../../../app/use-root-context';
import { subdomainAvailabilityQuery } from './api';
import { subdomainName } from './schemas';

export interface SubdomainAvailability {
  status: 'idle' | 'checking' | 'available' | 'taken' | 'unknown';
  /** What to show (and announce politely) under the field. */
  message: string;
  /** The name checked (trimmed, lowercase). */
  name: string;
}

export function useSubdomainAvailability(
  domainName: string,
  tier: Tier,
  typed: string,
): SubdomainAvailability {
  const { api } = useRootContext();
  const current = typed.trim().toLowerCase();
  const name = useDebouncedValue(current, 400);
  const query = useQuery({
    ...subdomainAvailabilityQuery(api, domainName, tier, name),
    enabled: v.is(subdomainName, name),
  });
  if (!v.is(subdomainName, current)) return { status: 'idle', message: '', name: current };
  if (name !== current || query.isPending) {
    return { status: 'checking', message: `Checking ${current}…`, name };
  }
  if (query.isError) {
    return {
      status: 'unknown',
      message: `We could not check ${name} now; we check it when you create.`,
      name,
    };
  }
  return query.data.available
    ? { status: 'available', message: `${name} is available`, name }
    : { status: 'taken', message: `${name} is taken by another ${tier} product in ${domainName}.`, name };
}
