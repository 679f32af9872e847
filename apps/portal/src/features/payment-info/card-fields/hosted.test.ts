// @vitest-environment jsdom
// The hosted adapter against a stand-in for the provider's script (e2e/support/paysafe-stand-in.js):
// jsdom loads no scripts, so the test runs the stand-in when the adapter adds the script element.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { CardProviderSettings } from '@dbcloud/api-client';
import { afterEach, describe, expect, it } from 'vitest';
import { cardTypeOfBrand, createHostedCardFields, type Paysafe } from './hosted';
import { type CardFieldName, type CardFieldSlots, CardFieldsError, cardErrorMessage } from './port';

const STAND_IN = readFileSync(
  path.resolve(import.meta.dirname, '../../../../e2e/support/paysafe-stand-in.js'),
  'utf8',
);

const SETTINGS: CardProviderSettings = {
  kind: 'hosted',
  scriptUrl: 'https://hosted.paysafe.com/js/v1/latest/paysafe.min.js',
  apiKey: 'cHVibGljLWtleQ==',
  origins: ['https://hosted.paysafe.com'],
  environment: 'TEST',
};

type StandIn = Paysafe & {
  standIn: { setups: { apiKey: string; options: Record<string, unknown> }[]; tokenizations: unknown[] };
};
const standIn = () => (window.paysafe as StandIn).standIn;

function slots(): CardFieldSlots {
  const slot = (name: CardFieldName) => {
    const container = document.createElement('div');
    document.body.append(container);
    return { container, inputId: `card-${name}` };
  };
  return { cardNumber: slot('cardNumber'), expiryDate: slot('expiryDate'), cvv: slot('cvv') };
}

/** Serves the script element the adapter adds: runs the stand-in, then fires `load` (or `error`). */
function serveScript(outcome: 'load' | 'error' = 'load'): Promise<HTMLScriptElement> {
  return new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      const script = document.head.querySelector('script');
      if (!script) return;
      observer.disconnect();
      if (outcome === 'load') new Function(STAND_IN)();
      script.dispatchEvent(new Event(outcome));
      resolve(script);
    });
    observer.observe(document.head, { childList: true });
  });
}

async function mounted(settings = SETTINGS) {
  const fields = createHostedCardFields(settings);
  const script = serveScript();
  await fields.mount(slots());
  return { fields, script: await script };
}

function type(name: CardFieldName, value: string) {
  const input = document.querySelector<HTMLInputElement>(`#card-${name}-host input`);
  if (!input) throw new Error(`no provider input for ${name}`);
  input.value = value;
}

async function enter(number: string) {
  const { fields } = await mounted();
  type('cardNumber', number);
  type('expiryDate', '12/30');
  type('cvv', '123');
  return fields;
}

afterEach(() => {
  document.head.replaceChildren();
  document.body.replaceChildren();
  delete window.paysafe;
});

describe('the hosted card fields', () => {
  it('load the script configuration names and set the fields up with its key and the placeholders', async () => {
    const { script } = await mounted();
    expect(script.src).toBe(SETTINGS.scriptUrl);
    expect(standIn().setups).toEqual([
      {
        apiKey: SETTINGS.apiKey,
        options: {
          environment: 'TEST',
          fields: {
            cardNumber: { selector: '#card-cardNumber-host', placeholder: '1234 5678 9012 3456' },
            expiryDate: { selector: '#card-expiryDate-host', placeholder: 'MM/YY' },
            cvv: { selector: '#card-cvv-host', placeholder: '123' },
          },
        },
      },
    ]);
    // the provider's fields are in the page's slots
    expect(document.querySelectorAll('[id$="-host"] input')).toHaveLength(3);
  });

  it('tokenize with 3-D Secure on for amount 0 in USD, answering the token, last four digits and type', async () => {
    const fields = await enter('5555 5555 5555 4444');
    const token = await fields.tokenize();
    expect(token).toEqual({
      pfToken: expect.stringMatching(/^SC\w+$/),
      last4Digits: '4444',
      ccType: 'Mastercard',
    });
    expect(standIn().tokenizations).toEqual([
      {
        amount: 0,
        currencyCode: 'USD',
        transactionType: 'PAYMENT',
        paymentType: 'CARD',
        threeDS: { useThreeDSecureVersion2: true, amount: 0, currency: 'USD' },
      },
    ]);
  });

  it.each([
    ['4000 0000 0000 0002', 14101, '3D Secure authentication failed'],
    ['4000 0000 0000 0010', 14103, '3D Secure client error'],
    ['4111 1111 1111 1112', 9003, 'Please verify your Credit Card information'],
  ])('map the provider’s failure for %s (code %i) to “%s”', async (number, code, message) => {
    const fields = await enter(number);
    const error = await fields.tokenize().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(CardFieldsError);
    expect((error as CardFieldsError).code).toBe(code);
    expect(cardErrorMessage(error)).toBe(message);
  });

  it('refuse a script that is not on the provider’s origins, and a script that does not load', async () => {
    const elsewhere = createHostedCardFields({
      ...SETTINGS,
      scriptUrl: 'https://cdn.example.com/paysafe.js',
    });
    await expect(elsewhere.mount(slots())).rejects.toMatchObject({ code: 'script-origin' });
    expect(document.head.querySelector('script')).toBeNull();

    const failing = createHostedCardFields(SETTINGS);
    void serveScript('error');
    const error = await failing.mount(slots()).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ code: 'script-failed' });
    expect(cardErrorMessage(error)).toBe('Please verify your Credit Card information');
    expect(document.head.querySelector('script')).toBeNull();
  });

  it('reuse the loaded script for a second card and empty the slots when destroyed', async () => {
    const first = await mounted();
    first.fields.destroy();
    expect(document.querySelectorAll('[id$="-host"] input')).toHaveLength(0);
    document.body.replaceChildren();
    const second = createHostedCardFields(SETTINGS);
    await second.mount(slots());
    expect(document.head.querySelectorAll('script')).toHaveLength(1);
    expect(standIn().setups).toHaveLength(2);
  });

  it('name the provider’s brands as the contract’s card types', () => {
    expect(cardTypeOfBrand('American Express')).toBe('Amex');
    expect(cardTypeOfBrand('MasterCard')).toBe('Mastercard');
    expect(cardTypeOfBrand('Diners Club')).toBe('Diners');
    expect(cardTypeOfBrand('Visa Electron')).toBe('Visa');
    expect(cardTypeOfBrand('Carte Bleue')).toBe('CarteBleue');
    expect(cardTypeOfBrand('SO')).toBe('Solo');
    expect(cardTypeOfBrand('UnionPay')).toBeNull();
    expect(cardTypeOfBrand(undefined)).toBeNull();
  });
});
