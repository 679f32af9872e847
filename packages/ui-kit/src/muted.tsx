import type { ComponentProps } from 'react';
import { cn } from './cn';
import styles from './muted.module.css';

export interface MutedProps extends Omit<ComponentProps<'p'>, 'ref'> {
  /** A paragraph (default), or a span within a line ("by Olivia", "(the billing contact’s e-mail)"). */
  as?: 'p' | 'span';
  /** `sm` (default) for a note beside content; `md` for a lead at the size of the text around it. */
  size?: 'sm' | 'md';
}

/** Secondary text in the muted colour: a note, a hint, the date beside a name. */
function Muted({ as: Element = 'p', size = 'sm', className, ...props }: MutedProps) {
  return (
    <Element
      data-slot="muted"
      className={cn(styles.muted, size === 'sm' && styles.sm, className)}
      {...props}
    />
  );
}

export { Muted };
