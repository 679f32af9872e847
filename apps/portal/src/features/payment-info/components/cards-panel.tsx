import type { PaymentCard, PaymentInfo } from '@dbcloud/api-client';
import { Badge, Button, EmptyState, VisuallyHidden } from '@dbcloud/ui-kit';
import { Ellipsis } from 'lucide-react';
import { lazy, Suspense, useId, useState } from 'react';
import { formatDate } from '../../../app/format';
import { CARD_TYPE_NAMES } from '../../../app/labels';
import { CardBrandIcon } from '../../../components/card-brand-icon';
import { cardName } from './card-name';
import { Panel } from './panel';
import styles from './payment-information.module.css';

/** The card fields load only when a card is added (the route's chunk stays small). */
const loadAddCardDialog = () => import('./add-card-dialog');
const AddCardDialog = lazy(() =>
  loadAddCardDialog().then(({ AddCardDialog }) => ({ default: AddCardDialog })),
);

const loadCardActions = () => import('./card-actions-menu');
const CardActionsMenu = lazy(loadCardActions);

/** The contract's limit: an account keeps at most this many cards. */
export const MAX_CARDS = 5;

/** Why no card can be added now, or null. */
function addBlockedBecause(info: PaymentInfo): string | null {
  if (!info.billingContact) return 'Add a billing contact first: cards need one.';
  if (info.cards.length >= MAX_CARDS) {
    return `An account keeps at most ${MAX_CARDS} cards. Remove one to add another.`;
  }
  return null;
}

/** The cards on file, the active one first: add, make active, remove. */
export function CardsPanel({ domainName, info }: { domainName: string; info: PaymentInfo }) {
  const [adding, setAdding] = useState(false);
  const blocked = addBlockedBecause(info);
  const reasonId = useId();
  const { cards } = info;
  return (
    <Panel
      title="Cards"
      description="Charges go to the active card. We keep only each card’s type and last four digits."
      flush
      actions={
        <>
          {blocked && (
            <p id={reasonId} className={styles.addReason}>
              {blocked}
            </p>
          )}
          <Button
            size="sm"
            disabled={blocked !== null}
            aria-describedby={blocked ? reasonId : undefined}
            onPointerEnter={() => void loadAddCardDialog()}
            onFocus={() => void loadAddCardDialog()}
            onClick={() => setAdding(true)}
          >
            Add card
          </Button>
        </>
      }
    >
      {cards.length === 0 ? (
        <div className={styles.emptyCards}>
          <EmptyState
            headingLevel={4}
            title="No cards yet"
            description="Add a card to run Development and Production products. Free products need none."
          />
        </div>
      ) : (
        <ul className={styles.cardList} aria-label="Cards on file">
          {cards.map((card) => (
            <CardRow key={card.id} domainName={domainName} card={card} only={cards.length === 1} />
          ))}
        </ul>
      )}
      {adding && (
        <Suspense fallback={null}>
          <AddCardDialog
            domainName={domainName}
            hasCards={cards.length > 0}
            onClose={() => setAdding(false)}
          />
        </Suspense>
      )}
    </Panel>
  );
}

function CardRow({ domainName, card, only }: { domainName: string; card: PaymentCard; only: boolean }) {
  const name = cardName(card);
  return (
    <li className={styles.cardRow} data-card-id={card.id}>
      <CardBrandIcon ccType={card.ccType} />
      <div className={styles.cardText}>
        <span className={styles.cardName}>
          <span>
            {CARD_TYPE_NAMES[card.ccType]}{' '}
            <span className={styles.digits}>
              <span aria-hidden="true">•••• </span>
              <VisuallyHidden>ending in </VisuallyHidden>
              {card.last4Digits}
            </span>
          </span>
          {card.active && <Badge tone="success">Active</Badge>}
        </span>
        <span className={styles.cardMeta}>
          Added {formatDate(card.addedAt)}
          {card.active &&
            (only
              ? '. Your only card: add another card before removing this one.'
              : '. To remove it, make another card active first.')}
        </span>
      </div>
      {!card.active && <CardActions domainName={domainName} card={card} name={name} />}
    </li>
  );
}

/**
 * An inactive card's menu button. The menu (card-actions-menu.tsx, with the menu primitives) loads when
 * the button is first pointed at, focused or pressed, and opens then.
 */
function CardActions({ domainName, card, name }: { domainName: string; card: PaymentCard; name: string }) {
  // Undefined until first pressed; then whether a key (not a pointer) pressed it.
  const [pressed, setPressed] = useState<{ byKeyboard: boolean }>();
  const button = (
    <Button
      variant="ghost"
      size="icon"
      aria-label={`Actions for ${name}`}
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={() => void loadCardActions()}
      onFocus={() => void loadCardActions()}
      onClick={(event) => setPressed({ byKeyboard: event.detail === 0 })}
    >
      <Ellipsis aria-hidden="true" size={18} />
    </Button>
  );
  return (
    <div className={styles.rowAction}>
      {pressed ? (
        <Suspense fallback={button}>
          <CardActionsMenu domainName={domainName} card={card} name={name} byKeyboard={pressed.byKeyboard} />
        </Suspense>
      ) : (
        button
      )}
    </div>
  );
}
