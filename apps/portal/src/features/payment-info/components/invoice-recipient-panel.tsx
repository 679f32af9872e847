import type { InvoiceRecipientEmailRequest, PaymentInfo } from '@dbcloud/api-client';
import { Button, Facts, Field, Input, Muted } from '@dbcloud/ui-kit';
import type { ServerFields } from '../../../app/form-errors';
import { shownOnScreen } from '../../../app/mutations';
import { toast } from '../../../app/notify';
import { useServerForm } from '../../../app/use-server-form';
import forms from '../../../components/forms/forms.module.css';
import { ProblemAlert } from '../../../components/problem-alert';
import { useSetInvoiceRecipient } from '../mutations';
import { type InvoiceRecipientInput, type InvoiceRecipientValues, invoiceRecipientSchema } from '../schemas';
import { EditablePanel } from './panel';

const FIELDS: ServerFields<InvoiceRecipientEmailRequest, InvoiceRecipientInput> = {
  email: { name: 'email', label: 'Invoice e-mail' },
};

/**
 * Where invoices are e-mailed: the billing contact's e-mail, or an address set for invoices
 * (POST payment-info/set-custom-invoice-recipient-email; `null` goes back to the billing e-mail).
 */
export function InvoiceRecipientPanel({ domainName, info }: { domainName: string; info: PaymentInfo }) {
  const custom = info.customInvoiceRecipientEmail;
  const billingEmail = info.billingContact?.billingEmail ?? null;
  return (
    <EditablePanel
      title="Invoice recipient"
      description="Where we e-mail your invoices."
      editText={custom ? 'Edit' : 'Use another address'}
      editLabel={custom ? 'Edit invoice recipient' : 'Use another address for invoices'}
      view={
        <Facts aligned>
          <dt>Invoices go to</dt>
          <dd>
            {info.invoiceRecipientEmail ?? 'The account owner’s e-mail, until you add a billing contact'}
            {!custom && billingEmail && <Muted as="span"> (the billing contact’s e-mail)</Muted>}
          </dd>
        </Facts>
      }
      form={(close) => (
        <InvoiceRecipientForm
          domainName={domainName}
          custom={custom}
          billingEmail={billingEmail}
          close={close}
        />
      )}
    />
  );
}

function InvoiceRecipientForm({
  domainName,
  custom,
  billingEmail,
  close,
}: {
  domainName: string;
  custom: string | null;
  billingEmail: string | null;
  close: () => void;
}) {
  const { form, submit, send, error, alert } = useServerForm<
    InvoiceRecipientInput,
    InvoiceRecipientValues,
    InvoiceRecipientEmailRequest
  >({
    schema: invoiceRecipientSchema,
    serverFields: FIELDS,
    defaultValues: { email: custom ?? '' },
  });
  const save = useSetInvoiceRecipient({
    onSuccess: (_info, { email }) => {
      toast('success', email ? `Invoices now go to ${email}` : 'Invoices go to the billing contact again');
      close();
    },
    // Shown above the form (and a refused address next to its field), not in a toast.
    onError: shownOnScreen,
  });
  const change = (email: string | null) => save.mutateAsync({ domainName, email });
  const { errors } = form.formState;
  const clearing = save.isPending && save.variables?.email === null;

  return (
    <form
      className={forms.form}
      onSubmit={submit(({ email }) => change(email))}
      noValidate
      aria-label="Invoice recipient"
    >
      {alert && (
        <ProblemAlert tone="danger" error={error} title="Where invoices go was not changed">
          {alert}
        </ProblemAlert>
      )}
      <Field
        id="invoice-recipient-email"
        label="Invoice e-mail"
        description={
          billingEmail
            ? `Instead of the billing contact’s ${billingEmail}, e.g. your accounts payable team.`
            : 'E.g. your accounts payable team.'
        }
        error={errors.email?.message}
      >
        <Input type="email" autoComplete="email" autoFocus {...form.register('email')} />
      </Field>
      <div className={forms.actions}>
        <Button type="submit" loading={save.isPending && !clearing}>
          Save invoice e-mail
        </Button>
        {custom && (
          <Button loading={clearing} onClick={() => send(() => change(null))}>
            {billingEmail ? 'Send to the billing contact instead' : 'Remove this address'}
          </Button>
        )}
        <Button variant="ghost" onClick={close} disabled={save.isPending}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
