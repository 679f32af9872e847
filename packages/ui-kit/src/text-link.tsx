import type { ComponentProps } from 'react';
import { cn } from './cn';
import { Slot } from './slot';
import styles from './text-link.module.css';

/** Class name of an inline text link, for links rendered by other components. */
export const linkClassName = styles.link ?? '';

export interface TextLinkProps extends ComponentProps<'a'> {
  /** Style the child element instead, e.g. `<TextLink asChild><Link to="/pricing">Pricing</Link></TextLink>`. */
  asChild?: boolean;
}

/** An underlined inline link in the link colour, with a visible focus ring. */
function TextLink({ asChild = false, className, ...props }: TextLinkProps) {
  const Comp = asChild ? Slot : 'a';
  return <Comp data-slot="text-link" className={cn(styles.link, className)} {...props} />;
}

export { TextLink };
