import { type CreateUserViaInvitationRequest, type InvitationInfo, isProblem } from '@dbcloud/api-client';
import { Button, Field, Input } from '@dbcloud/ui-kit';
import { Link, useNavigate } from '@tanstack/react-router';
import { problemMessage, type ServerFields } from '../../../app/form-errors';
import { shownOnScreen } from '../../../app/mutations';
import { useServerForm } from '../../../app/use-server-form';
import { Alert } from '../../../components/alert';
import page from '../../../components/forms/page.module.css';
import { TermsField } from '../../../components/forms/terms-field';
import { useJoinInvitation } from '../mutations';
import { type JoinInput, type JoinValues, joinSchema } from '../schemas';
import { InvitationSummary } from './invitation-summary';

const SERVER_FIELDS: ServerFields<CreateUserViaInvitationRequest, JoinInput> = {
  name: { name: 'name', label: 'Your name' },
  acceptTerms: { name: 'acceptTerms', label: 'The terms' },
};

type Failure = { message: string; kind: 'gone' | 'has-login' | 'other' };

/** A refused join in words, with the way on: a gone invitation, or an e-mail that already has a login. */
function failureOf(error: unknown, message: string | undefined): Failure | undefined {
  if (!message) return undefined;
  const kind = isProblem(error, 'not-found', 'rule')
    ? 'gone'
    : isProblem(error, 'conflict')
      ? 'has-login'
      : 'other';
  return { message, kind };
}

/**
 * `/user/invitation`: a new user joins the inviting account (the invitation proves the e-mail, so
 * this also signs them in). An invitee who already has a login is sent to accept it instead.
 */
export function JoinInvitation({ info, link }: { info: InvitationInfo; link: string }) {
  if (info.existingUser) {
    return (
      <section className={page.panel} aria-labelledby="invitation-title">
        <h1 id="invitation-title" className={page.title}>
          Join {info.domainName} on DBCloud
        </h1>
        <p>
          <strong>{info.email}</strong> already has a DBCloud login. Sign in with it to accept the invitation.
        </p>
        <InvitationSummary info={info} />
        <div className={page.row}>
          <Button asChild variant="primary">
            <Link to="/invitation/accept" search={{ link }}>
              Accept with your login
            </Link>
          </Button>
        </div>
      </section>
    );
  }
  return <JoinForm info={info} link={link} />;
}

function JoinForm({ info, link }: { info: InvitationInfo; link: string }) {
  const navigate = useNavigate();
  const { form, submit, error, alert } = useServerForm<JoinInput, JoinValues, CreateUserViaInvitationRequest>(
    {
      schema: joinSchema,
      serverFields: SERVER_FIELDS,
      defaultValues: { name: '', acceptTerms: false },
    },
  );
  const join = useJoinInvitation({
    onSuccess: ({ user }) =>
      user && navigate({ to: '/portal/$cloudAccount/home', params: { cloudAccount: info.domainName } }),
    onError: shownOnScreen,
  });
  const failure: Failure | undefined = join.data?.problem
    ? {
        message: `Your login is ready and you joined ${info.domainName}, but the portal did not open. ${problemMessage(join.data.problem)}`,
        kind: 'other',
      }
    : failureOf(error, alert);

  return (
    <section className={page.panel} aria-labelledby="invitation-title">
      <h1 id="invitation-title" className={page.title}>
        Join {info.domainName} on DBCloud
      </h1>
      <p>
        {info.invitedBy} invited <strong>{info.email}</strong> to the cloud account {info.domainName}. Create
        your login to join: you sign in with this e-mail address, no password needed.
      </p>
      <InvitationSummary info={info} />
      <form
        className={page.form}
        onSubmit={submit(({ name }) =>
          join.mutateAsync({ link, ...(name ? { name } : {}), acceptTerms: true }),
        )}
        noValidate
      >
        {failure && (
          <Alert tone="danger">
            <p>{failure.message}</p>
            {failure.kind === 'gone' && (
              <p>
                Ask {info.invitedBy} to invite you again, or{' '}
                <Link to="/user/register">create your own account</Link>.
              </p>
            )}
            {failure.kind === 'has-login' && (
              <p>
                <Link to="/invitation/accept" search={{ link }}>
                  Sign in and accept the invitation
                </Link>
              </p>
            )}
          </Alert>
        )}
        <Field
          id="invitation-name"
          label="Your name (optional)"
          description="Shown to the other members of the account."
          error={form.formState.errors.name?.message}
        >
          <Input autoComplete="name" {...form.register('name')} />
        </Field>
        <TermsField
          id="invitation-acceptTerms"
          registration={form.register('acceptTerms')}
          error={form.formState.errors.acceptTerms?.message}
        />
        <div className={page.row}>
          <Button type="submit" variant="primary" loading={join.isPending}>
            Join {info.domainName}
          </Button>
        </div>
      </form>
    </section>
  );
}
