import type { ApiKey, CreateApiKeyRequest } from '@dbcloud/api-client';
import { Button, Field, Input } from '@dbcloud/ui-kit';
import type { ServerFields } from '../../../app/form-errors';
import { formatDate } from '../../../app/format';
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
  toDateInput,
  typedApiKeyChange,
} from '../schemas';
import styles from './api-keys.module.css';

const KEY_FIELDS: ServerFields<CreateApiKeyRequest, ApiKeyFormInput> = {
  description: { name: 'description', label: 'Description' },
  expiresAt: { name: 'expiresOn', label: 'Expires on' },
};

const schema = apiKeySchema();

/**
 * The description and expiry of a key, new or existing; the expiry is checked (tomorrow to a year from
 * today) before anything is sent. `onSubmit` is the mutation's `mutateAsync`: a refused field's problem
 * goes beside it, any other problem above the fields, and what was typed stays.
 */
export function KeyForm({
  domainName,
  apiKey,
  submitLabel,
  failedTitle,
  onSubmit,
  onCancel,
}: {
  domainName: string;
  /** The key being changed; none for a new key. */
  apiKey?: ApiKey;
  submitLabel: string;
  /** Above the problem when the server refuses: "The key was not created". */
  failedTitle: string;
  onSubmit: (change: ApiKeyChange) => Promise<unknown>;
  onCancel: () => void;
}) {
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
    },
  });
  const pending = form.formState.isSubmitting;
  const { errors } = form.formState;
  const range = expiryRange();
  const latest = fromDateInput(range.max);
  const typed = typedApiKeyChange(domainName, form.watch());

  return (
    <form
      className={styles.form}
      onSubmit={submit((values) => onSubmit(apiKeyChange(domainName, values)))}
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
