import type {
  SupportContractRequest,
  SupportContractRequestCreated,
  SupportPlan,
  UserInfo,
} from '@dbcloud/api-client';
import { SUPPORT_CONTRACT_REQUEST_PLANS } from '@dbcloud/api-client/enums';
import { Field, Fieldset, Input, RadioGroup, RadioGroupItem, Textarea } from '@dbcloud/ui-kit';
import type { ServerFields } from '../../../app/form-errors';
import { shownOnScreen } from '../../../app/mutations';
import { useServerForm } from '../../../app/use-server-form';
import { FormActions } from '../../../components/forms/form-actions';
import forms from '../../../components/forms/forms.module.css';
import { ProblemAlert } from '../../../components/problem-alert';
import { useRequestSupportContract } from '../mutations';
import { type SupportContractInput, type SupportContractValues, supportContractSchema } from '../schemas';

const SERVER_FIELDS: ServerFields<SupportContractRequest, SupportContractInput> = {
  plan: { name: 'plan', label: 'Plan' },
  contactName: { name: 'contactName', label: 'Name' },
  contactEmail: { name: 'contactEmail', label: 'E-mail' },
  contactPhone: { name: 'contactPhone', label: 'Phone' },
  message: { name: 'message', label: 'Message' },
};

/** What each plan a contract buys answers within. */
const PLAN_NOTES: Record<SupportContractRequest['plan'], string> = {
  Professional: 'Critical issues answered within 2 hours, normal ones within 8.',
  Enterprise: 'Critical issues answered within 1 hour, normal ones within 4.',
};
const RANK: Record<SupportPlan, number> = { Basic: 0, Professional: 1, Enterprise: 2 };

/** The plans above `plan`: what a support contract can buy. */
export const plansAbove = (plan: SupportPlan) =>
  SUPPORT_CONTRACT_REQUEST_PLANS.filter((option) => RANK[option] > RANK[plan]).map((option) => ({
    plan: option,
    description: PLAN_NOTES[option],
  }));

/**
 * A request for a support contract (POST support/support-contract-request): the plan wanted and who sales
 * should talk to, prefilled with the signed-in user.
 */
export function SupportContractForm({
  domainName,
  plan,
  user,
  onSent,
  onCancel,
}: {
  domainName: string;
  plan: SupportPlan;
  user: UserInfo;
  onSent: (created: SupportContractRequestCreated, request: SupportContractValues) => void;
  onCancel: () => void;
}) {
  const options = plansAbove(plan);
  const { form, submit, error, alert } = useServerForm<
    SupportContractInput,
    SupportContractValues,
    SupportContractRequest
  >({
    schema: supportContractSchema,
    serverFields: SERVER_FIELDS,
    defaultValues: {
      plan: options.length === 1 ? options[0]?.plan : (undefined as unknown as SupportContractInput['plan']),
      contactName: user.name ?? '',
      contactEmail: user.email ?? '',
      contactPhone: '',
      message: '',
    },
  });
  const send = useRequestSupportContract({ onError: shownOnScreen });
  const onSubmit = submit(async (values) => {
    const created = await send.mutateAsync({
      domainName,
      plan: values.plan,
      contactName: values.contactName,
      contactEmail: values.contactEmail,
      ...(values.contactPhone ? { contactPhone: values.contactPhone } : {}),
      message: values.message,
    });
    onSent(created, values);
  });
  const { errors } = form.formState;

  return (
    <form className={forms.form} onSubmit={onSubmit} noValidate aria-label="Support contract request">
      {alert && (
        <ProblemAlert tone="danger" error={error} title="Your request to sales was not sent">
          {alert}
        </ProblemAlert>
      )}
      <Fieldset id="contract-plan" label="Plan" error={errors.plan?.message}>
        <RadioGroup>
          {options.map((option) => (
            <RadioGroupItem
              key={option.plan}
              value={option.plan}
              label={option.plan}
              description={option.description}
              {...form.register('plan')}
            />
          ))}
        </RadioGroup>
      </Fieldset>
      <Field id="contract-contactName" label="Name" error={errors.contactName?.message}>
        <Input autoComplete="name" {...form.register('contactName')} />
      </Field>
      <Field id="contract-contactEmail" label="E-mail" error={errors.contactEmail?.message}>
        <Input type="email" autoComplete="email" {...form.register('contactEmail')} />
      </Field>
      <Field
        id="contract-contactPhone"
        label="Phone (optional)"
        description="With the country code, like +1 415 555 0123."
        error={errors.contactPhone?.message}
      >
        <Input type="tel" autoComplete="tel" {...form.register('contactPhone')} />
      </Field>
      <Field id="contract-message" label="What you need" error={errors.message?.message}>
        <Textarea rows={4} {...form.register('message')} />
      </Field>
      <FormActions submit="Send to sales" pending={send.isPending} onCancel={onCancel} />
    </form>
  );
}
