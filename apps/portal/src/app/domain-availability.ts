// A new cloud account's domain name (sign-up and marketplace registrations): its rules and a live,
// debounced availability check (`POST domain/is-available`).
import { type ApiClient, unwrap } from '@dbcloud/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import * as v from 'valibot';

const DOMAIN_NAME = /^[a-z][a-z0-9-]*[a-z0-9]$/;

/** The contract's DomainName: 3 to 40 lowercase letters, digits or hyphens, starting with a letter. */
export const domainNameSchema = v.pipe(
  v.string(),
  v.trim(),
  v.toLowerCase(),
  v.nonEmpty('Choose a domain name for your account.'),
  v.minLength(3, 'Use at least 3 characters.'),
  v.maxLength(40, 'Use at most 40 characters.'),
  v.regex(
    DOMAIN_NAME,
    'Use lowercase letters, digits and hyphens; start with a letter, end with a letter or digit.',
  ),
);

export function isValidDomainName(name: string): boolean {
  return v.is(domainNameSchema, name) && name === name.trim().toLowerCase();
}

export const domainAvailabilityQuery = (api: ApiClient, name: string) =>
  queryOptions({
    queryKey: ['public', 'domain-available', name] as const,
    queryFn: ({ signal }) => unwrap(api.POST('/domain/is-available', { body: { name }, signal })),
    staleTime: 10_000,
  });

/** The value after it has stopped changing for `delayMs`. */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

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
