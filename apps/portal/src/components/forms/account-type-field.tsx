import type { AccountType } from '@dbcloud/api-client';
import { Fieldset, RadioGroup, RadioGroupItem } from '@dbcloud/ui-kit';

interface AccountTypeFieldProps {
  id: string;
  value: AccountType;
  onChange: (value: AccountType) => void;
  error?: string | undefined;
}

/** Regular or HIPAA, with what HIPAA means. */
export function AccountTypeField({ id, value, onChange, error }: AccountTypeFieldProps) {
  return (
    <Fieldset id={id} label="Account type" error={error}>
      <RadioGroup
        aria-labelledby={`${id}-label`}
        value={value}
        onValueChange={(next) => onChange(next === 'Hipaa' ? 'Hipaa' : 'Regular')}
      >
        <RadioGroupItem value="Regular" label="Regular" description="For most applications and their data." />
        <RadioGroupItem
          value="Hipaa"
          label="HIPAA"
          description="For protected health information (PHI) under the US HIPAA rules. The account is marked as a compliance-regulated account everywhere in the portal; choose it before you store any health data."
        />
      </RadioGroup>
    </Fieldset>
  );
}
