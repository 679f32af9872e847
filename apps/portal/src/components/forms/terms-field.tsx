import { Checkbox, Field, TextLink } from '@dbcloud/ui-kit';
import type { UseFormRegisterReturn } from 'react-hook-form';

interface TermsFieldProps {
  id: string;
  /** `register('acceptTerms')`: the native checkbox reports true or false to react-hook-form. */
  registration: UseFormRegisterReturn;
  error?: string | undefined;
}

/** The terms checkbox; the policies open in a new tab so nothing typed is lost. */
export function TermsField({ id, registration, error }: TermsFieldProps) {
  return (
    <Field
      id={id}
      orientation="horizontal"
      label="I accept the terms of service and the privacy policy"
      description={
        <>
          Read the{' '}
          <TextLink href="/terms" target="_blank" rel="noreferrer">
            terms of service
          </TextLink>{' '}
          and the{' '}
          <TextLink href="/privacy-policy" target="_blank" rel="noreferrer">
            privacy policy
          </TextLink>{' '}
          (each opens in a new tab).
        </>
      }
      error={error}
    >
      <Checkbox {...registration} />
    </Field>
  );
}
