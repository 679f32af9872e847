import type { PaymentCard, PaymentInfo } from '@dbcloud/api-client';
import {
  Badge,
  Button,
  ConfirmDialog,
  EmptyState,
  Menu,
  MenuContent,
  MenuItem,
  MenuTrigger,
  VisuallyHidden,
} from '@dbcloud/ui-kit';
import { Ellipsis } from 'lucide-react';
import { lazy, Suspense, useId, useState } from 'react';
import { formatDate } from '../../../app/format';
import { CARD_TYPE_NAMES } from '../../../app/labels';
import { shownOnScreen } from '../../../app/mutations';
import { toast } from '../../../app/notify';
import { CardBrandIcon } from '../../../components/card-brand-icon';
import { useMakeCardActive, useRemoveCard } from '../mutations';
import { cardName } from './card-name';
import { Panel } from './panel';
import styles from './payment-information.module.css';

/** The card fields load only when a card is added (the route's chunk stays small). */
const loadAddCardDialog = () => import('./add-card-dialog');
const AddCardDialog = lazy(() =>
  loadAddCardDialog().then(({ AddCardDialog }) => ({ default: AddCardDialog })),
);

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
 * An inactive card's menu: make it the active card, or remove it after a confirmation. The
 * confirmation opens from its menu item and lives in the menu, which stays open behind it.
 */
function CardActions({ domainName, card, name }: { domainName: string; card: PaymentCard; name: string }) {
  const makeActive = useMakeCardActive({
    onSuccess: () => toast('success', `${name} is now the active card`),
  });
  const remove = useRemoveCard({
    onSuccess: () => toast('success', `${name} removed`),
    onError: shownOnScreen,
  });
  return (
    <div className={styles.rowAction}>
      <Menu modal={false}>
        <MenuTrigger asChild>
          <Button
            variant="ghost"
            size="icon"
            aria-label={`Actions for ${name}`}
            loading={makeActive.isPending}
          >
            <Ellipsis aria-hidden="true" size={18} />
          </Button>
        </MenuTrigger>
        <MenuContent>
          <MenuItem
            onSelect={() => {
              if (!makeActive.isPending) makeActive.mutate({ domainName, cardId: card.id });
            }}
          >
            Make active
          </MenuItem>
          <ConfirmDialog
            title={`Remove ${name}?`}
            description="Charges can no longer go to this card. You can add it again later."
            confirmLabel="Remove card"
            variant="danger"
            pending={remove.isPending}
            error={remove.error}
            onConfirm={() => remove.mutate({ domainName, cardId: card.id })}
            trigger={
              // Kept open: closing the menu would take its confirmation away.
              <MenuItem variant="danger" onSelect={(event) => event.preventDefault()}>
                Remove card
              </MenuItem>
            }
          />
        </MenuContent>
      </Menu>
    </div>
  );
}
