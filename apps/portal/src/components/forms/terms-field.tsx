import { Checkbox, Field, TextLink } from '@dbcloud/ui-kit';
import type { Ref } from 'react';

interface TermsFieldProps {
  id: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  onBlur: () => void;
  name: string;
  error?: string | undefined;
  ref?: Ref<HTMLInputElement>;
}

/** The terms checkbox; the policies open in a new tab so nothing typed is lost. */
export function TermsField({ id, checked, onChange, onBlur, name, error, ref }: TermsFieldProps) {
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
      <Checkbox ref={ref} name={name} checked={checked} onCheckedChange={onChange} onBlur={onBlur} />
    </Field>
  );
}
