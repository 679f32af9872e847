import { Fieldset, RadioGroup, RadioGroupItem } from '@dbcloud/ui-kit';
import type { UseFormRegisterReturn } from 'react-hook-form';

interface AccountTypeFieldProps {
  id: string;
  /** `register('accountType')`: the native radios report to react-hook-form directly. */
  registration: UseFormRegisterReturn;
  error?: string | undefined;
}

/**
 * Regular or HIPAA, with what HIPAA means. The types' names are written here as app/site-labels.ts has
 * them (ACCOUNT_TYPE_NAMES; account-type-field.test.tsx keeps the two equal): the sign-up page's first
 * load has no room for the chunk of the contract's words (the bundle budgets).
 */
export function AccountTypeField({ id, registration, error }: AccountTypeFieldProps) {
  return (
    <Fieldset id={id} label="Account type" error={error}>
      <RadioGroup>
        <RadioGroupItem
          value="Regular"
          label="Regular"
          description="For most applications and their data."
          {...registration}
        />
        <RadioGroupItem
          value="Hipaa"
          label="HIPAA"
          description="For protected health information (PHI) under the US HIPAA rules. The account is marked as a compliance-regulated account everywhere in the portal; choose it before you store any health data."
          {...registration}
        />
      </RadioGroup>
    </Fieldset>
  );
}
