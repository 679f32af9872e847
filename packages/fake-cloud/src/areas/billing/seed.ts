// The billing seed: each profiled account (seed-profiles.ts) billed from its first month to the seed's
// moment, its past invoices paid by card but where the profile says otherwise; every other account
// starts billing with the current period.
import { DAY_MS, HOUR_MS, isoDate } from '../../core/clock.js';
import { hash } from '../../core/ids.js';
import { liveProducts } from '../../core/product-facts.js';
import type { Scenario, World } from '../../core/world.js';
import { monthStart } from './calendar.js';
import { settle } from './ledger.js';
import { configOf } from './metering.js';
import type { MeterRecord } from './prices.js';
import { acmeHealthProfile, acmeProfile, type BillingProfile, megacorpProfile } from './seed-profiles.js';
import { type BillingAccount, type BillingState, blankBillingAccount } from './state.js';

/**
 * The meters an account starts with: its catalogue where the products area agrees (or has no
 * products at all), with what that area says of each product's size and creation.
 */
function startingMeters(world: World, profile: BillingProfile): MeterRecord[] {
  const live = liveProducts(world, profile.domainName);
  if (!live) return profile.catalogue.map((entry) => ({ ...entry }));
  return profile.catalogue
    .filter((entry) => entry.until !== null || live.some((product) => product.productId === entry.productId))
    .map((entry) => {
      const product = live.find((candidate) => candidate.productId === entry.productId);
      if (!product) return { ...entry };
      return { ...entry, ...configOf(product), from: Math.max(entry.from, product.createdAt ?? entry.from) };
    });
}

function seedAccount(world: World, profile: BillingProfile): BillingAccount {
  const now = world.seededAt;
  const created = world.accounts.get(profile.domainName)?.createdAt ?? now;
  // periods from the account's first month (at most 13 months back: seeding stays quick)
  const historyStart = Math.max(monthStart(created), monthStart(now, -13));
  const account = blankBillingAccount(world, profile.domainName, historyStart);
  account.billingContact = profile.contact;
  account.invoiceDetails = profile.invoiceDetails;
  account.cards = profile.cards.map((card) => ({
    ...card,
    addedAt: new Date(Math.max(card.addedAt, created)).toISOString(),
    declinesCharges: card.last4Digits === '0341',
  }));
  account.benefits = profile.benefits;
  account.meters = startingMeters(world, profile);
  settle(world, account, now);
  const previous = account.invoices.at(-1);
  const card = account.cards.find((candidate) => candidate.active);
  for (const invoice of account.invoices) {
    if (invoice.status !== 'unpaid' || !card || (profile.previousUnpaid && invoice === previous)) continue;
    invoice.status = 'paid';
    // charged automatically two days after issue (or, for one issued just now, halfway to now)
    const charged = invoice.issuedAt + 2 * DAY_MS + 3 * HOUR_MS + (invoice.totalCents % 3600) * 1000;
    invoice.paidAt = Math.min(charged, invoice.issuedAt + Math.floor((now - invoice.issuedAt) / 2));
    account.payments.push({
      paymentId: `pay-${isoDate(invoice.paidAt).replaceAll('-', '')}-${hash(invoice.invoiceId).slice(0, 4)}`,
      paidAt: invoice.paidAt,
      amountCents: invoice.totalCents,
      invoiceIds: [invoice.invoiceId],
      cardId: card.id,
    });
  }
  return account;
}

export function seedBilling(world: World, scenario: Scenario): BillingState {
  const state: BillingState = { accounts: new Map(), redeemedCardTokens: new Set(), paymentCount: 0 };
  const profiles = [acmeProfile(world), acmeHealthProfile(world)];
  if (scenario === 'large') profiles.push(megacorpProfile());
  for (const profile of profiles) {
    if (world.accounts.has(profile.domainName))
      state.accounts.set(profile.domainName, seedAccount(world, profile));
  }
  // Everyone else starts billing with the current period (their products are metered from it).
  for (const domainName of world.accounts.keys()) {
    if (state.accounts.has(domainName)) continue;
    const account = blankBillingAccount(world, domainName, monthStart(world.seededAt));
    settle(world, account, world.seededAt);
    state.accounts.set(domainName, account);
  }
  return state;
}
