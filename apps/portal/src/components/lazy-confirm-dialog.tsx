import type { ConfirmDialogProps } from '@dbcloud/ui-kit';
import { cloneElement, lazy, type MouseEvent, type ReactElement, Suspense, useState } from 'react';

const Loaded = lazy(() => import('./confirm-dialog-loaded'));

type Trigger = ReactElement<{ onClick?: (event: MouseEvent<HTMLElement>) => void }>;

/**
 * ui-kit's `ConfirmDialog`, whose code (the dialog primitives: focus trap, layers, portal) loads when its
 * trigger is first pressed, not with the page: until then the trigger renders alone, and pressing it
 * loads the dialog, which opens as it mounts (then it is ui-kit's dialog, opening from the same trigger).
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const [pressed, setPressed] = useState(false);
  const trigger = props.trigger as Trigger;
  if (!pressed) {
    return cloneElement(trigger, {
      'aria-haspopup': 'dialog',
      onClick: (event: MouseEvent<HTMLElement>) => {
        trigger.props.onClick?.(event);
        if (!event.defaultPrevented) setPressed(true);
      },
    } as Partial<Trigger['props']>);
  }
  return (
    <Suspense fallback={trigger}>
      <Loaded {...props} defaultOpen />
    </Suspense>
  );
}
