import type { SignUpRequest } from '@dbcloud/api-client';
import { Button, Field, Input, Muted } from '@dbcloud/ui-kit';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, useState } from 'react';
import { type Resolver, useWatch } from 'react-hook-form';
import type { ServerFields } from '../../../app/form-errors';
import { shownOnScreen } from '../../../app/mutations';
import { useRootContext } from '../../../app/use-root-context';
import { useServerForm } from '../../../app/use-server-form';
import { Alert } from '../../../components/alert';
import { AccountTypeField } from '../../../components/forms/account-type-field';
import { knownTakenMessage, useDomainAvailability } from '../../../components/forms/domain-availability';
import { DomainNameField } from '../../../components/forms/domain-name-field';
import { FormErrorSummary } from '../../../components/forms/form-error-summary';
import { LiveStatus } from '../../../components/forms/live-status';
import page from '../../../components/forms/page.module.css';
import { isEmailAddress } from '../../../components/forms/schemas';
import { TermsField } from '../../../components/forms/terms-field';
import { type SummaryFields, useErrorSummary } from '../../../components/forms/use-error-summary';
import { emailUsageQuery } from '../api';
import { useSignUp } from '../mutations';
import type { SignUpInput, SignUpValues } from '../schemas';
import { INVALID_PROMO_CODE, PromoCodeField, usePromoCodeCheck } from './promo-code-field';
import styles from './registration.module.css';

/** Form fields in page order, with the ids the error summary links to. */
const FIELD_IDS: SummaryFields<SignUpInput> = [
  ['email', 'signup-email'],
  ['domainName', 'signup-domainName'],
  ['accountType', 'signup-accountType'],
  ['billingFirstName', 'signup-billingFirstName'],
  ['billingLastName', 'signup-billingLastName'],
  ['billingPhone', 'signup-billingPhone'],
  ['billingEmail', 'signup-billingEmail'],
  ['promoCode', 'signup-promoCode'],
  ['acceptTerms', 'signup-acceptTerms'],
];

/** The request's paths (problem `errors`) -> the form's fields. */
const SERVER_FIELDS: ServerFields<SignUpRequest, SignUpInput> = {
  email: { name: 'email', label: 'E-mail' },
  domainName: { name: 'domainName', label: 'Domain name' },
  accountType: { name: 'accountType', label: 'Account type' },
  'billingContact.billingFirstName': { name: 'billingFirstName', label: 'First name' },
  'billingContact.billingLastName': { name: 'billingLastName', label: 'Last name' },
  'billingContact.billingPhone': { name: 'billingPhone', label: 'Phone' },
  'billingContact.billingEmail': { name: 'billingEmail', label: 'Billing e-mail' },
  promoCode: { name: 'promoCode', label: 'Promo code' },
  acceptTerms: { name: 'acceptTerms', label: 'The terms' },
};

const BILLING_FIELDS = ['billingFirstName', 'billingLastName', 'billingPhone', 'billingEmail'] as const;

// The rules are needed at the first submit, not for the first paint: they load while the user types.
const loadSchemas = () => import('../schemas');

// Optional, behind "Add a billing contact now": its fields load when asked for (the bundle budgets).
const BillingContactFields = lazy(() =>
  import('./billing-contact-fields').then((module) => ({ default: module.BillingContactFields })),
);
const resolver: Resolver<SignUpInput, unknown, SignUpValues> = async (values, context, options) =>
  valibotResolver((await loadSchemas()).signUpSchema)(values, context, options);

/**
 * Sign-up: e-mail (a known one goes to sign in instead), domain name with live
 * availability, account type, optional billing contact and promo code, terms.
 */
