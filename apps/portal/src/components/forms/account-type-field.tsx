import { Fieldset, RadioGroup, RadioGroupItem } from '@dbcloud/ui-kit';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { ACCOUNT_TYPE_NAMES } from '../../app/site-labels';

interface AccountTypeFieldProps {
  id: string;
  /** `register('accountType')`: the native radios report to react-hook-form directly. */
  registration: UseFormRegisterReturn;
  error?: string | undefined;
}

/** Regular or HIPAA, with what HIPAA means. */
export function AccountTypeField({ id, registration, error }: AccountTypeFieldProps) {
  return (
    <Fieldset id={id} label="Account type" error={error}>
      <RadioGroup>
        <RadioGroupItem
          value="Regular"
          label={ACCOUNT_TYPE_NAMES.Regular}
          description="For most applications and their data."
          {...registration}
        />
        <RadioGroupItem
          value="Hipaa"
          label={ACCOUNT_TYPE_NAMES.Hipaa}
          description="For protected health information (PHI) under the US HIPAA rules. The account is marked as a compliance-regulated account everywhere in the portal; choose it before you store any health data."
          {...registration}
        />
      </RadioGroup>
    </Fieldset>
  );
}
