import type { BillingBudget, BillingBudgetRequest } from '@dbcloud/api-client';
import { Button, Checkbox, Field, Input } from '@dbcloud/ui-kit';
import type { ServerFields } from '../../../app/form-errors';
import { shownOnScreen } from '../../../app/mutations';
import { toast } from '../../../app/notify';
import { useServerForm } from '../../../app/use-server-form';
import forms from '../../../components/forms/forms.module.css';
import { ProblemAlert } from '../../../components/problem-alert';
import { useSetBudget } from '../mutations';
import { type BudgetInput, type BudgetValues, budgetSchema } from '../schemas';

const FIELDS: ServerFields<BillingBudgetRequest, BudgetInput> = {
  amountCents: { name: 'amount', label: 'Monthly budget' },
  thresholds: { name: 'thresholds', label: 'Alert at' },
};

const units = (cents: number) => (cents / 100).toFixed(2).replace(/\.00$/, '');

/** Sets, changes or removes the monthly budget (POST billing/set-budget). */
export function BudgetForm({
  domainName,
  data,
  close,
}: {
  domainName: string;
  data: BillingBudget;
  close: () => void;
}) {
  const { form, submit, send, error, alert } = useServerForm<BudgetInput, BudgetValues, BillingBudgetRequest>(
    {
      schema: budgetSchema,
      serverFields: FIELDS,
      defaultValues: {
        amount: data.budget ? units(data.budget.amountCents) : '',
        thresholds: data.thresholds.join(', '),
        alertOnForecast: data.alertOnForecast,
      },
    },
  );
  const save = useSetBudget({
    onSuccess: (answer) => {
      toast('success', answer.budget ? 'The budget is saved' : 'The budget is removed');
      close();
    },
    onError: shownOnScreen,
  });
  const removing = save.isPending && save.variables?.body.amountCents === null;
  const { errors } = form.formState;
  return (
    <form
      className={forms.form}
      aria-label="Monthly budget"
      noValidate
      onSubmit={submit((values) =>
        save.mutateAsync({
          domainName,
          body: {
            amountCents: values.amount,
            thresholds: values.thresholds,
            alertOnForecast: values.alertOnForecast,
          },
        }),
      )}
    >
      {alert && (
        <ProblemAlert tone="danger" error={error} title="The budget was not saved">
          {alert}
        </ProblemAlert>
      )}
      <Field
        id="budget-amount"
        label={`Monthly budget (${data.currency})`}
        description="What this account may spend in a month, after credits."
        error={errors.amount?.message}
      >
        <Input inputMode="decimal" autoComplete="off" autoFocus {...form.register('amount')} />
      </Field>
      <Field
        id="budget-thresholds"
        label="Alert at (% of the budget)"
        description="Up to five percentages, such as 50, 80, 100. Leave empty for no spend alerts."
        error={errors.thresholds?.message}
      >
        <Input inputMode="numeric" autoComplete="off" {...form.register('thresholds')} />
      </Field>
      <Field
        orientation="horizontal"
        label="Also when the forecast goes above the budget"
        id="budget-forecast"
      >
        <Checkbox {...form.register('alertOnForecast')} />
      </Field>
      <div className={forms.actions}>
        <Button type="submit" variant="primary" loading={save.isPending && !removing}>
          Save budget
        </Button>
        {data.budget && (
          <Button
            loading={removing}
            onClick={() => send(() => save.mutateAsync({ domainName, body: { amountCents: null } }))}
          >
            Remove the budget
          </Button>
        )}
        <Button variant="ghost" onClick={close} disabled={save.isPending}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
