// Payment info: the billing contact, the details printed on invoices, where
// invoices are mailed, and the cards on file. The state is the billing slice's.

import { iso } from '../../core/clock.js';
import { type Implementation, requireTenant } from '../../core/context.js';
import { hash } from '../../core/ids.js';
import { notFound, unprocessable } from '../../core/problem.js';
import { liveProducts } from '../../core/product-facts.js';
import type { World } from '../../core/world.js';
import { ledgerOf, paymentInfoOf } from './readers.js';
import { activeCard, type BillingAccount, type CardRecord, unpaidInvoices } from './state.js';

/** An account keeps at most this many cards. */
export const MAX_CARDS = 5;
/** The demo card that is accepted but declines every charge. */
const DECLINING_LAST4 = '0341';

function cardOr404(account: BillingAccount, cardId: string): CardRecord {
  const card = account.cards.find((candidate) => candidate.id === cardId);
  if (!card) throw notFound(`${account.domainName} has no card ${cardId}.`);
  return card;
}

function makeActive(account: BillingAccount, card: CardRecord): void {
  for (const other of account.cards) other.active = other === card;
}

/** Whether the account runs a paid product that is not terminated (its only card must then stay). */
function hasRunningPaidProduct(world: World, account: BillingAccount): boolean {
  const live = liveProducts(world, account.domainName);
  if (live) return live.some((product) => product.tier !== 'Free' && product.status !== 'terminated');
  return account.meters.some((meter) => meter.tier !== 'Free' && meter.until === null);
}

function newCardId(account: BillingAccount, pfToken: string, now: number): string {
  return `card_${hash(`${account.domainName}:${pfToken}:${now}:${account.cards.length}`).slice(0, 8)}`;
}

export const paymentInfoOperations = {
  async addBillingInfo({ request, response }, ctx) {
    const body = await request.json();
    const account = ledgerOf(ctx);
    account.billingContact = {
      billingFirstName: body.billingFirstName,
      billingLastName: body.billingLastName,
      billingPhone: body.billingPhone,
      billingEmail: body.billingEmail,
    };
    return response(200).json(paymentInfoOf(account));
  },

  async changeInvoiceDetails({ request, response }, ctx) {
    const body = await request.json();
    const account = ledgerOf(ctx);
    account.invoiceDetails = {
      companyName: body.companyName,
      addressLine1: body.addressLine1,
      addressLine2: body.addressLine2 ?? null,
      city: body.city,
      postalCode: body.postalCode,
      country: body.country,
      vatId: body.vatId ?? null,
    };
    return response(200).json(paymentInfoOf(account));
  },

  async addCreditCard({ request, response }, ctx) {
    const body = await request.json();
    const { tenant } = requireTenant(ctx);
    const account = ledgerOf(ctx);
    const { billing } = ctx.world;
    if (tenant.managedBy !== 'direct') {
      throw unprocessable(
        `${tenant.domainName} is billed through the ${tenant.managedBy} marketplace; cards cannot be added here.`,
      );
    }
    if (!account.billingContact) {
      throw unprocessable('Add a billing contact before adding a card.', {
        billingContact: ['is required first'],
      });
    }
    if (account.cards.length >= MAX_CARDS) {
      throw unprocessable(`An account can hold at most ${MAX_CARDS} cards. Remove one first.`);
    }
    const tokenHash = hash(body.pfToken);
    if (billing.redeemedCardTokens.has(tokenHash)) {
      throw unprocessable('This card token was already used. Enter the card again.', {
        pfToken: ['was already used'],
      });
    }
    billing.redeemedCardTokens.add(tokenHash);
    const card: CardRecord = {
      id: newCardId(account, body.pfToken, ctx.now),
      last4Digits: body.last4Digits,
      ccType: body.ccType,
      active: false,
      addedAt: iso(ctx.now),
      declinesCharges: body.last4Digits === DECLINING_LAST4,
    };
    account.cards.push(card);
    if (account.cards.length === 1 || body.makeActive === true) makeActive(account, card);
    const paymentInfo = paymentInfoOf(account);
    const shown = paymentInfo.cards.find((candidate) => candidate.id === card.id);
    if (!shown) throw new Error('the new card is missing from the payment information');
    return response(201).json({ card: shown, paymentInfo });
  },

  async changeActiveCreditCard({ request, response }, ctx) {
    const body = await request.json();
    const account = ledgerOf(ctx);
    makeActive(account, cardOr404(account, body.cardId));
    return response(200).json(paymentInfoOf(account));
  },

  async removeCreditCard({ request, response }, ctx) {
    const body = await request.json();
    const account = ledgerOf(ctx);
    const card = cardOr404(account, body.cardId);
    const others = account.cards.filter((candidate) => candidate !== card);
    if (card === activeCard(account) && others.length > 0) {
      throw unprocessable('This is the active card. Make another card active before removing it.', {
        cardId: ['is the active card'],
      });
    }
    if (
      others.length === 0 &&
      (hasRunningPaidProduct(ctx.world, account) || unpaidInvoices(account).length > 0)
    ) {
      throw unprocessable(
        'This is the only card, and the account has paid products or unpaid invoices. Add another card first.',
        { cardId: ['is the only card'] },
      );
    }
    account.cards = others;
    return response(200).json(paymentInfoOf(account));
  },

  async setCustomInvoiceRecipientEmail({ request, response }, ctx) {
    const body = await request.json();
    const account = ledgerOf(ctx);
    account.customInvoiceRecipientEmail = body.email;
    return response(200).json(paymentInfoOf(account));
  },
} satisfies Partial<Implementation>;
