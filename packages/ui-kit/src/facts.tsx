import type { ComponentProps } from 'react';
import { cn } from './cn';
import styles from './facts.module.css';

export interface FactsProps extends ComponentProps<'dl'> {
  /** Rows closer together (a document's facts). */
  dense?: boolean;
  /** Small labels in a column of a set width, so that the facts of stacked cards line up. */
  aligned?: boolean;
  /** Labels stay beside their values on a phone too (short labels and values), not above them. */
  keepColumns?: boolean;
}

/** Facts of something as a description list: `<dt>` labels beside their `<dd>` values. */
function Facts({ dense = false, aligned = false, keepColumns = false, className, ...props }: FactsProps) {
  return (
    <dl
      data-slot="facts"
      className={cn(
        styles.facts,
        dense && styles.dense,
        aligned && styles.aligned,
        !keepColumns && styles.stacking,
        className,
      )}
      {...props}
    />
  );
}

export { Facts };
