import type { ReactNode } from 'react';
import { Toaster as SonnerToaster, type ToasterProps as SonnerToasterProps, toast } from 'sonner';
import styles from './toast.module.css';
import { TOAST_DURATION_MS, ToastBody, type ToastTone } from './toast-body';

export type ToasterProps = Omit<
  SonnerToasterProps,
  'position' | 'toastOptions' | 'duration' | 'swipeDirections'
>;

/**
 * Renders the app's toasts, top-right. Mount it once, near the root. Sonner's own timer,
 * swipe and close button are off: each toast's `ToastBody` handles them.
 */
function Toaster(props: ToasterProps) {
  return (
    <SonnerToaster
      position="top-right"
      expand
      // Every toast stays visible: a toast hidden behind the stack would time out unseen.
      visibleToasts={Number.POSITIVE_INFINITY}
      gap={12}
      containerAriaLabel="Notifications"
      toastOptions={{ unstyled: true, className: styles.item }}
      {...props}
    />
  );
}

export interface NotifyOptions {
  /** Second line of the toast. */
  description?: ReactNode;
  /** Reuse an id to replace a toast that is still showing. */
  id?: string | number;
  /** Override the 5000 ms auto-close (use sparingly; `Infinity` stays until dismissed). */
  duration?: number;
  /** Accessible name of the close button. Default "Dismiss notification". */
  closeLabel?: string;
}

function show(tone: ToastTone, title: ReactNode, options: NotifyOptions = {}): string | number {
  const { description, id, duration = TOAST_DURATION_MS, closeLabel } = options;
  return toast.custom(
    (toastId) => (
      <ToastBody
        id={toastId}
        tone={tone}
        title={title}
        description={description}
        duration={duration}
        closeLabel={closeLabel}
      />
    ),
    // Sonner must not time out or swipe the toast itself; ToastBody does both.
    { id, duration: Number.POSITIVE_INFINITY, dismissible: false, unstyled: true },
  );
}

/**
 * Shows toasts in the `<Toaster />`. Each call returns the toast's id.
 * Success and info toasts are announced politely (`role="status"`), errors assertively (`role="alert"`).
 */
const notify = {
  success: (title: ReactNode, options?: NotifyOptions) => show('success', title, options),
  error: (title: ReactNode, options?: NotifyOptions) => show('error', title, options),
  info: (title: ReactNode, options?: NotifyOptions) => show('info', title, options),
  /** Closes one toast, or all of them without an id. */
  dismiss: (id?: string | number) => {
    toast.dismiss(id);
  },
};

export { notify, Toaster };
