import { PAYMENT_CARD_TYPES } from '@dbcloud/api-client/enums';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CARD_TYPE_NAMES } from '../app/labels';
import { CardBrandIcon } from './card-brand-icon';

const TYPES = PAYMENT_CARD_TYPES;

describe('CardBrandIcon', () => {
  it.each(TYPES)('draws %s as an image named for screen readers, with no inline style (CSP)', (ccType) => {
    const svg = renderToStaticMarkup(<CardBrandIcon ccType={ccType} />);
    expect(svg).toMatch(new RegExp(`^<svg role="img" aria-label="${CARD_TYPE_NAMES[ccType]}"`));
    expect(svg).not.toMatch(/\sstyle=/);
  });

  it('draws each of the nine card types differently', () => {
    const drawings = TYPES.map((ccType) =>
      renderToStaticMarkup(<CardBrandIcon ccType={ccType} />).replace(
        /aria-label="[^"]*"|data-card-type="[^"]*"/g,
        '',
      ),
    );
    expect(new Set(drawings).size).toBe(9);
    expect(Object.values(CARD_TYPE_NAMES)).toEqual([
      'American Express',
      'Diners Club',
      'Discover',
      'JCB',
      'Maestro',
      'Mastercard',
      'Visa',
      'Solo',
      'Carte Bleue',
    ]);
  });
});
