import { type ApiClient, type PaymentCardType, unwrap } from '@dbcloud/api-client';
import { describe, expect, it } from 'vitest';
import {
  accountBillingSummaryOf,
  activeCardOf,
  billingContactOf,
  unpaidBalanceOf,
} from '../src/areas/billing/index.js';
import { type Browser, signIn, useFakeCloud } from './harness.js';

const cloud = useFakeCloud();

const path = (domainName: string) => ({ path: { domainName } });

const contact = {
  billingFirstName: 'Grace',
  billingLastName: 'Hopper',
  billingPhone: '+14155550199',
  billingEmail: 'grace@acme.example',
};
const details = {
  companyName: 'Acme Holdings',
  addressLine1: '2 Harbour Road',
  city: 'Dublin',
  postalCode: 'D02 X285',
  country: 'IE',
};

const setContact = (api: ApiClient, domainName = 'acme') =>
  unwrap(
    api.POST('/payment-info/add-billing-info/{domainName}', { params: path(domainName), body: contact }),
  );
const setDetails = (
  api: ApiClient,
  body: typeof details & { vatId?: string | null; addressLine2?: string | null },
) => unwrap(api.POST('/payment-info/change-invoice-details/{domainName}', { params: path('acme'), body }));
const setRecipient = (api: ApiClient, email: string | null) =>
  unwrap(
    api.POST('/payment-info/set-custom-invoice-recipient-email/{domainName}', {
      params: path('acme'),
      body: { email },
    }),
  );
const addCard = (
  api: ApiClient,
  last4Digits: string,
  options: { makeActive?: boolean; domainName?: string; pfToken?: string; ccType?: PaymentCardType } = {},
) =>
  unwrap(
    api.POST('/payment-info/add-credit-card/{domainName}', {
      params: path(options.domainName ?? 'acme'),
      body: {
        pfToken: options.pfToken ?? `tok-${last4Digits}-${Math.random().toString(36).slice(2)}`,
        last4Digits,
        ccType: options.ccType ?? 'Mastercard',
        makeActive: options.makeActive ?? false,
      },
    }),
  );
const makeActive = (api: ApiClient, cardId: string, domainName = 'acme') =>
  unwrap(
    api.POST('/payment-info/change-active-credit-card/{domainName}', {
      params: path(domainName),
      body: { cardId },
    }),
  );
const removeCard = (api: ApiClient, cardId: string, domainName = 'acme') =>
  unwrap(
    api.POST('/payment-info/remove-credit-card/{domainName}', { params: path(domainName), body: { cardId } }),
  );

const advanceMinutes = (b: Browser, minutes: number) =>
  b.fetch('/__fake/clock', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ advanceMinutes: minutes }),
  });

