import type { SupportContext, SupportRequestCreated } from '@dbcloud/api-client';
import {
  Button,
  Field,
  Fieldset,
  Input,
  NativeSelect,
  RadioGroup,
  RadioGroupItem,
  Textarea,
} from '@dbcloud/ui-kit';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useForm } from 'react-hook-form';
import { applyServerFieldErrors, formAlertMessage, type ServerField } from '../../../app/form-errors';
import { useSubmitOnce } from '../../../app/use-submit-once';
import { Alert } from '../../../components/alert';
import forms from '../../../components/forms/forms.module.css';
import { ShowAsCode } from '../../../components/show-as-code/show-as-code';
import { formatResponseTime } from '../api';
import { useOpenSupportRequest } from '../mutations';
import {
  GENERAL,
  type SupportRequestInput,
  type SupportRequestValues,
  supportRequestBody,
  supportRequestSchema,
} from '../schemas';

const SERVER_FIELDS: Record<string, ServerField<SupportRequestInput>> = {
  productId: { name: 'about', label: 'Product' },
  severity: { name: 'severity', label: 'Severity' },
  title: { name: 'title', label: 'Title' },
  message: { name: 'message', label: 'Message' },
};

/**
 * A general or product request (POST support/request): what it is about, how badly it hurts (with the
 * first-answer time the account's plan gives that severity), a title and the message. Errors show beside
 * their fields, what was typed stays when sending fails, a second submit waits for the first.
 */
export function SupportRequestForm({
  domainName,
  context,
  onSent,
}: {
  domainName: string;
  context: SupportContext;
  onSent: (created: SupportRequestCreated, request: SupportRequestValues) => void;
}) {
  const form = useForm<SupportRequestInput, unknown, SupportRequestValues>({
    resolver: valibotResolver(supportRequestSchema),
    defaultValues: {
      about: '',
      // No severity is chosen for the customer: it decides how fast we answer.
      severity: undefined as unknown as SupportRequestInput['severity'],
      title: '',
      message: '',
    },
  });
  const send = useOpenSupportRequest({
    onError: (error) => applyServerFieldErrors(error, form.setError, SERVER_FIELDS),
  });
  const once = useSubmitOnce();
  const submit = form.handleSubmit((values) =>
    once(async () => {
      const body = supportRequestBody(domainName, values, context.severities);
      if (!body.responseTime) return;
      onSent(await send.mutateAsync(body), values);
    }),
  );
  const { errors } = form.formState;
  const alert = formAlertMessage(send.error, SERVER_FIELDS);

  return (
    <form className={forms.form} onSubmit={submit} noValidate aria-label="Support request">
      {alert && (
        <Alert tone="danger" title="Your request was not sent">
          {alert}
        </Alert>
      )}
      <Field
        id="support-about"
        label="What is it about?"
        description="A product for a cluster that misbehaves or a change that fails; the account for billing, users, access or anything else."
        error={errors.about?.message}
      >
        <NativeSelect {...form.register('about')}>
          <option value="">Choose the account or a product</option>
          <option value={GENERAL}>The account in general ({domainName})</option>
          {context.products.length > 0 && (
            <optgroup label="Products">
              {context.products.map((product) => (
                <option key={product.productId} value={product.productId}>
                  {product.displayName} ({product.productId})
                </option>
              ))}
            </optgroup>
          )}
        </NativeSelect>
      </Field>
      <Fieldset
        id="support-severity"
        label="Severity"
        description={`First answers within the times of the ${context.supportPlan} plan.`}
        error={errors.severity?.message}
      >
        <RadioGroup>
          {context.severities.map((option) => (
            <RadioGroupItem
              key={option.severity}
              value={option.severity}
              label={`${option.severity}: first answer within ${formatResponseTime(option.responseTime)}`}
              description={option.description}
              {...form.register('severity')}
            />
          ))}
        </RadioGroup>
      </Fieldset>
      <Field
        id="support-title"
        label="Title"
        description="One line, up to 120 characters."
        error={errors.title?.message}
      >
        <Input autoComplete="off" {...form.register('title')} />
      </Field>
      <Field
        id="support-message"
        label="Message"
        description="What happens, since when, what you expected, and what you have tried."
        error={errors.message?.message}
      >
        <Textarea rows={8} {...form.register('message')} />
      </Field>
      <ShowAsCode
        request={{
          operationId: 'createSupportRequest',
          body: supportRequestBody(domainName, form.watch(), context.severities),
          tenant: domainName,
        }}
      />
      <div className={forms.actions}>
        <Button type="submit" variant="primary" loading={send.isPending}>
          Send request
        </Button>
      </div>
    </form>
  );
}