export function SignUpForm({ promoCode = '' }: { promoCode?: string | undefined }) {
  const { api, queryClient } = useRootContext();
  const navigate = useNavigate();
  const [checkedEmail, setCheckedEmail] = useState('');
  useEffect(() => {
    void loadSchemas();
  }, []);
  const { form, submit, alert } = useServerForm<SignUpInput, SignUpValues, SignUpRequest>({
    resolver,
    serverFields: SERVER_FIELDS,
    // The error summary takes focus after a failed submit and links to each field.
    shouldFocusError: false,
    defaultValues: {
      email: '',
      domainName: '',
      accountType: 'Regular',
      addBillingContact: false,
      billingFirstName: '',
      billingLastName: '',
      billingPhone: '',
      billingEmail: '',
      promoCode,
      acceptTerms: false,
    },
  });
  const { errors, isSubmitting } = form.formState;
  const summary = useErrorSummary(form.setError, FIELD_IDS);
  const signUp = useSignUp({
    onSuccess: (_, { email: signedUp }) =>
      navigate({ to: '/user/register/thank-you', search: { email: signedUp } }),
    onError: shownOnScreen,
  });
  const [email, domainName, promo, addBilling] = useWatch({
    control: form.control,
    name: ['email', 'domainName', 'promoCode', 'addBillingContact'],
  });
  const availability = useDomainAvailability(api, domainName);
  const promoCheck = usePromoCodeCheck(api, promo);
  const emailUsage = useQuery({ ...emailUsageQuery(api, checkedEmail), enabled: checkedEmail !== '' });
  const emailKnown =
    emailUsage.data?.alreadyUsed === true && email.trim().toLowerCase() === checkedEmail.toLowerCase();

  const onSubmit = submit(async (values) => {
    summary.clear();
    // What the live checks already know is refused at once, without a round trip.
    const taken = knownTakenMessage(availability, values.domainName);
    if (taken) return summary.refuse('domainName', taken);
    if (promoCheck.status === 'invalid' && promoCheck.code === values.promoCode) {
      return summary.refuse('promoCode', `${INVALID_PROMO_CODE}. Correct it or leave the field empty.`);
    }
    // A known e-mail signs in instead of creating a second login. If the check itself fails,
    // sign-up still answers 409 for a known e-mail.
    const usage = await queryClient.fetchQuery(emailUsageQuery(api, values.email)).catch(() => undefined);
    if (usage?.alreadyUsed) {
      await navigate({ to: '/user/register/thank-you-login-exists', search: { email: values.email } });
      return;
    }
    const { toSignUpRequest } = await loadSchemas();
    await signUp.mutateAsync(toSignUpRequest(values));
  }, summary.onInvalid);

  const toggleBilling = () => {
    if (addBilling) form.clearErrors([...BILLING_FIELDS]);
    form.setValue('addBillingContact', !addBilling);
  };

  /** A shared field component's wiring: its id (the error summary's link), registration and message. */
  const fieldOf = <Name extends 'domainName' | 'accountType' | 'promoCode' | 'acceptTerms'>(name: Name) => ({
    id: `signup-${name}`,
    registration: form.register(name),
    error: errors[name]?.message,
  });

  const emailRegistration = form.register('email', {
    onBlur: (event: { target: { value: string } }) => {
      const value = event.target.value.trim();
      if (isEmailAddress(value)) setCheckedEmail(value);
    },
  });

  return (
    <section className={page.panel} aria-labelledby="signup-title">
      <h1 id="signup-title" className={page.title}>
        Create your DBCloud account
      </h1>
      <Muted size="md">
        Start on the Free tier; a card is needed only for paid tiers. Already have a login?{' '}
        <Link to="/user/login">Sign in</Link>
      </Muted>
      <form className={page.form} onSubmit={onSubmit} noValidate>
        {alert && <Alert tone="danger">{alert}</Alert>}
        <FormErrorSummary {...summary.props} />
        <Field
          id="signup-email"
          label="E-mail"
          description="We send a sign-in link there: no password to remember."
          error={errors.email?.message}
        >
          <Input
            type="email"
            autoComplete="email"
            aria-describedby="signup-email-status"
            {...emailRegistration}
          />
          <LiveStatus
            id="signup-email-status"
            message={
              emailKnown && !errors.email
                ? 'This e-mail already has a DBCloud login: continuing takes you to sign in.'
                : ''
            }
          />
        </Field>
        <DomainNameField {...fieldOf('domainName')} availability={availability} />
        <AccountTypeField {...fieldOf('accountType')} />
        <div className={styles.disclosure}>
          <Button
            variant="ghost"
            aria-expanded={addBilling}
            aria-controls={addBilling ? 'signup-billing' : undefined}
            onClick={toggleBilling}
          >
            <span aria-hidden="true">{addBilling ? '▾' : '▸'}</span> Add a billing contact now
          </Button>
          <p className={styles.hint}>
            Optional. Paid tiers need a billing contact; you can also add it later under Billing.
          </p>
          {addBilling && (
            <Suspense fallback={null}>
              <BillingContactFields id="signup-billing" register={form.register} errors={errors} />
            </Suspense>
          )}
        </div>
        <PromoCodeField {...fieldOf('promoCode')} check={promoCheck} />
        <TermsField {...fieldOf('acceptTerms')} />
        <div className={page.row}>
          {/* Busy from the first check to the page after, not only during the sign-up call. */}
          <Button type="submit" variant="primary" loading={isSubmitting}>
            Create account
          </Button>
        </div>
      </form>
    </section>
  );
}
