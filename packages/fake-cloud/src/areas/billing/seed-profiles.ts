// The billing seed's accounts (dates relative to world.seededAt). acme: a year of invoices, the previous
// period unpaid, two cards (Visa 1111 active, Mastercard 4444), a welcome promo and committed use.
// acme-health: one card, everything paid. megacorp (scenario large): a year of paid invoices.
import type { PaymentInfoContact, PaymentInfoInvoiceDetails } from '@dbcloud/api-client';
import { DAY_MS, HOUR_MS, isoDate, MINUTE_MS } from '../../core/clock.js';
import type { World } from '../../core/world.js';
import { dayStart, monthStart } from './calendar.js';
import type { MeterRecord } from './prices.js';
import type { BenefitRecord, CardRecord } from './state.js';

interface SeedCard {
  id: string;
  last4Digits: string;
  ccType: CardRecord['ccType'];
  active: boolean;
  addedAt: number;
}

export interface BillingProfile {
  domainName: string;
  contact: PaymentInfoContact;
  invoiceDetails: PaymentInfoInvoiceDetails | null;
  cards: SeedCard[];
  benefits: BenefitRecord[];
  /** Products billing knows (with their usage); live products of the products area are added. */
  catalogue: MeterRecord[];
  /** Whether the previous period's invoice stays unpaid. */
  previousUnpaid: boolean;
}

type Usage = Omit<MeterRecord, 'productId' | 'displayName' | 'from' | 'until'>;

const meter = (
  productId: string,
  displayName: string,
  usage: Usage,
  from: number,
  until: number | null = null,
) => ({
  productId,
  displayName,
  ...usage,
  from,
  until,
});

export function acmeProfile(world: World): BillingProfile {
  const now = world.seededAt;
  const createdAt = world.accounts.get('acme')?.createdAt ?? now - 400 * DAY_MS;
  const yearAgo = Math.max(monthStart(now, -12), createdAt);
  const commitStart = monthStart(now, -4);
  const yearOf = (ms: number) => new Date(ms).getUTCFullYear();
  return {
    domainName: 'acme',
    contact: {
      billingFirstName: 'Ada',
      billingLastName: 'Lovelace',
      billingPhone: '+442079460000',
      billingEmail: 'owner@demo.dbcloud.dev',
    },
    invoiceDetails: {
      companyName: 'Acme Ltd',
      addressLine1: '1 Market Street',
      addressLine2: 'Floor 3',
      city: 'London',
      postalCode: 'EC1A 1BB',
      country: 'GB',
      vatId: 'GB123456789',
    },
    cards: [
      {
        id: 'card_7f3k2q',
        last4Digits: '1111',
        ccType: 'Visa',
        active: true,
        addedAt: yearAgo - DAY_MS + 8 * HOUR_MS + 10 * MINUTE_MS,
      },
      {
        id: 'card_m4x9wz',
        last4Digits: '4444',
        ccType: 'Mastercard',
        active: false,
        addedAt: now - 30 * DAY_MS - 3 * HOUR_MS,
      },
    ],
    benefits: [
      {
        id: `ben-launch-${yearOf(yearAgo)}`,
        kind: 'promo',
        title: 'Launch credit (promo code LAUNCH200)',
        grantedCents: 20000,
        grantedAt: yearAgo,
        expiresOn: isoDate(monthStart(yearAgo, 3) - DAY_MS),
        usedCents: 0,
        periodCapCents: null,
      },
      {
        id: `ben-commit-${yearOf(commitStart)}`,
        kind: 'committedUse',
        title: `Committed use ${yearOf(commitStart)}-${yearOf(commitStart) + 1}`,
        grantedCents: 1_200_000,
        grantedAt: commitStart,
        expiresOn: isoDate(monthStart(commitStart, 12) - DAY_MS),
        usedCents: 0,
        periodCapCents: 100_000,
      },
      {
        id: `ben-welcome-${yearOf(now)}`,
        kind: 'promo',
        title: 'Welcome credit (promo code WELCOME300)',
        grantedCents: 30000,
        grantedAt: dayStart(now) - DAY_MS,
        expiresOn: isoDate(monthStart(now, 2) - DAY_MS),
        usedCents: 0,
        periodCapCents: null,
      },
    ],
    catalogue: [
      meter(
        'prd-orders-eu',
        'Orders (EU)',
        {
          tier: 'Production',
          cloudProvider: 'Aws',
          instanceType: 'P30',
          nodeCount: 3,
          storageGbPerNode: 500,
          backupGb: 210,
          transferGbPerMonth: 565,
        },
        now - 67 * DAY_MS,
      ),
      meter(
        'prd-ledger-eu',
        'Ledger',
        {
          tier: 'Production',
          cloudProvider: 'Azure',
          instanceType: 'P20',
          nodeCount: 3,
          storageGbPerNode: 256,
          backupGb: 90,
          transferGbPerMonth: 120,
        },
        now - 352 * DAY_MS,
      ),
      meter(
        'prd-analytics-us',
        'Analytics (US)',
        {
          tier: 'Production',
          cloudProvider: 'Aws',
          instanceType: 'P20',
          nodeCount: 3,
          storageGbPerNode: 128,
          backupGb: 60,
          transferGbPerMonth: 310,
        },
        now - 210 * DAY_MS,
        now - 12 * DAY_MS,
      ),
      meter(
        'prd-reports-eu',
        'Reports (EU)',
        {
          tier: 'Development',
          cloudProvider: 'Azure',
          instanceType: 'D10',
          nodeCount: 1,
          storageGbPerNode: 50,
          backupGb: 25,
          transferGbPerMonth: 35,
        },
        now - 48 * DAY_MS,
      ),
      // A product deleted three months ago: it stays on the invoices that billed it.
      meter(
        'prd-archive-eu',
        'Archive (EU)',
        {
          tier: 'Development',
          cloudProvider: 'Aws',
          instanceType: 'D20',
          nodeCount: 1,
          storageGbPerNode: 200,
          backupGb: 150,
          transferGbPerMonth: 20,
        },
        yearAgo + DAY_MS + 11 * HOUR_MS,
        monthStart(now, -3) + 11 * DAY_MS + 16 * HOUR_MS,
      ),
    ],
    previousUnpaid: true,
  };
}

