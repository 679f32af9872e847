// The CardFields port: how the portal takes a card without ever holding its number, CVV or
// expiry. An adapter owns the three inputs (the provider's hosted iframes, or the demo's own DOM
// inputs), runs 3-D Secure for amount 0 USD and answers a single-use token with the card's last four
// digits and type: the only card data that reaches our API (`payment-info/add-credit-card`). Nothing
// typed goes through React state, a form library, the query cache, the URL or a log.
import type { PaymentCardType } from '@dbcloud/api-client';

/** What a successful card entry gives. */
export interface CardToken {
  /** The provider's single-use token for the card, redeemed by our API. */
  pfToken: string;
  last4Digits: string;
  ccType: PaymentCardType;
}

export type CardFieldName = 'cardNumber' | 'expiryDate' | 'cvv';

/** Where one field goes: an empty element the page renders and labels, left to the adapter. */
export interface CardFieldSlot {
  /** The empty element the adapter fills (an input, or the provider's iframe). */
  container: HTMLElement;
  /** The id the page's `<label htmlFor>` names: the adapter gives it to its own input. */
  inputId: string;
}

export type CardFieldSlots = Record<CardFieldName, CardFieldSlot>;

/** The card fields' placeholders, the same for both adapters. */
export const CARD_PLACEHOLDERS: Record<CardFieldName, string> = {
  cardNumber: '1234 5678 9012 3456',
  cvv: '123',
  expiryDate: 'MM/YY',
};

/** The card fields: mounted into the page's slots, tokenized on submit, destroyed on close. */
export interface CardFields {
  /** Fills the slots with the three fields; resolves once they take input, rejects if they cannot load. */
  mount(slots: CardFieldSlots): Promise<void>;
  /**
   * Checks the card and runs 3-D Secure (amount 0, USD); answers the token, or rejects with a
   * `CardFieldsError` carrying the provider's code.
   */
  tokenize(): Promise<CardToken>;
  /** Removes the fields and what was typed in them. */
  destroy(): void;
}

/** A failed card entry, with the provider's code (14101, 14103, …) or one of ours. */
export class CardFieldsError extends Error {
  override readonly name = 'CardFieldsError';
  readonly code: number | string;

  constructor(code: number | string, detail?: string) {
    super(detail ?? `Card entry failed (${code})`);
    this.code = code;
  }
}

/** The messages a customer sees for a failed card entry, word for word. */
export const CARD_ERROR_MESSAGES: Readonly<Record<number, string>> = {
  14101: '3D Secure authentication failed',
  14103: '3D Secure client error',
};
export const CARD_ERROR_FALLBACK = 'Please verify your Credit Card information';

/** 14101 and 14103 in the words above; any other failure asks to verify the card. */
export function cardErrorMessage(error: unknown): string {
  const code = error instanceof CardFieldsError ? error.code : undefined;
  return (typeof code === 'number' && CARD_ERROR_MESSAGES[code]) || CARD_ERROR_FALLBACK;
}

/** What 3-D Secure is run for when a card is added: nothing is charged. */
export const CARD_CHECK = { amount: 0, currency: 'USD' } as const;
