import { type ApiKey, type CreateApiKeyRequest, ROLES, type Role } from '@dbcloud/api-client';
import { keyRoles } from '@dbcloud/api-client/roles';
import { Button, Checkbox, Field, Fieldset, Input } from '@dbcloud/ui-kit';
import { useState } from 'react';
import type { ServerFields } from '../../../app/form-errors';
import { formatDate } from '../../../app/format';
import { ROLE_NAMES } from '../../../app/site-labels';
import { useServerForm } from '../../../app/use-server-form';
import { ProblemAlert } from '../../../components/problem-alert';
import { ShowAsCode } from '../../../components/show-as-code/show-as-code';
import type { ApiKeyChange } from '../mutations';
import {
  type ApiKeyFormInput,
  type ApiKeyFormValues,
  apiKeyChange,
  apiKeySchema,
  defaultExpiry,
  expiryRange,
  fromDateInput,
  type KeyPowersBefore,
  toDateInput,
  typedApiKeyChange,
} from '../schemas';
import styles from './api-keys.module.css';

const KEY_FIELDS: ServerFields<CreateApiKeyRequest, ApiKeyFormInput> = {
  description: { name: 'description', label: 'Description' },
  expiresAt: { name: 'expiresOn', label: 'Expires on' },
  roles: { name: 'roles', label: 'Roles' },
  readOnly: { name: 'readOnly', label: 'Read-only' },
};

const schema = apiKeySchema();

/**
 * What a key could do before the form: its given roles (or all of its creator's that a key can use),
 * and read-only.
 */
function powersBefore(held: readonly Role[], apiKey?: ApiKey): KeyPowersBefore {
  const given = apiKey?.grantedRoles ?? null;
  return {
    roles: given ?? ROLES.filter((role) => held.includes(role) && keyRoles.includes(role)),
    followsCreator: given === null,
    readOnly: apiKey?.readOnly ?? false,
  };
}

/**
 * The description, expiry, roles and read-only of a key, new or existing; the expiry is checked
 * (tomorrow to a year from today) before anything is sent. `onSubmit` is the mutation's `mutateAsync`: a refused field's problem
 * goes beside it, any other problem above the fields, and what was typed stays.
 */
export function KeyForm({
  domainName,
  held,
  apiKey,
  submitLabel,
  failedTitle,
  onSubmit,
  onCancel,
}: {
  domainName: string;
  /** The signed-in user's roles in the account: a key can be given only those. */
  held: readonly Role[];
  /** The key being changed; none for a new key. */
  apiKey?: ApiKey;
  submitLabel: string;
  /** Above the problem when the server refuses: "The key was not created". */
  failedTitle: string;
  onSubmit: (change: ApiKeyChange) => Promise<unknown>;
  onCancel: () => void;
}) {
  const [before] = useState(() => powersBefore(held, apiKey));
  // The roles on offer: those a key can use (no operation open to keys needs the others: users,
  // cards, the account's details) that the user holds, and any the key has that they lack (shown, not
  // theirs to give).
  const offered = ROLES.filter(
    (role) => keyRoles.includes(role) && (held.includes(role) || before.roles.includes(role)),
  );
  const { form, submit, error, alert } = useServerForm<
    ApiKeyFormInput,
    ApiKeyFormValues,
    CreateApiKeyRequest
  >({
    schema,
    serverFields: KEY_FIELDS,
    defaultValues: {
      description: apiKey?.description ?? '',
      expiresOn: apiKey ? toDateInput(new Date(apiKey.expiresAt)) : defaultExpiry(),
      roles: [...before.roles],
      readOnly: before.readOnly,
    },
  });
  const pending = form.formState.isSubmitting;
  const { errors } = form.formState;
  const range = expiryRange();
  const latest = fromDateInput(range.max);
  const typed = typedApiKeyChange(domainName, form.watch(), before);

  return (
    <form
      className={styles.form}
      onSubmit={submit((values) => onSubmit(apiKeyChange(domainName, values, before)))}
      noValidate
      aria-label={apiKey ? 'Edit key' : 'New key'}
    >
      {alert && (
        <ProblemAlert tone="danger" error={error} title={failedTitle}>
          {alert}
        </ProblemAlert>
      )}
      <Field
        label="Description"
        description="What uses the key, so you know which program breaks if you deactivate it."
        error={errors.description?.message}
      >
        <Input autoComplete="off" maxLength={100} autoFocus {...form.register('description')} />
      </Field>
      <Field
        label="Expires on"
        description={`The key stops working as this day begins (00:00 UTC). At most one year ahead: ${
          latest ? formatDate(latest.toISOString()) : range.max
        } at the latest. We e-mail you seven days before.`}
        error={errors.expiresOn?.message}
      >
        <Input type="date" min={range.min} max={range.max} {...form.register('expiresOn')} />
      </Field>
      <Fieldset
        label="Roles"
        description={
          offered.length < keyRoles.length
            ? 'What the key may reach, among your roles. It never does more than its creator can; users, cards and the account’s details are never open to API keys.'
            : 'What the key may reach. It never does more than its creator can; users, cards and the account’s details are never open to API keys.'
        }
        error={errors.roles?.message}
      >
        <div className={styles.roleChoices}>
          {offered.map((role) => (
            <Field key={role} orientation="horizontal" label={ROLE_NAMES[role]}>
              <Checkbox value={role} {...form.register('roles')} />
            </Field>
          ))}
        </div>
      </Fieldset>
      <Field
        orientation="horizontal"
        label="Read-only"
        description="The key may only read: every call that changes something is refused."
        error={errors.readOnly?.message}
      >
        <Checkbox {...form.register('readOnly')} />
      </Field>
      <ShowAsCode
        request={
          apiKey
            ? {
                operationId: 'modifyApiKey',
                body: { ...typed, apiKeyId: apiKey.apiKeyId },
                tenant: domainName,
              }
            : { operationId: 'createApiKey', body: typed, tenant: domainName }
        }
      />
      <div className={styles.formActions}>
        <Button variant="ghost" onClick={onCancel} disabled={pending}>
          Cancel
        </Button>
        <Button type="submit" variant="primary" loading={pending}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
