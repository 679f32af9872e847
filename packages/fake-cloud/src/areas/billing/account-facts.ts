// What products and pricing need to know of the account's billing state, read through one place.
import type { PriceDiscountSource, PriceLineKind } from '@dbcloud/api-client';
import { isoDate } from '../../core/clock.js';
import type { AccountRecord, World } from '../../core/world.js';
import { activeCardOf, billingContactOf } from './readers.js';
import { billingAccountOf } from './state.js';

/** A discount of the account's own (internal prices only). */
export interface AccountDiscount {
  source: PriceDiscountSource;
  description: string;
  percent: number;
  /** The lines it takes its percent of. */
  appliesTo: PriceLineKind[];
}

/** Paid tiers need a billing contact. */
export const hasBillingContact = (world: World, account: AccountRecord): boolean =>
  billingContactOf(world, account.domainName) !== null;

/** Paid products of an account billed directly ask for a card when it has no active one. */
export const needsCard = (world: World, account: AccountRecord): boolean =>
  account.managedBy === 'direct' && activeCardOf(world, account.domainName) === null;

/** Whether the account has a committed-use contract that is neither expired nor used up. */
function hasCommittedUse(world: World, domainName: string, now: number): boolean {
  const today = isoDate(now);
  return billingAccountOf(world, domainName).benefits.some(
    (b) =>
      b.kind === 'committedUse' &&
      (b.expiresOn === null || b.expiresOn >= today) &&
      b.usedCents < b.grantedCents,
  );
}

/** The account's own price discounts: 15% off compute while it has a committed-use contract. */
export function accountDiscountsOf(world: World, domainName: string, now: number): AccountDiscount[] {
  if (!hasCommittedUse(world, domainName, now)) return [];
  return [
    {
      source: 'committedUse',
      description: 'Committed-use contract, 15% off compute',
      percent: 15,
      appliesTo: ['compute'],
    },
  ];
}
