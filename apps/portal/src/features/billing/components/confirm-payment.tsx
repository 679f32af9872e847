import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@dbcloud/ui-kit';
import type { RefObject } from 'react';
import styles from './billing.module.css';

/**
 * The confirmation of "Pay now" (pay-now.tsx), loaded when the button is first pressed: the amount and the card it goes to, then Pay (busy while the charge
 * runs; the dialog cannot be closed meanwhile, and a second click does nothing). A failure the page
 * does not explain itself stays in the dialog, to try again.
 */
export default function ConfirmPayment({
  amount,
  description,
  open,
  onOpenChange,
  paying,
  failure,
  onPay,
  opener,
}: {
  amount: string;
  description: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The charge runs (the mutation's `isPending`). */
  paying: boolean;
  /** Why the charge did not go through, when the page does not say it itself. */
  failure: string | null;
  onPay: () => void;
  /** The "Pay now" button: focus goes back to it when the dialog closes. */
  opener: RefObject<HTMLButtonElement | null>;
}) {
  return (
    <Dialog open={open} onOpenChange={(next) => !paying && onOpenChange(next)}>
      <DialogContent
        closeLabel={paying ? null : 'Cancel'}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          opener.current?.focus();
        }}
      >
        <DialogHeader>
          <DialogTitle>Pay {amount} now?</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {failure && !paying && (
          <p role="alert" className={styles.dialogError}>
            {failure}
          </p>
        )}
        <DialogFooter>
          <Button disabled={paying} onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button variant="primary" loading={paying} onClick={onPay}>
            Pay {amount}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
