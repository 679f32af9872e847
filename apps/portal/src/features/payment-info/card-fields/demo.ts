// The demo adapter of the CardFields port (./port.ts), used when GET configuration says
// `cardProvider.kind: demo` (the fake cloud does): three plain inputs it creates and owns, as the
// provider's hosted iframes would be, checked the way a provider checks them, with the demo test
// cards' outcomes. What is typed never leaves these inputs: tokenize answers a random single-use token,
// the last four digits and the card type.

import {
  cardTypeOf,
  digitsOf,
  groupCardNumber,
  isCardNumberLength,
  isValidCvv,
  isValidExpiry,
  passesLuhn,
} from './card-number';
import {
  CARD_PLACEHOLDERS,
  type CardFieldName,
  type CardFieldSlots,
  type CardFields,
  CardFieldsError,
  type CardToken,
} from './port';

/** Demo cards whose 3-D Secure check fails, with the provider's code (README "Demo cards"). */
export const DEMO_3DS_FAILURES: Readonly<Record<string, number>> = {
  '4000000000000002': 14101,
  '4000000000000010': 14103,
};

/** The code of a card the demo fields refuse before 3-D Secure (a wrong number, expiry or CVV). */
export const DEMO_INVALID_CARD = 9003;

export interface DemoCardFieldsOptions {
  /** How long the pretend 3-D Secure check takes. Default 400 ms. */
  checkMs?: number;
  /** The time expiry dates are checked against. Default now. */
  now?: () => Date;
}

const INPUTS: Record<CardFieldName, { autocomplete: AutoFill; maxLength: number }> = {
  cardNumber: { autocomplete: 'cc-number', maxLength: 23 },
  expiryDate: { autocomplete: 'cc-exp', maxLength: 7 },
  cvv: { autocomplete: 'cc-csc', maxLength: 4 },
};

const TOKEN_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A single-use token as a provider makes one: random, and naming nothing of the card. */
function newToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(24));
  return `demo_${Array.from(bytes, (byte) => TOKEN_ALPHABET[byte % TOKEN_ALPHABET.length]).join('')}`;
}

const atEnd = (input: HTMLInputElement) => input.selectionStart === input.value.length;

/** Groups the number in fours as it is typed (only when typing at the end, so the caret stays put). */
function formatCardNumber(input: HTMLInputElement): void {
  if (!atEnd(input)) return;
  input.value = groupCardNumber(digitsOf(input.value).replace(/\D/g, ''));
}

/** "12" -> "12/" as the month is typed; "1225" -> "12/25". */
function formatExpiry(input: HTMLInputElement, event: Event): void {
  if (!atEnd(input) || (event as InputEvent).inputType?.startsWith('delete')) return;
  const digits = input.value.replace(/\D/g, '').slice(0, 4);
  input.value = digits.length >= 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

export function createDemoCardFields({
  checkMs = 400,
  now = () => new Date(),
}: DemoCardFieldsOptions = {}): CardFields {
  let inputs: Record<CardFieldName, HTMLInputElement> | null = null;
  const controller = new AbortController();

  const markInvalid = (invalid: readonly CardFieldName[]) => {
    if (!inputs) return;
    for (const [name, input] of Object.entries(inputs) as [CardFieldName, HTMLInputElement][]) {
      if (invalid.includes(name)) input.setAttribute('aria-invalid', 'true');
      else input.removeAttribute('aria-invalid');
    }
  };

  return {
    async mount(slots: CardFieldSlots) {
      const made = {} as Record<CardFieldName, HTMLInputElement>;
      for (const name of Object.keys(INPUTS) as CardFieldName[]) {
        const input = document.createElement('input');
        const { autocomplete, maxLength } = INPUTS[name];
        // No `name`: these inputs are never part of a submitted form.
        input.id = slots[name].inputId;
        input.type = 'text';
        input.inputMode = 'numeric';
        input.autocomplete = autocomplete;
        input.maxLength = maxLength;
        input.placeholder = CARD_PLACEHOLDERS[name];
        input.spellcheck = false;
        input.setAttribute('autocapitalize', 'off');
        input.setAttribute('autocorrect', 'off');
        input.addEventListener(
          'input',
          (event) => {
            input.removeAttribute('aria-invalid');
            if (name === 'cardNumber') formatCardNumber(input);
            if (name === 'expiryDate') formatExpiry(input, event);
          },
          { signal: controller.signal },
        );
        slots[name].container.replaceChildren(input);
        made[name] = input;
      }
      inputs = made;
    },

    async tokenize(): Promise<CardToken> {
      if (!inputs) throw new CardFieldsError('not-mounted', 'The card fields are not mounted.');
      const number = digitsOf(inputs.cardNumber.value);
      const ccType = cardTypeOf(number);
      const invalid: CardFieldName[] = [];
      if (!/^\d+$/.test(number) || !isCardNumberLength(number) || !passesLuhn(number) || !ccType) {
        invalid.push('cardNumber');
      }
      if (!isValidExpiry(inputs.expiryDate.value, now())) invalid.push('expiryDate');
      if (!isValidCvv(inputs.cvv.value, ccType)) invalid.push('cvv');
      markInvalid(invalid);
      if (invalid.length > 0 || !ccType) {
        throw new CardFieldsError(DEMO_INVALID_CARD, `Invalid card fields: ${invalid.join(', ')}`);
      }
      // The bank's 3-D Secure check for amount 0 USD.
      await new Promise((resolve) => setTimeout(resolve, checkMs));
      const failure = DEMO_3DS_FAILURES[number];
      if (failure !== undefined) throw new CardFieldsError(failure);
      return { pfToken: newToken(), last4Digits: number.slice(-4), ccType };
    },

    destroy() {
      controller.abort();
      if (!inputs) return;
      for (const input of Object.values(inputs)) {
        input.value = '';
        input.remove();
      }
      inputs = null;
    },
  };
}
