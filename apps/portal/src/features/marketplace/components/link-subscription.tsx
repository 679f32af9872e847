import type { AzureSubscriptionRegistrationRequest, UserCloudAccount, UserInfo } from '@dbcloud/api-client';
import { Badge, Button, Fieldset, Muted, RadioGroup, RadioGroupItem } from '@dbcloud/ui-kit';
import { Link, useNavigate } from '@tanstack/react-router';
import { lazy, type ReactNode, Suspense } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import type { ServerFields } from '../../../app/form-errors';
import { shownOnScreen } from '../../../app/mutations';
import { ACCOUNT_TYPE_NAMES } from '../../../app/site-labels';
import { useServerForm } from '../../../app/use-server-form';
import { Alert } from '../../../components/alert';
import page from '../../../components/forms/page.module.css';
import { TermsField } from '../../../components/forms/terms-field';
import { useLinkSubscription } from '../link-mutations';
import { type LinkAccountInput, linkAccountSchema, whyNotLinkable } from '../link-schemas';
import styles from './marketplace.module.css';

// Only a link without its token shows it: it loads then (the bundle budgets).
const MissingToken = lazy(() => import('./missing-token').then((m) => ({ default: m.MissingToken })));

const SERVER_FIELDS: ServerFields<AzureSubscriptionRegistrationRequest, LinkAccountInput> = {
  domainName: { name: 'domainName', label: 'The account' },
  acceptTerms: { name: 'acceptTerms', label: 'The terms' },
};

/**
 * `/azure-marketplace/register-subscription-manager`: the manager of an Azure
 * subscription who already has accounts signs in and picks the account the subscription pays for.
 */
export function LinkSubscription({ token, user }: { token: string; user: UserInfo }) {
  const here = `/azure-marketplace/register-subscription-manager?token=${encodeURIComponent(token)}`;
  let body: ReactNode;
  if (!token) {
    body = (
      <Suspense fallback={null}>
        <MissingToken marketplace="azure" />
      </Suspense>
    );
  } else if (!user.isAuthenticated) {
    body = (
      <>
        <p>Sign in with the login that owns the account the subscription should pay for.</p>
        <div className={page.row}>
          <Button asChild variant="primary">
            <Link to="/user/login" search={{ redirect: here }}>
              Sign in to continue
            </Link>
          </Button>
        </div>
        <Muted size="md">
          No DBCloud account yet?{' '}
          <Link to="/azure-marketplace/register-subscription" search={{ token }}>
            Create a new account for this subscription
          </Link>
          .
        </Muted>
      </>
    );
  } else {
    body = <LinkForm token={token} user={user} />;
  }
  return (
    <section className={page.panel} aria-labelledby="link-title">
      <h1 id="link-title" className={page.title}>
        Bill an account through your Azure subscription
      </h1>
      {body}
    </section>
  );
}

function AccountOption({
  account,
  registration,
}: {
  account: UserCloudAccount;
  registration: UseFormRegisterReturn;
}) {
  const reason = whyNotLinkable(account);
  return (
    <RadioGroupItem
      {...registration}
      value={account.domainName}
      disabled={reason !== undefined}
      label={
        <>
          {account.domainName}{' '}
          {account.accountType === 'Hipaa' && <Badge tone="info">{ACCOUNT_TYPE_NAMES.Hipaa}</Badge>}
        </>
      }
      description={reason ?? 'Billed directly by DBCloud today.'}
    />
  );
}

function LinkForm({ token, user }: { token: string; user: UserInfo }) {
  const navigate = useNavigate();
  const linkable = user.cloudAccounts.filter((account) => whyNotLinkable(account) === undefined);
  const {
    form,
    submit,
    alert: failure,
  } = useServerForm({
    schema: linkAccountSchema,
    serverFields: SERVER_FIELDS,
    defaultValues: {
      domainName: linkable.length === 1 ? (linkable[0]?.domainName ?? '') : '',
      acceptTerms: false,
    },
  });
  const link = useLinkSubscription({
    onSuccess: (registration) =>
      navigate({
        to: '/azure-marketplace/register-subscription/thank-you',
        search: {
          email: registration.email,
          domainName: registration.domainName,
          loginExists: true,
          linked: registration.linkedExistingAccount,
        },
      }),
    onError: shownOnScreen,
  });

  const onSubmit = submit(({ domainName }) => {
    const account = user.cloudAccounts.find((a) => a.domainName === domainName);
    if (!account || !user.email) return;
    return link.mutateAsync({ token, email: user.email, domainName, accountType: account.accountType });
  });

  if (linkable.length === 0) {
    return (
      <>
        <p>
          Signed in as <strong>{user.email}</strong>. None of your accounts can be billed through the
          subscription: only an account you own that DBCloud bills directly can.
        </p>
        {user.cloudAccounts.length > 0 && (
          <ul className={styles.steps}>
            {user.cloudAccounts.map((account) => (
              <li key={account.domainName}>
                <strong>{account.domainName}</strong>: {whyNotLinkable(account)}
              </li>
            ))}
          </ul>
        )}
        <p>
          <Link to="/azure-marketplace/register-subscription" search={{ token }}>
            Create a new account for this subscription
          </Link>{' '}
          instead, or ask the owner of the account to open this link.
        </p>
      </>
    );
  }

  return (
    <>
      <p>
        Signed in as <strong>{user.email}</strong>. Choose the account your Azure subscription pays for; its
        products, members and data stay as they are; its charges go to Azure from now on.
      </p>
      <form className={page.form} onSubmit={onSubmit} noValidate>
        {failure && <Alert tone="danger">{failure}</Alert>}
        <Fieldset id="link-domainName" label="Account" error={form.formState.errors.domainName?.message}>
          <RadioGroup>
            {user.cloudAccounts.map((account) => (
              <AccountOption
                key={account.domainName}
                account={account}
                registration={form.register('domainName')}
              />
            ))}
          </RadioGroup>
        </Fieldset>
        <TermsField
          id="link-acceptTerms"
          registration={form.register('acceptTerms')}
          error={form.formState.errors.acceptTerms?.message}
        />
        <div className={page.row}>
          <Button type="submit" variant="primary" loading={link.isPending}>
            Bill this account through Azure
          </Button>
        </div>
      </form>
    </>
  );
}