export function acmeHealthProfile(world: World): BillingProfile {
  const createdAt = world.accounts.get('acme-health')?.createdAt ?? world.seededAt - 250 * DAY_MS;
  return {
    domainName: 'acme-health',
    contact: {
      billingFirstName: 'Olivia',
      billingLastName: 'Owner',
      billingPhone: '+14155550100',
      billingEmail: 'billing@acme-health.example',
    },
    invoiceDetails: {
      companyName: 'Acme Health Inc.',
      addressLine1: '200 Clarendon Street',
      addressLine2: null,
      city: 'Boston',
      postalCode: '02116',
      country: 'US',
      vatId: null,
    },
    cards: [
      { id: 'card_h4lth2', last4Digits: '4242', ccType: 'Visa', active: true, addedAt: createdAt + HOUR_MS },
    ],
    benefits: [],
    catalogue: [
      meter(
        'prd-patients-us',
        'Patient records',
        {
          tier: 'Production',
          cloudProvider: 'Aws',
          instanceType: 'P40',
          nodeCount: 3,
          storageGbPerNode: 1024,
          backupGb: 800,
          transferGbPerMonth: 150,
        },
        createdAt + 10 * DAY_MS,
      ),
    ],
    previousUnpaid: false,
  };
}

export function megacorpProfile(): BillingProfile {
  return {
    domainName: 'megacorp',
    contact: {
      billingFirstName: 'Olivia',
      billingLastName: 'Owner',
      billingPhone: '+14155550100',
      billingEmail: 'accounts-payable@megacorp.example',
    },
    invoiceDetails: {
      companyName: 'Megacorp Inc.',
      addressLine1: '1 Enterprise Way',
      addressLine2: null,
      city: 'Seattle',
      postalCode: '98101',
      country: 'US',
      vatId: null,
    },
    cards: [{ id: 'card_m3g4c0', last4Digits: '0005', ccType: 'Amex', active: true, addedAt: 0 }],
    benefits: [],
    catalogue: [],
    previousUnpaid: false,
  };
}
