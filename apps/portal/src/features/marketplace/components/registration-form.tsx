import { isApiError, type MarketplaceRegistration } from '@dbcloud/api-client';
import { Button, ErrorSummary, type ErrorSummaryItem, Field, Input } from '@dbcloud/ui-kit';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { type FieldErrors, useForm, useWatch } from 'react-hook-form';
import { useDomainAvailability } from '../../../app/domain-availability';
import { applyServerFieldErrors, problemMessage, type ServerField } from '../../../app/form-errors';
import { useAppContext } from '../../../app/use-app-context';
import { Alert } from '../../../components/alert';
import { AccountTypeField } from '../../../components/forms/account-type-field';
import { DomainNameField } from '../../../components/forms/domain-name-field';
import page from '../../../components/forms/page.module.css';
import { TermsField } from '../../../components/forms/terms-field';
import { registerAwsCustomer, registerAzureSubscription } from '../api';
import { type RegistrationInput, type RegistrationValues, registrationSchema } from '../schemas';
import { MARKETPLACES, type Marketplace } from './marketplaces';

const FIELD_IDS: [keyof RegistrationInput, string][] = [
  ['email', 'marketplace-email'],
  ['domainName', 'marketplace-domainName'],
  ['accountType', 'marketplace-accountType'],
  ['acceptTerms', 'marketplace-acceptTerms'],
];

const SERVER_FIELDS: Record<string, ServerField<RegistrationInput>> = {
  email: { name: 'email', label: 'E-mail' },
  domainName: { name: 'domainName', label: 'Domain name' },
  accountType: { name: 'accountType', label: 'Account type' },
  acceptTerms: { name: 'acceptTerms', label: 'The terms' },
};

function summaryOf(errors: FieldErrors<RegistrationInput>): ErrorSummaryItem[] {
  return FIELD_IDS.flatMap(([name, fieldId]) => {
    const message = errors[name]?.message;
    return message ? [{ fieldId, message }] : [];
  });
}

type Failure = { message: string; tokenProblem: boolean };

/** A new account billed by the marketplace: owner e-mail, domain name, account type, terms. */
export function MarketplaceRegistrationForm({
  marketplace,
  token,
  defaultEmail = '',
}: {
  marketplace: Marketplace;
  token: string;
  defaultEmail?: string | undefined;
}) {
  const { api } = useAppContext();
  const navigate = useNavigate();
  const { name, tokenField } = MARKETPLACES[marketplace];
  const [failure, setFailure] = useState<Failure>();
  const [summary, setSummary] = useState<ErrorSummaryItem[]>([]);
  const [summaryKey, setSummaryKey] = useState(0);
  const form = useForm<RegistrationInput, unknown, RegistrationValues>({
    resolver: valibotResolver(registrationSchema),
    shouldFocusError: false,
    defaultValues: { email: defaultEmail, domainName: '', accountType: 'Regular', acceptTerms: false },
  });
  const { errors, isSubmitting } = form.formState;
  const domainName = useWatch({ control: form.control, name: 'domainName' });
  const availability = useDomainAvailability(api, domainName);

  const showSummary = (items: ErrorSummaryItem[]) => {
    setSummary(items);
    setSummaryKey((key) => key + 1);
  };

  const submit = form.handleSubmit(
    async (values) => {
      setFailure(undefined);
      setSummary([]);
      if (availability.status === 'taken' && availability.name === values.domainName) {
        const message = `${values.domainName} is taken. Choose another domain name.`;
        form.setError('domainName', { type: 'taken', message });
        showSummary([{ fieldId: 'marketplace-domainName', message }]);
        return;
      }
      const body = {
        email: values.email,
        domainName: values.domainName,
        accountType: values.accountType,
        acceptTerms: true as const,
      };
      let registration: MarketplaceRegistration;
      try {
        registration =
          marketplace === 'azure'
            ? await registerAzureSubscription(api, { marketplaceToken: token, ...body })
            : await registerAwsCustomer(api, { registrationToken: token, ...body });
      } catch (error) {
        if (applyServerFieldErrors(error, form.setError, SERVER_FIELDS)) return;
        const tokenProblem = isApiError(error) && (error.problem.errors?.[tokenField]?.length ?? 0) > 0;
        setFailure({ message: problemMessage(error), tokenProblem });
        return;
      }
      const search = {
        email: registration.email,
        domainName: registration.domainName,
        loginExists: registration.loginExists,
        linked: registration.linkedExistingAccount,
      };
      if (marketplace === 'azure')
        await navigate({ to: '/azure-marketplace/register-subscription/thank-you', search });
      else await navigate({ to: '/aws-marketplace/register-customer/thank-you', search });
    },
    (invalid) => showSummary(summaryOf(invalid)),
  );

  return (
    <form className={page.form} onSubmit={submit} noValidate>
      {failure && (
        <Alert tone="danger">
          <p>{failure.message}</p>
          {failure.tokenProblem && (
            <p>
              Open DBCloud again from {name} to get a fresh link; your subscription stays as it is meanwhile.
            </p>
          )}
        </Alert>
      )}
      <ErrorSummary errors={summary} focusKey={summaryKey} />
      <Field
        id="marketplace-email"
        label="Owner’s e-mail"
        description="The account’s owner signs in with it; we send a sign-in link there. An existing DBCloud login keeps its other accounts."
        error={errors.email?.message}
      >
        <Input type="email" autoComplete="email" {...form.register('email')} />
      </Field>
      <DomainNameField
        id="marketplace-domainName"
        registration={form.register('domainName')}
        availability={availability}
        error={errors.domainName?.message}
      />
      <AccountTypeField
        id="marketplace-accountType"
        registration={form.register('accountType')}
        error={errors.accountType?.message}
      />
      <TermsField
        id="marketplace-acceptTerms"
        registration={form.register('acceptTerms')}
        error={errors.acceptTerms?.message}
      />
      <div className={page.row}>
        <Button type="submit" variant="primary" loading={isSubmitting}>
          Create the account
        </Button>
      </div>
    </form>
  );
}
