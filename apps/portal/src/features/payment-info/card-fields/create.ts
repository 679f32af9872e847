// Chooses the CardFields adapter GET configuration names (`cardProvider.kind`) and loads only that one,
// when a card is entered.
import type { CardProviderSettings } from '@dbcloud/api-client';
import type { CardFields } from './port';

/** The adapter the configuration names (`cardProvider.kind`), loaded only when a card is entered. */
export async function createCardFields(settings: CardProviderSettings): Promise<CardFields> {
  if (settings.kind === 'hosted') {
    const { createHostedCardFields } = await import('./hosted');
    return createHostedCardFields(settings);
  }
  const { createDemoCardFields } = await import('./demo');
  return createDemoCardFields();
}
