import {
  type AwsCustomerRegistrationRequest,
  type AzureSubscriptionRegistrationRequest,
  isApiError,
} from '@dbcloud/api-client';
import { Button, Field, Input } from '@dbcloud/ui-kit';
import { useNavigate } from '@tanstack/react-router';
import { useWatch } from 'react-hook-form';
import type { ServerFields } from '../../../app/form-errors';
import { shownOnScreen } from '../../../app/mutations';
import type { Marketplace } from '../../../app/site-labels';
import { useRootContext } from '../../../app/use-root-context';
import { useServerForm } from '../../../app/use-server-form';
import { Alert } from '../../../components/alert';
import { AccountTypeField } from '../../../components/forms/account-type-field';
import { knownTakenMessage, useDomainAvailability } from '../../../components/forms/domain-availability';
import { DomainNameField } from '../../../components/forms/domain-name-field';
import { FormErrorSummary } from '../../../components/forms/form-error-summary';
import page from '../../../components/forms/page.module.css';
import { TermsField } from '../../../components/forms/terms-field';
import { type SummaryFields, useErrorSummary } from '../../../components/forms/use-error-summary';
import { useRegisterMarketplaceAccount } from '../mutations';
import { type RegistrationInput, type RegistrationValues, registrationSchema } from '../schemas';
import { MARKETPLACES } from './marketplaces';

const FIELD_IDS: SummaryFields<RegistrationInput> = [
  ['email', 'marketplace-email'],
  ['domainName', 'marketplace-domainName'],
  ['accountType', 'marketplace-accountType'],
  ['acceptTerms', 'marketplace-acceptTerms'],
];

type RegistrationRequest = AzureSubscriptionRegistrationRequest | AwsCustomerRegistrationRequest;

const SERVER_FIELDS: ServerFields<RegistrationRequest, RegistrationInput> = {
  email: { name: 'email', label: 'E-mail' },
  domainName: { name: 'domainName', label: 'Domain name' },
  accountType: { name: 'accountType', label: 'Account type' },
  acceptTerms: { name: 'acceptTerms', label: 'The terms' },
};

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
  const { api } = useRootContext();
  const navigate = useNavigate();
  const { name, tokenField } = MARKETPLACES[marketplace];
  const { form, submit, error, alert } = useServerForm<
    RegistrationInput,
    RegistrationValues,
    RegistrationRequest
  >({
    schema: registrationSchema,
    serverFields: SERVER_FIELDS,
    shouldFocusError: false,
    defaultValues: { email: defaultEmail, domainName: '', accountType: 'Regular', acceptTerms: false },
  });
  const { errors } = form.formState;
  const domainName = useWatch({ control: form.control, name: 'domainName' });
  const availability = useDomainAvailability(api, domainName);
  const summary = useErrorSummary(form.setError, FIELD_IDS);
  const createAccount = useRegisterMarketplaceAccount({
    onSuccess: (registration) => {
      const search = {
        email: registration.email,
        domainName: registration.domainName,
        loginExists: registration.loginExists,
        linked: registration.linkedExistingAccount,
      };
      return marketplace === 'azure'
        ? navigate({ to: '/azure-marketplace/register-subscription/thank-you', search })
        : navigate({ to: '/aws-marketplace/register-customer/thank-you', search });
    },
    onError: shownOnScreen,
  });
  const tokenProblem = isApiError(error) && error.fieldErrors(tokenField).length > 0;

  const onSubmit = submit((values) => {
    summary.clear();
    const taken = knownTakenMessage(availability, values.domainName);
    if (taken) return summary.refuse('domainName', taken);
    return createAccount.mutateAsync({
      marketplace,
      token,
      email: values.email,
      domainName: values.domainName,
      accountType: values.accountType,
    });
  }, summary.onInvalid);

  return (
    <form className={page.form} onSubmit={onSubmit} noValidate>
      {alert && (
        <Alert tone="danger">
          <p>{alert}</p>
          {tokenProblem && (
            <p>
              Open DBCloud again from {name} to get a fresh link; your subscription stays as it is meanwhile.
            </p>
          )}
        </Alert>
      )}
      <FormErrorSummary {...summary.props} />
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
        <Button type="submit" variant="primary" loading={createAccount.isPending}>
          Create the account
        </Button>
      </div>
    </form>
  );
}
