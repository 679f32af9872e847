// What every recipe answers: a plan, the exact requests a change will send and what prices it, or the
// reasons it cannot be made, in words. A plan is data: a program shows it, prices it, sends its requests
// as they are, and compares two of them (`planDifferences`) to say what changed in between.
import type { OperationId } from '../generated/operations.js';
import type {
  ProductChangeRequest,
  ProductChangeVolumeRequest,
  ProductCreateRequest,
  ProductPaymentContext,
  ProductPaymentContextRequest,
  Tier,
} from '../generated/types.js';

/** One call of the API as a plan sends it: the operation, its path's parameters, its query and body. */
export interface PlannedRequest {
  readonly operationId: OperationId;
  /** The path's placeholders, by name (`{ domainName: 'acme' }`). */
  readonly path: Readonly<Record<string, string>>;
  /** The query's parameters, by name. */
  readonly query?: Readonly<Record<string, string | number | boolean>>;
  /** The JSON body, exactly as it is sent. */
  readonly body?: unknown;
}

/** POST products/create, as a plan sends it. */
export interface PlannedCreate {
  readonly operationId: 'createProduct';
  readonly path: Readonly<Record<string, never>>;
  readonly body: ProductCreateRequest;
}

/** POST products/change-product (an instance or tier change), as a plan sends it. */
export interface PlannedInstanceChange {
  readonly operationId: 'changeProduct';
  readonly path: { readonly domainName: string };
  readonly body: ProductChangeRequest;
}

/** POST products/change-volume (a storage change), as a plan sends it. */
export interface PlannedStorageChange {
  readonly operationId: 'changeVolume';
  readonly path: { readonly domainName: string };
  readonly body: ProductChangeVolumeRequest;
}

/** The requests the product recipes plan: a create, an instance or tier change, a storage change. */
export type ProductRequest = PlannedCreate | PlannedInstanceChange | PlannedStorageChange;

/** A change, planned: what it sends and what prices it. */
export interface Plan<R extends PlannedRequest = ProductRequest> {
  /** What it does, in words: `create a product`, `change the instance`, `change the storage`, … */
  readonly action: string;
  /** The requests, in the order they are sent. */
  readonly requests: readonly R[];
  /** The configuration to price (POST products/payment-context), as the portal's price previews ask it. */
  readonly priceRequest: ProductPaymentContextRequest;
  /** What the plan chose that was not asked for, and what else it does (a tier change), in words. */
  readonly notes: readonly string[];
  /** Set when the change moves the product to another tier. */
  readonly tierChange?: { readonly from: Tier; readonly to: Tier };
}

/** A plan with the price its `priceRequest` was answered. */
export interface PricedPlan<R extends PlannedRequest = ProductRequest> extends Plan<R> {
  readonly price: ProductPaymentContext;
}

/** What a recipe answers: a plan, or why the change cannot be made, in words (one reason a line). */
export type Planned<P = Plan> =
  | { readonly ok: true; readonly plan: P }
  | { readonly ok: false; readonly problems: readonly string[] };

export const planned = <P>(plan: P): Planned<P> => ({ ok: true, plan });
export const impossible = (...problems: string[]): { ok: false; problems: string[] } => ({
  ok: false,
  problems,
});

/** The plan with its price. */
export const withPrice = <R extends PlannedRequest>(plan: Plan<R>, price: ProductPaymentContext) => ({
  ...plan,
  price,
});

