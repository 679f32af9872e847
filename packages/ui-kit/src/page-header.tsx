import type { ComponentProps, ReactNode } from 'react';
import { cn } from './cn';
import styles from './page-header.module.css';

export interface PageHeaderProps extends Omit<ComponentProps<'header'>, 'title'> {
  /** The page's `<h1>`. */
  title: ReactNode;
  description?: ReactNode;
  /** Above the title, e.g. breadcrumbs or a "Back to products" link. */
  eyebrow?: ReactNode;
  /** Buttons at the end, e.g. "Create product". */
  actions?: ReactNode;
}

/** The page's title (`<h1>`), description and main actions. */
function PageHeader({ title, description, eyebrow, actions, className, ...props }: PageHeaderProps) {
  return (
    <header data-slot="page-header" className={cn(styles.root, className)} {...props}>
      <div className={styles.text}>
        {eyebrow}
        <h1 className={styles.title}>{title}</h1>
        {description ? <p className={styles.description}>{description}</p> : null}
      </div>
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </header>
  );
}

export { PageHeader };
