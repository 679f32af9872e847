// The hosted-provider adapter of the CardFields port (./port.ts): Paysafe.js hosted fields. The
// provider's script (its URL, key and origins come from GET configuration) puts an iframe of its own
// into each slot, so the card never enters our page; `tokenize` runs 3-D Secure for amount 0 USD and
// answers the provider's single-use token.
//
// The served build's Content-Security-Policy must allow the provider: `script-src`, `frame-src` and
// `connect-src` name `cardProvider.origins` (apps/portal/csp.ts). The adapter loads the script only
// from one of those origins.
//
// Paysafe.js conventions followed (its callback API):
//   paysafe.fields.setup(apiKey, { environment, fields: { cardNumber: { selector, placeholder }, … } },
//                        (instance, error) => …)
//   instance.tokenize(options, (instance, error, result) => …)  result.token; error.code (14101, …)
//   instance.getCardBrand()  "Visa", "MasterCard", "American Express", …
// The card's last four digits are read from the result's `lastDigits` (the name the provider's card
// records use); check both against the provider's sandbox when it is reachable.
import type { CardProviderSettings, PaymentCardType } from '@dbcloud/api-client';
import {
  CARD_CHECK,
  CARD_PLACEHOLDERS,
  type CardFieldName,
  type CardFieldSlots,
  type CardFields,
  CardFieldsError,
  type CardToken,
} from './port';

interface PaysafeError {
  code?: number | string;
  displayMessage?: string;
  detailedMessage?: string;
}

interface PaysafeTokenizeResult {
  token?: string;
  lastDigits?: string;
}

export interface PaysafeInstance {
  tokenize(
    options: Record<string, unknown>,
    callback: (
      instance: PaysafeInstance | null,
      error: PaysafeError | null,
      result: PaysafeTokenizeResult | null,
    ) => void,
  ): void;
  getCardBrand(): string | undefined;
}

export interface Paysafe {
  fields: {
    setup(
      apiKey: string,
      options: Record<string, unknown>,
      callback: (instance: PaysafeInstance | null, error: PaysafeError | null) => void,
    ): void;
  };
}

declare global {
  interface Window {
    paysafe?: Paysafe;
  }
}

/** The provider's brand names and card-type codes, as our contract's nine types. */
const BRANDS: Readonly<Record<string, PaymentCardType>> = {
  americanexpress: 'Amex',
  amex: 'Amex',
  am: 'Amex',
  dinersclub: 'Diners',
  diners: 'Diners',
  dc: 'Diners',
  discover: 'Discover',
  di: 'Discover',
  jcb: 'JCB',
  jc: 'JCB',
  maestro: 'Maestro',
  md: 'Maestro',
  mastercard: 'Mastercard',
  mc: 'Mastercard',
  visa: 'Visa',
  visadebit: 'Visa',
  visaelectron: 'Visa',
  vi: 'Visa',
  vd: 'Visa',
  ve: 'Visa',
  solo: 'Solo',
  so: 'Solo',
  cartebleue: 'CarteBleue',
  cartesbancaires: 'CarteBleue',
  cb: 'CarteBleue',
};

/** "MasterCard", "American Express", "VI" -> our card type, or null for a brand we do not take. */
export function cardTypeOfBrand(brand: string | undefined): PaymentCardType | null {
  return BRANDS[(brand ?? '').toLowerCase().replace(/[^a-z]/g, '')] ?? null;
}

/** The options `tokenize` is called with: 3-D Secure on, for amount 0 in USD. */
export const TOKENIZE_OPTIONS = {
  amount: CARD_CHECK.amount,
  currencyCode: CARD_CHECK.currency,
  transactionType: 'PAYMENT',
  paymentType: 'CARD',
  // The provider's 3-D Secure 2 (amount 0 is allowed only with version 2); the cards-API generation of
  // the script reads the amount and currency here.
  threeDS: { useThreeDSecureVersion2: true, amount: CARD_CHECK.amount, currency: CARD_CHECK.currency },
} as const;

/** Loads the provider's script once per page (a later mount reuses it). */
function loadScript(url: string): Promise<Paysafe> {
  if (window.paysafe) return Promise.resolve(window.paysafe);
  return new Promise((resolve, reject) => {
    const existing = document.querySelector<HTMLScriptElement>(`script[data-card-provider][src="${url}"]`);
    const script = existing ?? document.createElement('script');
    const done = () => {
      if (window.paysafe) resolve(window.paysafe);
      else reject(new CardFieldsError('script-empty', 'The card provider’s script did not set it up.'));
    };
    script.addEventListener('load', done, { once: true });
    script.addEventListener(
      'error',
      () => {
        script.remove();
        reject(new CardFieldsError('script-failed', 'The card provider’s script did not load.'));
      },
      { once: true },
    );
    if (!existing) {
      script.src = url;
      script.async = true;
      script.dataset.cardProvider = '';
      document.head.append(script);
    }
  });
}

/** Whether `url` is on one of the provider's origins (the ones the CSP allows). */
function isProviderUrl(url: string, origins: readonly string[]): boolean {
  try {
    const { origin, protocol } = new URL(url, window.location.href);
    return protocol === 'https:' && origins.some((allowed) => new URL(allowed).origin === origin);
  } catch {
    return false;
  }
}

const errorOf = (error: PaysafeError, fallback: string) =>
  new CardFieldsError(error.code ?? 'provider', error.detailedMessage ?? error.displayMessage ?? fallback);

export function createHostedCardFields(settings: CardProviderSettings): CardFields {
  let instance: PaysafeInstance | null = null;
  let containers: HTMLElement[] = [];

  return {
    async mount(slots: CardFieldSlots) {
      if (!isProviderUrl(settings.scriptUrl, settings.origins)) {
        throw new CardFieldsError('script-origin', 'The card provider’s script is not on its origins.');
      }
      const paysafe = await loadScript(settings.scriptUrl);
      containers = Object.values(slots).map((slot) => slot.container);
      const fields = Object.fromEntries(
        (Object.keys(slots) as CardFieldName[]).map((name) => {
          const { container, inputId } = slots[name];
          // An id a selector can name as is (React's ids carry characters a selector must escape).
          container.id = `${inputId.replace(/[^\w-]/g, '')}-host`;
          return [name, { selector: `#${container.id}`, placeholder: CARD_PLACEHOLDERS[name] }];
        }),
      );
      instance = await new Promise<PaysafeInstance>((resolve, reject) => {
        paysafe.fields.setup(
          settings.apiKey,
          { environment: settings.environment, fields },
          (ready, error) => {
            if (error || !ready) reject(errorOf(error ?? {}, 'The card fields did not start.'));
            else resolve(ready);
          },
        );
      });
    },

    tokenize() {
      const fields = instance;
      if (!fields)
        return Promise.reject(new CardFieldsError('not-mounted', 'The card fields are not mounted.'));
      return new Promise<CardToken>((resolve, reject) => {
        fields.tokenize({ ...TOKENIZE_OPTIONS }, (_instance, error, result) => {
          if (error) {
            reject(errorOf(error, 'The card was not accepted.'));
            return;
          }
          const ccType = cardTypeOfBrand(fields.getCardBrand());
          const last4Digits = result?.lastDigits ?? '';
          if (!result?.token || !ccType || !/^\d{4}$/.test(last4Digits)) {
            reject(
              new CardFieldsError('incomplete-result', 'The provider’s answer lacks the card’s details.'),
            );
            return;
          }
          resolve({ pfToken: result.token, last4Digits, ccType });
        });
      });
    },

    destroy() {
      for (const container of containers) container.replaceChildren();
      containers = [];
      instance = null;
    },
  };
}
