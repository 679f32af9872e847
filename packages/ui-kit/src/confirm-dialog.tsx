import * as AlertDialogPrimitive from '@radix-ui/react-alert-dialog';
import {
  type FormEvent,
  type ReactElement,
  type ReactNode,
  useCallback,
  useEffect,
  useRef,
  useState,
} from 'react';
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
   * Called on confirm, once (a second click while it runs does nothing). It starts the action whose
   * progress `pending` and `error` report, a mutation's `mutate` say. Without `pending`: when it
   * returns a promise the dialog shows progress and closes when it resolves, or stays open with the
   * rejection's message; otherwise the dialog closes at once.
   */
  onConfirm: () => unknown;
  /**
   * The confirmed action runs (a mutation's `isPending`): the confirm button shows progress and the
   * dialog cannot be closed. Once it is over the dialog closes, unless it failed.
   */
  pending?: boolean;
  /**
   * The confirmed action's failure (a mutation's `error`): its message shows in the dialog, once a
   * confirm of this opening is over. A new failure is a new error object.
   */
  error?: unknown;
  /** The element that opens the dialog (rendered with `asChild`); focus returns to it on close. */
  trigger: ReactElement;
  /** Told when the dialog opens or closes. */
  onOpenChange?: (open: boolean) => void;
  /** Opens as it mounts (its code loaded when the trigger was first pressed). */
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
    | 'confirmPhrase'
    | 'confirmPhraseLabel'
    | 'confirmLabel'
    | 'cancelLabel'
    | 'variant'
    | 'onConfirm'
    | 'pending'
    | 'error'
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
  pending: runs,
  error,
  close,
  onPendingChange,
}: ConfirmFormProps) {
  const [typed, setTyped] = useState('');
  const [waiting, setWaiting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // A confirm of this opening is on its way (`pending` reports it): what `error` holds meanwhile is
  // from an earlier attempt.
  const [awaiting, setAwaiting] = useState(false);
  const [tried, setTried] = useState(false);
  // Set at once, before the next render: a double click confirms once.
  const confirmed = useRef(false);
  // The action was seen running: its end is the next render where `pending` is false. A failure that
  // comes before a render shows it running is a new `error`.
  const started = useRef(false);
  const errorBefore = useRef<unknown>(undefined);
  const reported = runs !== undefined;
  const pending = waiting || Boolean(runs);
  const matches = confirmPhrase === undefined || typed === confirmPhrase;

  useEffect(() => {
    if (!reported || !confirmed.current) return;
    onPendingChange(Boolean(runs));
    if (runs) {
      started.current = true;
    } else if (started.current || error !== errorBefore.current) {
      started.current = false;
      confirmed.current = false;
      setAwaiting(false);
      if (!error) close();
    }
  }, [reported, runs, error, close, onPendingChange]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!matches || confirmed.current) return;
    confirmed.current = true;
    errorBefore.current = error;
    setFailure(null);
    const result = onConfirm();
    if (reported) {
      setTried(true);
      setAwaiting(true);
      return;
    }
    if (!isPromiseLike(result)) {
      confirmed.current = false;
      close();
      return;
    }
    setWaiting(true);
    onPendingChange(true);
    let message: string | null = null;
    try {
      await result;
    } catch (caught) {
      message = errorMessage(caught);
    }
    confirmed.current = false;
    setWaiting(false);
    onPendingChange(false);
    if (message === null) close();
    else setFailure(message);
  };

  // Shown once a confirm of this opening is over: what an earlier opening left in `error` is not news.
  const shown = reported ? (tried && !awaiting && !pending && error ? errorMessage(error) : null) : failure;

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
      {shown ? (
        <p role="alert" className={styles.error}>
          {shown}
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
 * Asks the user to confirm an action (Radix AlertDialog), opened by its `trigger`. With
 * `confirmPhrase` it is a type-to-confirm dialog for destructive actions such as terminating a product.
 * The action reports how it goes through `pending` and `error` (a mutation's state):
 *
 *     <ConfirmDialog title="Remove the card?" trigger={<Button>Remove</Button>}
 *       pending={remove.isPending} error={remove.error}
 *       onConfirm={() => remove.mutate(card)} />
 */
function ConfirmDialog({
  title,
  description,
  trigger,
  onOpenChange,
  defaultOpen = false,
  ...formProps
}: ConfirmDialogProps) {
  const [open, setOpenState] = useState(defaultOpen);
  const pendingRef = useRef(false);

  const setOpen = useCallback(
    (next: boolean) => {
      if (!next && pendingRef.current) return;
      setOpenState(next);
      onOpenChange?.(next);
    },
    [onOpenChange],
  );
  const close = useCallback(() => setOpen(false), [setOpen]);
  const onPendingChange = useCallback((pending: boolean) => {
    pendingRef.current = pending;
  }, []);

  return (
    <AlertDialogPrimitive.Root open={open} onOpenChange={setOpen}>
      <AlertDialogPrimitive.Trigger asChild>{trigger}</AlertDialogPrimitive.Trigger>
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
        >
          <div className={dialogStyles.header}>
            <AlertDialogPrimitive.Title className={dialogStyles.title}>{title}</AlertDialogPrimitive.Title>
            {description ? (
              <AlertDialogPrimitive.Description className={dialogStyles.description}>
                {description}
              </AlertDialogPrimitive.Description>
            ) : null}
          </div>
          <ConfirmForm {...formProps} close={close} onPendingChange={onPendingChange} />
        </AlertDialogPrimitive.Content>
      </AlertDialogPrimitive.Portal>
    </AlertDialogPrimitive.Root>
  );
}

export { ConfirmDialog };
