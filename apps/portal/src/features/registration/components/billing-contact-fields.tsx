import { Field, Input } from '@dbcloud/ui-kit';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import type { SignUpInput } from '../schemas';
import styles from './registration.module.css';

/** The optional billing contact (paid tiers need one; it can also be added later in Billing). */
export function BillingContactFields({
  id,
  register,
  errors,
}: {
  id: string;
  register: UseFormRegister<SignUpInput>;
  errors: FieldErrors<SignUpInput>;
}) {
  return (
    <fieldset id={id} className={styles.billing}>
      <legend>Billing contact</legend>
      <Field id="signup-billingFirstName" label="First name" error={errors.billingFirstName?.message}>
        <Input autoComplete="billing given-name" {...register('billingFirstName')} />
      </Field>
      <Field id="signup-billingLastName" label="Last name" error={errors.billingLastName?.message}>
        <Input autoComplete="billing family-name" {...register('billingLastName')} />
      </Field>
      <Field
        id="signup-billingPhone"
        label="Phone"
        description="With the country code, like +1 415 555 0123."
        error={errors.billingPhone?.message}
      >
        <Input type="tel" autoComplete="billing tel" {...register('billingPhone')} />
      </Field>
      <Field id="signup-billingEmail" label="Billing e-mail" error={errors.billingEmail?.message}>
        <Input type="email" autoComplete="billing email" {...register('billingEmail')} />
      </Field>
    </fieldset>
  );
}
