import { Field, Input } from '@dbcloud/ui-kit';
import type { UseFormRegisterReturn } from 'react-hook-form';
import type { DomainAvailability } from './domain-availability';
import { LiveStatus } from './live-status';

/** The new account's domain name with its live availability next to it. */
export function DomainNameField({
  id,
  registration,
  availability,
  error,
}: {
  id: string;
  registration: UseFormRegisterReturn;
  availability: DomainAvailability;
  error: string | undefined;
}) {
  const statusId = `${id}-status`;
  const tone =
    availability.status === 'available' ? 'good' : availability.status === 'taken' ? 'bad' : 'neutral';
  return (
    <Field
      id={id}
      label="Domain name"
      description="Your account’s unique name, used in its address: 3 to 40 lowercase letters, digits or hyphens."
      error={error}
    >
      <Input
        autoComplete="off"
        spellCheck={false}
        autoCapitalize="none"
        aria-describedby={statusId}
        {...registration}
      />
      <LiveStatus id={statusId} tone={tone} message={error ? '' : availability.message} />
    </Field>
  );
}
