import type { CreateSupportRequest, SupportContext, SupportRequestCreated } from '@dbcloud/api-client';
import { Field, Fieldset, Input, NativeSelect, RadioGroup, RadioGroupItem, Textarea } from '@dbcloud/ui-kit';
import type { ServerFields } from '../../../app/form-errors';
import { sameNameFields } from '../../../app/form-fields';
import { shownOnScreen } from '../../../app/mutations';
import { useServerForm } from '../../../app/use-server-form';
import { FormActions } from '../../../components/forms/form-actions';
import forms from '../../../components/forms/forms.module.css';
import { ProblemAlert } from '../../../components/problem-alert';
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

const SERVER_FIELDS: ServerFields<CreateSupportRequest, SupportRequestInput> = {
  productId: { name: 'about', label: 'Product' },
  ...sameNameFields<CreateSupportRequest, SupportRequestInput>({
    severity: 'Severity',
    title: 'Title',
    message: 'Message',
  }),
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
  const { form, submit, error, alert } = useServerForm<
    SupportRequestInput,
    SupportRequestValues,
    CreateSupportRequest
  >({
    schema: supportRequestSchema,
    serverFields: SERVER_FIELDS,
    defaultValues: {
      about: '',
      // No severity is chosen for the customer: it decides how fast we answer.
      severity: undefined as unknown as SupportRequestInput['severity'],
      title: '',
      message: '',
    },
  });
  const send = useOpenSupportRequest({ onError: shownOnScreen });
  const onSubmit = submit(async (values) => {
    const body = supportRequestBody(domainName, values, context.severities);
    if (!body.responseTime) return;
    onSent(await send.mutateAsync(body), values);
  });
  const { errors } = form.formState;

  return (
    <form className={forms.form} onSubmit={onSubmit} noValidate aria-label="Support request">
      {alert && (
        <ProblemAlert tone="danger" error={error} title="Your request was not sent">
          {alert}
        </ProblemAlert>
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
      <FormActions submit="Send request" variant="primary" pending={send.isPending} />
    </form>
  );
}