describe('billing contact, invoice details and invoice recipient', () => {
  it('replaces the billing contact, which later answers and the account summary show', async () => {
    const b = await signIn('owner@demo.dbcloud.dev', 'acme');
    const info = await setContact(b.api);
    expect(info.billingContact).toEqual(contact);
    expect(info.invoiceRecipientEmail).toBe('grace@acme.example');
    // a later call answers the same state
    const later = await makeActive(b.api, 'card_7f3k2q');
    expect(later.billingContact).toEqual(contact);
    expect(later.invoiceDetails?.companyName).toBe('Acme Ltd');

    const world = cloud.world();
    expect(billingContactOf(world, 'acme')).toEqual(contact);
    const account = world.accounts.get('acme');
    if (!account) throw new Error('no acme');
    expect(accountBillingSummaryOf(world, account)).toMatchObject({
      billingContact: contact,
      companyName: 'Acme Ltd',
      vatNumber: 'GB123456789',
      invoiceRecipientEmail: 'grace@acme.example',
      hasCustomInvoiceRecipient: false,
      activeCard: { last4Digits: '1111', ccType: 'Visa' },
      cardCount: 2,
      canCreatePaidProducts: true,
    });
    expect(unpaidBalanceOf(world, 'acme')?.amount.amountCents).toBeGreaterThan(0);
    expect(unpaidBalanceOf(world, 'acme-health')).toBeNull();
  });

  it('answers the full payment information with the account billing summary (the payment section reads it)', async () => {
    const b = await signIn('owner@demo.dbcloud.dev', 'acme');
    const before = await unwrap(
      b.api.GET('/account/get-billing-info/{domainName}', { params: path('acme') }),
    );
    expect(before.results.paymentInfo.cards.map((card) => [card.last4Digits, card.active])).toEqual([
      ['1111', true],
      ['4444', false],
    ]);
    const changed = await setRecipient(b.api, 'invoices@acme.example');
    const after = await unwrap(b.api.GET('/account/get-billing-info/{domainName}', { params: path('acme') }));
    expect(after.results.paymentInfo).toEqual(changed);
    expect(after.results.paymentInfo.invoiceDetails?.companyName).toBe(after.results.companyName);
  });

  it('changes the invoice details for invoices issued from now on; issued ones keep theirs', async () => {
    const b = await signIn('owner@demo.dbcloud.dev', 'acme');
    const info = await setDetails(b.api, details);
    expect(info.invoiceDetails).toEqual({ ...details, addressLine2: null, vatId: null });

    const due = await unwrap(b.api.GET('/billing/pay-now/{domainName}', { params: path('acme') }));
    const issued = await unwrap(
      b.api.GET('/billing/invoice-details/{domainName}/{invoiceId}', {
        params: { path: { domainName: 'acme', invoiceId: due.invoiceIds[0] ?? '' } },
      }),
    );
    expect(issued.billedTo).toMatchObject({ companyName: 'Acme Ltd', city: 'London', vatId: 'GB123456789' });

    // the next invoice, issued after the current period ends, carries the new details
    const clock = (await (await b.fetch('/__fake/clock')).json()) as { now: string };
    const now = new Date(clock.now);
    const nextMonth = Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1);
    await advanceMinutes(b, Math.ceil((nextMonth - now.getTime()) / 60_000) + 1);
    // Up to a month later: past the session's idle limit on most days, so the owner signs in again.
    const later = await signIn('owner@demo.dbcloud.dev', 'acme');
    const after = await unwrap(later.api.GET('/billing/pay-now/{domainName}', { params: path('acme') }));
    const next = await unwrap(
      later.api.GET('/billing/invoice-details/{domainName}/{invoiceId}', {
        params: { path: { domainName: 'acme', invoiceId: after.invoiceIds.at(-1) ?? '' } },
      }),
    );
    expect(next.billedTo).toMatchObject({
      companyName: 'Acme Holdings',
      city: 'Dublin',
      vatId: null,
      country: 'IE',
    });
  });

  it('sends invoices to a custom address until it is removed', async () => {
    const b = await signIn('owner@demo.dbcloud.dev', 'acme');
    const custom = await setRecipient(b.api, 'invoices@acme.example');
    expect(custom).toMatchObject({
      customInvoiceRecipientEmail: 'invoices@acme.example',
      invoiceRecipientEmail: 'invoices@acme.example',
    });
    const world = cloud.world();
    const account = world.accounts.get('acme');
    if (!account) throw new Error('no acme');
    expect(accountBillingSummaryOf(world, account).hasCustomInvoiceRecipient).toBe(true);
    const cleared = await setRecipient(b.api, null);
    expect(cleared).toMatchObject({
      customInvoiceRecipientEmail: null,
      invoiceRecipientEmail: 'owner@demo.dbcloud.dev',
    });
  });
});

