import type { PaymentCard } from '@dbcloud/api-client';
import { Button, Menu, MenuContent, MenuItem, MenuTrigger } from '@dbcloud/ui-kit';
import { Ellipsis } from 'lucide-react';
import { useRef, useState } from 'react';
import { shownOnScreen } from '../../../app/mutations';
import { toast } from '../../../app/notify';
import { ConfirmDialog } from '../../../components/lazy-confirm-dialog';
import { useMakeCardActive, useRemoveCard } from '../mutations';
import styles from './payment-information.module.css';

/**
 * An inactive card's menu: make it the active card, or remove it after a confirmation. The
 * confirmation opens from its menu item and lives in the menu, which stays open behind it. Loaded when
 * its button is first pressed (cards-panel.tsx), it mounts open: opened by a key, its first item takes
 * the focus, as on every later opening.
 */
export default function CardActionsMenu({
  domainName,
  card,
  name,
  byKeyboard,
}: {
  domainName: string;
  card: PaymentCard;
  name: string;
  byKeyboard: boolean;
}) {
  const [open, setOpen] = useState(true);
  const [first, setFirst] = useState(byKeyboard);
  const content = useRef<HTMLDivElement>(null);
  const makeActive = useMakeCardActive({
    onSuccess: () => toast('success', `${name} is now the active card`),
  });
  const remove = useRemoveCard({
    onSuccess: () => toast('success', `${name} removed`),
    onError: shownOnScreen,
  });
  return (
    <div className={styles.rowAction}>
      <Menu modal={false} open={open} onOpenChange={setOpen}>
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
        <MenuContent
          ref={content}
          onFocus={(event) => {
            if (!first || event.target !== event.currentTarget) return;
            setFirst(false);
            content.current?.querySelector<HTMLElement>('[role^="menuitem"]')?.focus();
          }}
        >
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
