import { Button, type ButtonProps } from '@dbcloud/ui-kit';
import type { ReactNode } from 'react';
import forms from './forms.module.css';

/**
 * A form's row of buttons: its submit (busy while the change is sent), any other actions, and Cancel
 * when the form can be closed, held while the change is in flight so that what was sent is not left
 * behind unseen.
 */
export function FormActions({
  submit,
  pending,
  variant = 'secondary',
  onCancel,
  children,
}: {
  submit: ReactNode;
  pending: boolean;
  variant?: ButtonProps['variant'] | undefined;
  onCancel?: (() => void) | undefined;
  children?: ReactNode;
}) {
  return (
    <div className={forms.actions}>
      <Button type="submit" variant={variant} loading={pending}>
        {submit}
      </Button>
      {children}
      {onCancel && (
        <Button variant="ghost" onClick={onCancel} disabled={pending}>
          Cancel
        </Button>
      )}
    </div>
  );
}