describe('cards', () => {
  it('adds a card (201), inactive unless asked, active when asked; the active card is listed first', async () => {
    const b = await signIn('owner@demo.dbcloud.dev', 'acme');
    const plain = await addCard(b.api, '5100');
    expect(plain.card).toMatchObject({ last4Digits: '5100', ccType: 'Mastercard', active: false });
    expect(plain.card.id).toMatch(/^card_[a-z0-9]{4,32}$/);
    expect(plain.paymentInfo.cards.map((c) => c.id)).toEqual(['card_7f3k2q', 'card_m4x9wz', plain.card.id]);

    const chosen = await addCard(b.api, '0005', { makeActive: true, ccType: 'Amex' });
    expect(chosen.card.active).toBe(true);
    expect(chosen.paymentInfo.cards.map((c) => [c.id, c.active])).toEqual([
      [chosen.card.id, true],
      ['card_7f3k2q', false],
      ['card_m4x9wz', false],
      [plain.card.id, false],
    ]);
    expect(activeCardOf(cloud.world(), 'acme')?.last4Digits).toBe('0005');
  });

  it('refuses a used token, a sixth card, an account without billing contact and a marketplace account', async () => {
    const b = await signIn('owner@demo.dbcloud.dev', 'acme');
    await addCard(b.api, '1881', { pfToken: 'tok-once' });
    await expect(addCard(b.api, '1881', { pfToken: 'tok-once' })).rejects.toMatchObject({ status: 422 });
    await addCard(b.api, '1882');
    await addCard(b.api, '1883');
    const full = await addCard(b.api, '1884').catch((error: unknown) => error);
    expect(full).toMatchObject({ status: 422 });

    const mfa = await signIn('mfa@demo.dbcloud.dev', 'globex');
    await expect(addCard(mfa.api, '4242', { domainName: 'globex' })).rejects.toMatchObject({ status: 422 });
    await setContact(mfa.api, 'globex');
    const first = await addCard(mfa.api, '4242', { domainName: 'globex', makeActive: false });
    expect(first.card.active).toBe(true);

    const market = await signIn('market@demo.dbcloud.dev', 'contoso');
    await setContact(market.api, 'contoso');
    await expect(addCard(market.api, '4242', { domainName: 'contoso' })).rejects.toMatchObject({
      status: 422,
    });
  });

  it('changes the active card; choosing the active one changes nothing; an unknown card is 404', async () => {
    const b = await signIn('owner@demo.dbcloud.dev', 'acme');
    const switched = await makeActive(b.api, 'card_m4x9wz');
    expect(switched.cards.map((c) => [c.id, c.active])).toEqual([
      ['card_m4x9wz', true],
      ['card_7f3k2q', false],
    ]);
    expect(await makeActive(b.api, 'card_m4x9wz')).toEqual(switched);
    await expect(makeActive(b.api, 'card_nosuch')).rejects.toMatchObject({ status: 404 });
    // the charge goes to the new active card
    const receipt = await unwrap(
      b.api.POST('/billing/charge-up-to-previous-billing-period/{domainName}', { params: path('acme') }),
    );
    expect(receipt.card).toEqual({ id: 'card_m4x9wz', last4Digits: '4444', ccType: 'Mastercard' });
  });

  it('removes an inactive card but not the active one while others exist', async () => {
    const b = await signIn('owner@demo.dbcloud.dev', 'acme');
    await expect(removeCard(b.api, 'card_7f3k2q')).rejects.toMatchObject({ status: 422 });
    const removed = await removeCard(b.api, 'card_m4x9wz');
    expect(removed.cards.map((c) => c.id)).toEqual(['card_7f3k2q']);
    await expect(removeCard(b.api, 'card_m4x9wz')).rejects.toMatchObject({ status: 404 });
    // now the only card, with an unpaid invoice and paid products: it stays
    await expect(removeCard(b.api, 'card_7f3k2q')).rejects.toMatchObject({ status: 422 });
  });

  it('keeps the only card of an account with a running paid product', async () => {
    const b = await signIn('owner@demo.dbcloud.dev', 'acme-health');
    await expect(removeCard(b.api, 'card_h4lth2', 'acme-health')).rejects.toMatchObject({ status: 422 });
    await expect(removeCard(b.api, 'card_7f3k2q', 'acme-health')).rejects.toMatchObject({ status: 404 });
  });
});

describe('roles', () => {
  it('answers 403 to a member without the BillingInformation role', async () => {
    const member = await signIn('member@demo.dbcloud.dev', 'acme');
    await expect(setContact(member.api)).rejects.toMatchObject({ status: 403 });
    await expect(setDetails(member.api, details)).rejects.toMatchObject({ status: 403 });
    await expect(setRecipient(member.api, 'x@acme.example')).rejects.toMatchObject({ status: 403 });
    await expect(addCard(member.api, '4242')).rejects.toMatchObject({ status: 403 });
    await expect(makeActive(member.api, 'card_m4x9wz')).rejects.toMatchObject({ status: 403 });
    await expect(removeCard(member.api, 'card_m4x9wz')).rejects.toMatchObject({ status: 403 });
    // nothing changed
    expect(billingContactOf(cloud.world(), 'acme')?.billingFirstName).toBe('Ada');
    expect(activeCardOf(cloud.world(), 'acme')?.last4Digits).toBe('1111');
  });
});
