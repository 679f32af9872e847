import { type ComponentProps, useEffect, useState } from 'react';
import { Button } from './button';
import { CheckIcon } from './icons';
import { VisuallyHidden } from './visually-hidden';

export interface CopyButtonProps extends Omit<ComponentProps<typeof Button>, 'value' | 'onCopy' | 'asChild'> {
  /** The text written to the clipboard. */
  value: string;
  /** Default "Copy". */
  label?: string;
  /** Shown and announced after a successful copy. Default "Copied". */
  copiedLabel?: string;
  /** Shown and announced when the clipboard refuses. Default "Couldn't copy: select the text and copy it". */
  failedLabel?: string;
  /** How long the result stays before the button resets, in ms. Default 2000. */
  resetAfter?: number;
  onCopied?: () => void;
}

type CopyState = 'idle' | 'copied' | 'failed';

/** Copies a value (an API key, a connection string) and announces the result politely. */
function CopyButton({
  value,
  label = 'Copy',
  copiedLabel = 'Copied',
  failedLabel = "Couldn't copy: select the text and copy it",
  resetAfter = 2000,
  onCopied,
  onClick,
  size = 'sm',
  ...props
}: CopyButtonProps) {
  const [state, setState] = useState<CopyState>('idle');

  useEffect(() => {
    if (state === 'idle') return;
    const timer = setTimeout(() => setState('idle'), resetAfter);
    return () => clearTimeout(timer);
  }, [state, resetAfter]);

  const copy: ComponentProps<'button'>['onClick'] = async (event) => {
    onClick?.(event);
    if (event.defaultPrevented) return;
    try {
      await navigator.clipboard.writeText(value);
      setState('copied');
      onCopied?.();
    } catch {
      setState('failed');
    }
  };

  const announcement = state === 'copied' ? copiedLabel : state === 'failed' ? failedLabel : '';
  return (
    <>
      <Button data-slot="copy-button" data-state={state} size={size} onClick={copy} {...props}>
        {state === 'copied' ? <CheckIcon width="1em" height="1em" /> : null}
        {state === 'copied' ? copiedLabel : label}
      </Button>
      <VisuallyHidden role="status">{announcement}</VisuallyHidden>
    </>
  );
}

export { CopyButton };
