import { type ComponentType, lazy, Suspense, useEffect, useState } from 'react';
import type { PaletteProps } from './command-palette';
import styles from './portal-layout.module.css';

/** The palette's module, imported when it first opens (the route composes it with the data it shows). */
export type PaletteLoader = () => Promise<{ default: ComponentType<PaletteProps> }>;

/**
 * The header's "Search… ⌘K" button and the shortcut (⌘K or Ctrl+K anywhere in the portal): both open
 * the command palette, whose code loads then. Kept tiny: it is in every portal page's first load.
 */
export function PaletteButton({
  load,
  ...props
}: Omit<PaletteProps, 'open' | 'onOpenChange'> & { load: PaletteLoader }) {
  const [Palette] = useState(() => lazy(load));
  // Undefined until it first opens: the palette's code loads then.
  const [open, setOpen] = useState<boolean>();
  const toggle = () => setOpen(!open);
  useEffect(() => {
    const listener = (event: KeyboardEvent) => {
      if ((event.metaKey || event.ctrlKey) && event.key === 'k') {
        event.preventDefault();
        toggle();
      }
    };
    addEventListener('keydown', listener);
    return () => removeEventListener('keydown', listener);
  });
  return (
    <>
      <button type="button" className={styles.search} aria-keyshortcuts="Meta+K Control+K" onClick={toggle}>
        <span>Search…</span>
        <kbd>{/Mac|iP/.test(navigator.platform) ? '⌘K' : 'Ctrl K'}</kbd>
      </button>
      {open !== undefined && (
        <Suspense>
          <Palette {...props} open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}