/** A value as one canonical string (keys sorted at every depth, undefined left out). */
export function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, v]) => `${JSON.stringify(key)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/**
 * What binds a priced plan: its requests and its price, as one canonical string (what a confirmation
 * hashes). Two plans that send the same requests at the same price have the same one.
 */
export const planBinding = (plan: Pick<ComparedPlan, 'requests' | 'price'>): string =>
  canonical({ requests: plan.requests, price: plan.price });

/** An amount of cents in `currency`, in words: `USD 1,234.50`. */
export function money(cents: number, currency: string): string {
  const amount = (cents / 100).toLocaleString('en-US', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  return `${currency} ${amount}`;
}

/** Every leaf of a JSON value by its dotted path (`storage.sizeGb`), lists as one value. */
function leaves(value: unknown, prefix = '', into = new Map<string, string>()): Map<string, string> {
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
    for (const [key, child] of Object.entries(value)) {
      if (child !== undefined) leaves(child, prefix ? `${prefix}.${key}` : key, into);
    }
  } else {
    into.set(prefix, JSON.stringify(value));
  }
  return into;
}

const PRICE_WORDS: readonly [keyof ProductPaymentContext, string][] = [
  ['newMonthlyEstimateCents', 'The monthly price after the change'],
  ['currentMonthlyEstimateCents', 'The monthly price now'],
];

/** What two plans are compared on: what they do, what they send, and their price when they have one. */
export interface ComparedPlan {
  readonly action: string;
  readonly requests: readonly PlannedRequest[];
  readonly price?: ProductPaymentContext;
}

/**
 * How `after` differs from `before`, in words, one difference a line: the action, each request (its
 * operation and every field of its path and body), and the price (the monthly estimates, the currency,
 * whether a billing contact or a card is needed). Empty when they would send the same at the same price.
 */
export function planDifferences(before: ComparedPlan, after: ComparedPlan): string[] {
  const words: string[] = [];
  if (before.action !== after.action) words.push(`It would now ${after.action} (it was: ${before.action}).`);
  const count = Math.max(before.requests.length, after.requests.length);
  for (let index = 0; index < count; index += 1) {
    const was = before.requests[index];
    const now = after.requests[index];
    const which = count > 1 ? `Request ${index + 1}` : 'The request';
    if (!was || !now || was.operationId !== now.operationId) {
      words.push(`${which} is now ${now?.operationId ?? 'none'} (it was ${was?.operationId ?? 'none'}).`);
      continue;
    }
    const old = leaves({ path: was.path, query: was.query, body: was.body });
    const next = leaves({ path: now.path, query: now.query, body: now.body });
    for (const key of new Set([...old.keys(), ...next.keys()])) {
      if (old.get(key) === next.get(key)) continue;
      words.push(
        `${which} (${now.operationId}) ${key} is now ${next.get(key) ?? 'left out'} (it was ${old.get(key) ?? 'left out'}).`,
      );
    }
  }
  return [...words, ...priceDifferences(before.price, after.price)];
}

/** How price `p1` differs from `p0`, in words. */
function priceDifferences(
  p0: ProductPaymentContext | undefined,
  p1: ProductPaymentContext | undefined,
): string[] {
  if (!p0 || !p1) {
    if (p0 === p1) return [];
    return [p1 ? 'The change now has a price.' : 'The change no longer has a price.'];
  }
  const words: string[] = [];
  if (p0.currency !== p1.currency) words.push(`The price is now in ${p1.currency} (it was ${p0.currency}).`);
  for (const [key, label] of PRICE_WORDS) {
    if (p0[key] !== p1[key]) {
      words.push(
        `${label} is now ${money(Number(p1[key]), p1.currency)} (it was ${money(Number(p0[key]), p0.currency)}).`,
      );
    }
  }
  if (
    p0.newHourlyRateMillicents !== p1.newHourlyRateMillicents &&
    p0.newMonthlyEstimateCents === p1.newMonthlyEstimateCents
  )
    words.push('The hourly rate after the change is different.');
  if (p0.billingContactRequired !== p1.billingContactRequired)
    words.push(
      p1.billingContactRequired
        ? 'A billing contact is now needed (the account has none).'
        : 'A billing contact is no longer needed.',
    );
  if (p0.cardRequired !== p1.cardRequired)
    words.push(
      p1.cardRequired ? 'A card is now needed before the first invoice.' : 'A card is no longer needed.',
    );
  return words;
}
