import { type InvitationInfo, isProblem } from '@dbcloud/api-client';
import { Button } from '@dbcloud/ui-kit';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { problemMessage } from '../../../app/form-errors';
import { shownOnScreen } from '../../../app/mutations';
import { rememberedAccount } from '../../../app/remembered-account';
import { chooseAccount, userQuery } from '../../../app/session';
import { useRootContext } from '../../../app/use-root-context';
import { useSignOut } from '../../../app/use-sign-out';
import { Alert } from '../../../components/alert';
import page from '../../../components/forms/page.module.css';
import { useAcceptInvitation } from '../mutations';
import { InvitationSummary } from './invitation-summary';

/**
 * `/invitation/accept`: an existing user signs in as the invited e-mail and accepts. Signed out, or
 * signed in as someone else, the page says so and leads to the right sign-in, coming back here.
 */
export function AcceptInvitation({ info, link }: { info: InvitationInfo; link: string }) {
  const { api } = useRootContext();
  const navigate = useNavigate();
  const { data: user } = useSuspenseQuery(userQuery(api));
  const here = `/invitation/accept?link=${encodeURIComponent(link)}`;
  const domainName = info.domainName;
  const current = chooseAccount(user, rememberedAccount.get());
  const signOut = useSignOut({
    onSuccess: () => navigate({ to: '/user/login', search: { redirect: here } }),
    onError: shownOnScreen,
  });
  const accept = useAcceptInvitation({
    onSuccess: ({ user: member }) =>
      member && navigate({ to: '/portal/$cloudAccount/home', params: { cloudAccount: domainName } }),
    onError: shownOnScreen,
  });
  const busy = signOut.isPending || accept.isPending;
  // Joined, but user info did not load: the account is there, the portal just has to open it.
  const failure = accept.data?.problem
    ? {
        message: `You joined ${domainName}, but the portal did not open. ${problemMessage(accept.data.problem)}`,
        openAccount: true,
      }
    : accept.error
      ? { message: problemMessage(accept.error), openAccount: isProblem(accept.error, 'conflict') }
      : signOut.error
        ? { message: problemMessage(signOut.error), openAccount: false }
        : undefined;

  const openAccount = (
    <Button asChild variant="primary">
      <Link to="/portal/$cloudAccount/home" params={{ cloudAccount: domainName }}>
        Open {domainName}
      </Link>
    </Button>
  );

  let body: ReactNode;
  if (!user.isAuthenticated) {
    body = (
      <>
        <p>
          Sign in as <strong>{info.email}</strong> to accept.
        </p>
        <div className={page.row}>
          <Button asChild variant="primary">
            <Link to="/user/login" search={{ redirect: here }}>
              Sign in to accept
            </Link>
          </Button>
        </div>
      </>
    );
  } else if (user.email?.toLowerCase() !== info.email.toLowerCase()) {
    body = (
      <>
        <p>
          You are signed in as <strong>{user.email}</strong>, but this invitation is for{' '}
          <strong>{info.email}</strong>. Sign in as {info.email} to accept it; you come back here afterwards.
        </p>
        <div className={page.row}>
          <Button variant="primary" loading={busy} onClick={() => signOut.mutate()}>
            Sign in as someone else
          </Button>
        </div>
      </>
    );
  } else if (user.cloudAccounts.some((account) => account.domainName === domainName)) {
    body = (
      <>
        <p>You are already a member of {domainName}.</p>
        <div className={page.row}>{openAccount}</div>
      </>
    );
  } else {
    body = (
      <>
        <p>
          {info.invitedBy} invited you, <strong>{info.email}</strong>, to the cloud account {domainName}.
        </p>
        <div className={page.row}>
          <Button variant="primary" loading={busy} onClick={() => accept.mutate({ domainName, link })}>
            Accept and join {domainName}
          </Button>
          {current && (
            <Button asChild variant="ghost">
              <Link to="/portal/$cloudAccount/home" params={{ cloudAccount: current }}>
                Not now: back to {current}
              </Link>
            </Button>
          )}
        </div>
      </>
    );
  }

  return (
    <section className={page.panel} aria-labelledby="accept-title">
      <h1 id="accept-title" className={page.title}>
        Join {domainName} on DBCloud
      </h1>
      {failure && (
        <Alert tone="danger">
          <p>{failure.message}</p>
          {failure.openAccount && <div className={page.row}>{openAccount}</div>}
        </Alert>
      )}
      <InvitationSummary info={info} />
      {body}
    </section>
  );
}
