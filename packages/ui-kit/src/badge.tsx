import type { ComponentProps } from 'react';
import styles from './badge.module.css';
import { cn } from './cn';

export type BadgeTone = 'neutral' | 'info' | 'success' | 'warning' | 'danger';

export interface BadgeProps extends ComponentProps<'span'> {
  /** Colour of the badge; the text must say the same thing (colour is never the only cue). Default `neutral`. */
  tone?: BadgeTone;
}

/** A short status label, e.g. a product's state or "Expires in 5 days". */
function Badge({ tone = 'neutral', className, ...props }: BadgeProps) {
  return (
    <span
      data-slot="badge"
      data-tone={tone}
      className={cn(styles.badge, styles[tone], className)}
      {...props}
    />
  );
}

export { Badge };
