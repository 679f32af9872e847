import type { PaymentCard } from '@dbcloud/api-client';
import { CARD_TYPE_NAMES } from '../../../app/labels';

/** "Visa ending in 1111": a card as a sentence names it. */
export const cardName = (card: Pick<PaymentCard, 'ccType' | 'last4Digits'>): string =>
  `${CARD_TYPE_NAMES[card.ccType]} ending in ${card.last4Digits}`;
