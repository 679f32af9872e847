import * as MenuPrimitive from '@radix-ui/react-dropdown-menu';
import type { ComponentProps } from 'react';
import { cn } from './cn';
import styles from './menu.module.css';

/**
 * A dropdown menu (Radix): Enter/Space/ArrowDown open it, arrow keys move, typing jumps to an
 * item, Escape closes and returns focus to the trigger.
 */
function Menu(props: ComponentProps<typeof MenuPrimitive.Root>) {
  return <MenuPrimitive.Root {...props} />;
}

/** The button that opens the menu; use `asChild` with a `Button`. */
function MenuTrigger(props: ComponentProps<typeof MenuPrimitive.Trigger>) {
  return <MenuPrimitive.Trigger data-slot="menu-trigger" {...props} />;
}

/** The menu's items, in a portal, aligned to the trigger's end by default. */
function MenuContent({
  className,
  sideOffset = 4,
  align = 'end',
  ...props
}: ComponentProps<typeof MenuPrimitive.Content>) {
  return (
    <MenuPrimitive.Portal>
      <MenuPrimitive.Content
        data-slot="menu-content"
        sideOffset={sideOffset}
        align={align}
        className={cn(styles.content, className)}
        {...props}
      />
    </MenuPrimitive.Portal>
  );
}

export interface MenuItemProps extends ComponentProps<typeof MenuPrimitive.Item> {
  /** `danger` for destructive actions. */
  variant?: 'default' | 'danger';
}

/** An action (`onSelect`), or with `asChild` a router link. */
function MenuItem({ className, variant = 'default', ...props }: MenuItemProps) {
  return (
    <MenuPrimitive.Item
      data-slot="menu-item"
      data-variant={variant}
      className={cn(styles.item, variant === 'danger' && styles.danger, className)}
      {...props}
    />
  );
}

function MenuLabel({ className, ...props }: ComponentProps<typeof MenuPrimitive.Label>) {
  return <MenuPrimitive.Label data-slot="menu-label" className={cn(styles.label, className)} {...props} />;
}

function MenuSeparator({ className, ...props }: ComponentProps<typeof MenuPrimitive.Separator>) {
  return (
    <MenuPrimitive.Separator
      data-slot="menu-separator"
      className={cn(styles.separator, className)}
      {...props}
    />
  );
}

const MenuGroup = MenuPrimitive.Group;

export { Menu, MenuContent, MenuGroup, MenuItem, MenuLabel, MenuSeparator, MenuTrigger };
