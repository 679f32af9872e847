// The key form's rules (the contract's CreateApiKeyRequest and ModifyApiKeyRequest): a description, an
// expiry date from tomorrow to one year ahead, the roles it is given and read-only, checked before
// anything is sent.
import { ROLES, type Role } from '@dbcloud/api-client';
import * as v from 'valibot';
import { singleLine } from '../../components/forms/schemas';

/** The contract's limit: at most one year (31,536,000 s) ahead. */
export const MAX_DAYS_AHEAD = 365;

/**
 * A key's expiry day is a UTC calendar day, like every date the portal shows: the key stops working at
 * 00:00 UTC of that day, and the list shows that same day wherever the browser is.
 */
const utcDay = (year: number, monthIndex: number, day: number): Date =>
  new Date(Date.UTC(year, monthIndex, day));

/** The UTC calendar day of an instant, as the date input writes it: "2027-05-14". */
export function toDateInput(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** 00:00 UTC starting a "YYYY-MM-DD" day; null when it is no date. */
export function fromDateInput(value: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = utcDay(year, month - 1, day);
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
    ? date
    : null;
}

/** `days` UTC days after the UTC day of `now`, at 00:00 UTC. */
const daysAfter = (now: Date, days: number): Date =>
  utcDay(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + days);

/** The days a key may expire on, as the date input's min and max: tomorrow to a year from today (UTC). */
export function expiryRange(now = new Date()): { min: string; max: string } {
  return { min: toDateInput(daysAfter(now, 1)), max: toDateInput(daysAfter(now, MAX_DAYS_AHEAD)) };
}

/** The default expiry of a new key: 90 days ahead. */
export const defaultExpiry = (now = new Date()): string => toDateInput(daysAfter(now, 90));

/** Whether a value is one of the contract’s roles. */
const isRole = (value: unknown): value is Role => (ROLES as readonly unknown[]).includes(value);

/** The roles a checkbox group answers (checked already: a list, one role, or false for none). */
function asRoles(value: unknown): Role[] {
  return Array.isArray(value) ? value.filter(isRole) : isRole(value) ? [value] : [];
}

export function apiKeySchema(now: () => Date = () => new Date()) {
  return v.object({
    description: v.pipe(
      v.string(),
      v.trim(),
      v.nonEmpty('Say what the key is for, e.g. “CI deployments”.'),
      v.maxLength(100, 'Use at most 100 characters.'),
      singleLine(),
    ),
    expiresOn: v.pipe(
      v.string(),
      v.nonEmpty('Choose the day the key stops working.'),
      v.check((value) => fromDateInput(value) !== null, 'Enter a date like 2027-05-14.'),
      v.check((value) => value >= expiryRange(now()).min, 'Choose a day after today.'),
      v.check(
        (value) => value <= expiryRange(now()).max,
        'A key can be valid for at most one year: choose a day within a year from today.',
      ),
      // The key stops working as the chosen day begins (00:00 UTC), within the year the server allows.
      v.transform((value) => (fromDateInput(value) as Date).toISOString()),
    ),
    // A lone checkbox answers its value or false, a group the list of those checked.
    roles: v.pipe(
      // Checked by hand rather than with valibot's union: every page's first load holds the valibot
      // functions any schema uses (one shared copy), and union is large; `unknown` and `check` are in it.
      v.unknown(),
      v.check(
        (value) => value === false || (Array.isArray(value) ? value.every(isRole) : isRole(value)),
        'Choose roles from the list.',
      ),
      v.transform(asRoles),
      v.minLength(1, 'Give the key at least one role: with none it could call nothing.'),
    ),
    readOnly: v.boolean(),
  });
}

export type ApiKeyFormInput = v.InferInput<ReturnType<typeof apiKeySchema>>;
export type ApiKeyFormValues = v.InferOutput<ReturnType<typeof apiKeySchema>>;

/** What the roles and read-only were before the form: a new key follows its creator, reading and writing. */
export interface KeyPowersBefore {
  /** The roles checked at first: the key's given roles, or every role its creator holds. */
  roles: readonly Role[];
  /** True when the key followed its creator's roles (none given in particular). */
  followsCreator: boolean;
  readOnly: boolean;
}

const sameRoles = (a: readonly Role[], b: readonly Role[]) =>
  a.length === b.length && a.every((role) => b.includes(role));

export interface ApiKeyChange {
  domainName: string;
  description: string;
  expiresAt: string;
  roles?: Role[];
  readOnly?: boolean;
}

/**
 * The body of POST api-keys/create (and, with the key's id, api-keys/modify) for the form's values:
 * `roles` and `readOnly` only when they differ from before, so a key left with every role keeps
 * following its creator's roles, as keys always have.
 */
export function apiKeyChange(
  domainName: string,
  { description, expiresOn, roles, readOnly }: ApiKeyFormValues,
  before: KeyPowersBefore,
): ApiKeyChange {
  const change: ApiKeyChange = { domainName, description, expiresAt: expiresOn };
  if (!sameRoles(roles, before.roles)) change.roles = ROLES.filter((role) => roles.includes(role));
  if (readOnly !== before.readOnly) change.readOnly = readOnly;
  return change;
}

/**
 * The body the form would send now: its values once they are valid, else what is typed (the expiry as
 * the start of the typed day when it is a date), so "Show as code" follows the typing.
 */
export function typedApiKeyChange(domainName: string, input: ApiKeyFormInput, before: KeyPowersBefore) {
  const parsed = v.safeParse(apiKeySchema(), input);
  if (parsed.success) return apiKeyChange(domainName, parsed.output, before);
  const day = fromDateInput(input.expiresOn);
  return apiKeyChange(
    domainName,
    {
      description: input.description.trim(),
      expiresOn: day ? day.toISOString() : input.expiresOn,
      roles: asRoles(input.roles),
      readOnly: input.readOnly,
    },
    before,
  );
}
