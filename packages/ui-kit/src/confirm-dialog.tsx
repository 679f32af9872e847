import * as AlertDialogPrimitive from '@radix-ui/react-alert-dialog';
import { type FormEvent, type ReactElement, type ReactNode, useLayoutEffect, useRef, useState } from 'react';
import { Button } from './button';
import styles from './confirm-dialog.module.css';
import dialogStyles from './dialog.module.css';
import { Field } from './field';
import { Input } from './input';

export interface ConfirmDialogProps {
  /** Question asked, e.g. "Terminate acme-prod?". */
  title: ReactNode;
  /** What happens and what cannot be undone. */
  description?: ReactNode;
  /**
   * When set, the user must type exactly this text (e.g. the product's name) before the confirm
   * button enables; Enter confirms only when it matches.
   */
  confirmPhrase?: string;
  /** Label of the type-to-confirm input. Default: "Type {confirmPhrase} to confirm". */
  confirmPhraseLabel?: ReactNode;
  /** Default "Confirm". */
  confirmLabel?: ReactNode;
  /** Default "Cancel". */
  cancelLabel?: ReactNode;
  /** `danger` (default) for destructive actions, `primary` otherwise. */
  variant?: 'danger' | 'primary';
  /**
   * Called on confirm. If it returns a promise the dialog shows progress and closes when it
   * resolves; if it rejects, the dialog stays open and shows the error's message.
   */
  onConfirm: () => unknown;
  /** Element that opens the dialog (rendered with `asChild`); focus returns to it on close. */
  trigger?: ReactElement;
  /** Controlled open state (without `trigger`, focus returns to the element focused before opening). */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  defaultOpen?: boolean;
}

function isPromiseLike(value: unknown): value is PromiseLike<unknown> {
  return typeof (value as PromiseLike<unknown> | null)?.then === 'function';
}

function errorMessage(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  return 'Something went wrong. Please try again.';
}

interface ConfirmFormProps
  extends Pick<
    ConfirmDialogProps,
    'confirmPhrase' | 'confirmPhraseLabel' | 'confirmLabel' | 'cancelLabel' | 'variant' | 'onConfirm'
  > {
  close: () => void;
  onPendingChange: (pending: boolean) => void;
}

function ConfirmForm({
  confirmPhrase,
  confirmPhraseLabel,
  confirmLabel = 'Confirm',
  cancelLabel = 'Cancel',
  variant = 'danger',
  onConfirm,
  close,
  onPendingChange,
}: ConfirmFormProps) {
  const [typed, setTyped] = useState('');
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const matches = confirmPhrase === undefined || typed === confirmPhrase;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!matches || pending) return;
    setError(null);
    const result = onConfirm();
    if (!isPromiseLike(result)) {
      close();
      return;
    }
    setPending(true);
    onPendingChange(true);
    let failure: string | null = null;
    try {
      await result;
    } catch (caught) {
      failure = errorMessage(caught);
    }
    setPending(false);
    onPendingChange(false);
    if (failure === null) close();
    else setError(failure);
  };

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      {confirmPhrase !== undefined ? (
        <Field
          label={
            confirmPhraseLabel ?? (
              <>
                Type <span className={styles.phrase}>{confirmPhrase}</span> to confirm
              </>
            )
          }
        >
          <Input
            data-confirm-input=""
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
          />
        </Field>
      ) : null}
      {error ? (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}
      <div className={dialogStyles.footer}>
        <AlertDialogPrimitive.Cancel asChild>
          <Button disabled={pending}>{cancelLabel}</Button>
        </AlertDialogPrimitive.Cancel>
        <Button type="submit" variant={variant} disabled={!matches} loading={pending}>
          {confirmLabel}
        </Button>
      </div>
    </form>
  );
}

/**
 * Asks the user to confirm an action (Radix AlertDialog). With `confirmPhrase` it is a
 * type-to-confirm dialog for destructive actions such as terminating a product.
 */
function ConfirmDialog({
  title,
  description,
  trigger,
  open: openProp,
  onOpenChange,
  defaultOpen = false,
  ...formProps
}: ConfirmDialogProps) {
  const [uncontrolledOpen, setUncontrolledOpen] = useState(defaultOpen);
  const open = openProp ?? uncontrolledOpen;
  const pendingRef = useRef(false);
  const returnFocusRef = useRef<HTMLElement | null>(null);

  const setOpen = (next: boolean) => {
    if (!next && pendingRef.current) return;
    if (openProp === undefined) setUncontrolledOpen(next);
    onOpenChange?.(next);
  };

  // Layout effects run before Radix moves focus into the dialog (a passive effect).
  useLayoutEffect(() => {
    if (open && !trigger && document.activeElement instanceof HTMLElement) {
      returnFocusRef.current = document.activeElement;
    }
  }, [open, trigger]);

  return (
    <AlertDialogPrimitive.Root open={open} onOpenChange={setOpen}>
      {trigger ? <AlertDialogPrimitive.Trigger asChild>{trigger}</AlertDialogPrimitive.Trigger> : null}
      <AlertDialogPrimitive.Portal>
        <AlertDialogPrimitive.Overlay className={dialogStyles.overlay} />
        <AlertDialogPrimitive.Content
          data-slot="confirm-dialog"
          className={dialogStyles.content}
          {...(description ? {} : { 'aria-describedby': undefined })}
          onOpenAutoFocus={(event) => {
            const input = (event.currentTarget as HTMLElement | null)?.querySelector<HTMLInputElement>(
              '[data-confirm-input]',
            );
            if (input) {
              event.preventDefault();
              input.focus();
            }
          }}
          onCloseAutoFocus={(event) => {
            const target = returnFocusRef.current;
            returnFocusRef.current = null;
            if (!trigger && target?.isConnected) {
              event.preventDefault();
              target.focus();
            }
          }}
        >
          <div className={dialogStyles.header}>
            <AlertDialogPrimitive.Title className={dialogStyles.title}>{title}</AlertDialogPrimitive.Title>
            {description ? (
              <AlertDialogPrimitive.Description className={dialogStyles.description}>
                {description}
              </AlertDialogPrimitive.Description>
            ) : null}
          </div>
          <ConfirmForm
            {...formProps}
            close={() => setOpen(false)}
            onPendingChange={(pending) => {
              pendingRef.current = pending;
            }}
          />
        </AlertDialogPrimitive.Content>
      </AlertDialogPrimitive.Portal>
    </AlertDialogPrimitive.Root>
  );
}

export { ConfirmDialog };
