import * as MenuPrimitive from '@radix-ui/react-dropdown-menu';
import type { ComponentProps } from 'react';
import { cn } from './cn';
import { CheckIcon } from './icons';
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

/**
 * One choice of a `MenuRadioGroup` (role `menuitemradio`), marked with a check when it is the group's
 * value. Selecting it closes the menu unless `onSelect` calls `event.preventDefault()`.
 */
function MenuRadioItem({ className, children, ...props }: ComponentProps<typeof MenuPrimitive.RadioItem>) {
  return (
    <MenuPrimitive.RadioItem
      data-slot="menu-radio-item"
      className={cn(styles.item, styles.radioItem, className)}
      {...props}
    >
      <MenuPrimitive.ItemIndicator className={styles.indicator}>
        <CheckIcon />
      </MenuPrimitive.ItemIndicator>
      {children}
    </MenuPrimitive.RadioItem>
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

/** Mutually exclusive choices (`value`, `onValueChange`) of `MenuRadioItem`s; `aria-labelledby` a `MenuLabel`. */
const MenuRadioGroup = MenuPrimitive.RadioGroup;

export {
  Menu,
  MenuContent,
  MenuGroup,
  MenuItem,
  MenuLabel,
  MenuRadioGroup,
  MenuRadioItem,
  MenuSeparator,
  MenuTrigger,
};
