// The command palette (⌘K / Ctrl+K): one search over the pages, products, actions and accounts the user
// may open (palette-items.ts), in a dialog: a combobox over a listbox (the ARIA pattern: the focus stays
// in the field, the arrow keys move `aria-activedescendant`, Enter opens, a live count of results).
// Written here rather than with cmdk 1.1.1, whose field names a stale or no active option once the list
// is filtered, which screen readers and axe both trip on. Loaded in a chunk of its
// own the first time it opens (palette-button.tsx).
import type { ProductSummary, UserCloudAccount, UserInfo } from '@dbcloud/api-client';
import { Dialog, DialogContent, DialogTitle } from '@dbcloud/ui-kit';
import { useNavigate } from '@tanstack/react-router';
import {
  ArrowLeftRight,
  CornerDownLeft,
  CreditCard,
  Database,
  KeyRound,
  LifeBuoy,
  type LucideIcon,
  Plus,
  Search,
  UserRound,
} from 'lucide-react';
import { type KeyboardEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { type StayOnPage, useSwitchAccount } from './account-switcher';
import { NAV_ICONS } from './nav-links';
import styles from './palette.module.css';
import { type PaletteItem, paletteItems, rankPalette } from './palette-items';

/** What the header's button hands the palette. */
export interface PaletteProps {
  user: UserInfo;
  account: UserCloudAccount | undefined;
  stayOnPage: StayOnPage | undefined;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The account's products as their query stands (undefined: the user may not list them). */
export interface PaletteProducts {
  data: readonly ProductSummary[] | undefined;
  isPending: boolean;
  isError: boolean;
}

const ACTION_ICONS: Record<string, LucideIcon> = {
  'action:create-product': Plus,
  'action:create-api-key': KeyRound,
  'action:pay-now': CreditCard,
  'action:contact-support': LifeBuoy,
};

function iconOf(item: PaletteItem): LucideIcon {
  if (item.kind === 'product') return Database;
  if (item.kind === 'account') return ArrowLeftRight;
  if (item.kind === 'action') return ACTION_ICONS[item.id] ?? Plus;
  const area = item.id.slice('page:'.length);
  return area in NAV_ICONS ? NAV_ICONS[area as keyof typeof NAV_ICONS] : UserRound;
}

const resultsLabel = (count: number) => (count === 1 ? '1 result' : `${count} results`);

export function CommandPalette({
  user,
  account,
  stayOnPage,
  open,
  onOpenChange,
  products,
}: PaletteProps & { products: PaletteProducts | undefined }) {
  const [query, setQuery] = useState('');
  /** The option the arrow keys are on (its index among those shown). */
  const [active, setActive] = useState(0);
  const listId = useId();
  // Where the focus was when the palette opened (read as it renders open, before the dialog takes the
  // focus): it goes back there when the palette closes.
  const opener = useRef<Element | null>(null);
  const wasOpen = useRef(false);
  if (open && !wasOpen.current) opener.current = document.activeElement;
  wasOpen.current = open;
  const navigate = useNavigate();
  const { switchTo } = useSwitchAccount(stayOnPage);
  const items = useMemo(
    () => paletteItems({ user, account, products: products?.data }),
    [user, account, products?.data],
  );
  const groups = useMemo(() => rankPalette(items, query), [items, query]);

  const run = (item: PaletteItem) => {
    onOpenChange(false);
    setQuery('');
    setActive(0);
    const { target } = item;
    if ('account' in target) return switchTo(target.account);
    if (target.to === '/portal/profile') return void navigate({ to: target.to });
    if (!account) return;
    const cloudAccount = account.domainName;
    if ('id' in target) return void navigate({ to: target.to, params: { cloudAccount, id: target.id } });
    void navigate({ to: target.to, params: { cloudAccount } });
  };

  const productsNote = !products
    ? undefined
    : products.isError
      ? 'Your products could not be loaded: pages and actions are still here.'
      : products.isPending
        ? 'Loading your products…'
        : undefined;

  const options = groups.flatMap((group) => group.items);
  const current = options.length > 0 ? Math.min(active, options.length - 1) : -1;
  const optionId = (index: number) => `${listId}-${index}`;
  useEffect(() => {
    if (current >= 0) document.getElementById(`${listId}-${current}`)?.scrollIntoView({ block: 'nearest' });
  }, [current, listId]);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = options.length;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (count > 0) setActive((current + (event.key === 'ArrowDown' ? 1 : count - 1)) % count);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const item = options[current];
      if (item) run(item);
    }
  };

  let index = 0;
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        onOpenChange(next);
        if (!next) setQuery('');
      }}
    >
      <DialogContent
        className={styles.palette}
        closeLabel={null}
        aria-describedby={undefined}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          const back = opener.current;
          if (back instanceof HTMLElement && back.isConnected) back.focus();
        }}
      >
        <DialogTitle className={styles.title}>
          Search {account ? account.domainName : 'the portal'}
        </DialogTitle>
        <div className={styles.inputRow}>
          <Search className={styles.inputIcon} aria-hidden="true" />
          <input
            className={styles.input}
            role="combobox"
            aria-label="Search pages, products, actions and accounts"
            aria-expanded="true"
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={current >= 0 ? optionId(current) : undefined}
            autoComplete="off"
            spellCheck={false}
            value={query}
            onChange={(event) => {
              setQuery(event.target.value);
              setActive(0);
            }}
            onKeyDown={onKeyDown}
            placeholder="Search pages, products, actions…"
          />
          <span className={styles.escape} aria-hidden="true">
            <kbd>Esc</kbd>
          </span>
        </div>
        <div className={styles.list} role="listbox" id={listId} aria-label="Results">
          {groups.map((group) => (
            <div key={group.kind} role="presentation" className={styles.group}>
              <div className={styles.heading} id={`${listId}-${group.kind}`} aria-hidden="true">
                {group.heading}
              </div>
              {/* biome-ignore lint/a11y/useSemanticElements: a listbox's group of options (a fieldset is a form's) */}
              <div role="group" aria-labelledby={`${listId}-${group.kind}`}>
                {group.items.map((item) => {
                  const at = index++;
                  const Icon = iconOf(item);
                  return (
                    // biome-ignore lint/a11y/useKeyWithClickEvents: the field's arrow keys and Enter choose options (aria-activedescendant); the focus never leaves it
                    <div
                      key={item.id}
                      id={optionId(at)}
                      role="option"
                      tabIndex={-1}
                      aria-selected={at === current}
                      className={styles.item}
                      onPointerMove={() => at !== current && setActive(at)}
                      onMouseDown={(event) => event.preventDefault()}
                      onClick={() => run(item)}
                    >
                      <Icon className={styles.itemIcon} aria-hidden="true" />
                      <span className={styles.itemText}>
                        <span className={styles.label}>{item.label}</span>
                        {item.detail && <span className={styles.detail}>{item.detail}</span>}
                      </span>
                      <CornerDownLeft className={styles.enter} aria-hidden="true" />
                    </div>
                  );
                })}
              </div>
            </div>
          ))}
        </div>
        {options.length === 0 && (
          <p className={styles.empty}>
            Nothing matches “{query.trim()}”. Try a product’s name or id, a page or an account.
          </p>
        )}
        <div className={styles.footer}>
          <p role="status" className={styles.count}>
            {resultsLabel(options.length)}
            {productsNote && <span className={styles.note}> · {productsNote}</span>}
          </p>
          <p className={styles.keys} aria-hidden="true">
            <kbd>↑</kbd>
            <kbd>↓</kbd> to move <kbd>↵</kbd> to open <kbd>Esc</kbd> to close
          </p>
        </div>
      </DialogContent>
    </Dialog>
  );
}
