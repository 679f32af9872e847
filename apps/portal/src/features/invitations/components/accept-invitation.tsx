import { type InvitationInfo, isApiError } from '@dbcloud/api-client';
import { Button } from '@dbcloud/ui-kit';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { type ReactNode, useState } from 'react';
import { problemMessage } from '../../../app/form-errors';
import { chooseAccount, userQuery } from '../../../app/session';
import { selectedAccount } from '../../../app/tenant';
import { useAppContext } from '../../../app/use-app-context';
import { Alert } from '../../../components/alert';
import page from '../../../components/forms/page.module.css';
import { confirmInvitation, invitationKeys, reloadUser, signOut } from '../api';
import { InvitationSummary } from './invitation-summary';

type Failure = { message: string; openAccount: boolean };

/**
 * `/invitation/accept`: an existing user signs in as the invited e-mail and accepts. Signed out, or
 * signed in as someone else, the page says so and leads to the right sign-in, coming back here.
 */
export function AcceptInvitation({ info, link }: { info: InvitationInfo; link: string }) {
  const { api, queryClient } = useAppContext();
  const navigate = useNavigate();
  const { data: user } = useSuspenseQuery(userQuery(api));
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<Failure>();
  const here = `/invitation/accept?link=${encodeURIComponent(link)}`;
  const domainName = info.domainName;
  const current = chooseAccount(user, selectedAccount.get());

  const signInAsInvitee = async () => {
    setBusy(true);
    setFailure(undefined);
    try {
      await signOut(api);
    } catch (error) {
      setBusy(false);
      setFailure({ message: problemMessage(error), openAccount: false });
      return;
    }
    selectedAccount.clear();
    queryClient.clear();
    await navigate({ to: '/user/login', search: { redirect: here } });
  };

  const accept = async () => {
    setBusy(true);
    setFailure(undefined);
    const previous = selectedAccount.get();
    // The server reads the invited account from X-Tenant-ID; once joined it is the one the user wants.
    selectedAccount.select(domainName);
    try {
      await confirmInvitation(api, domainName, link);
    } catch (error) {
      if (previous) selectedAccount.select(previous);
      else selectedAccount.clear();
      setBusy(false);
      setFailure({ message: problemMessage(error), openAccount: isApiError(error, 409) });
      return;
    }
    queryClient.removeQueries({ queryKey: invitationKeys.info(link) });
    try {
      await reloadUser(queryClient, api);
    } catch (error) {
      setBusy(false);
      setFailure({
        message: `You joined ${domainName}, but the portal did not open. ${problemMessage(error)}`,
        openAccount: true,
      });
      return;
    }
    await navigate({ to: '/portal/$cloudAccount/home', params: { cloudAccount: domainName } });
  };

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
          <Button variant="primary" loading={busy} onClick={signInAsInvitee}>
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
          <Button variant="primary" loading={busy} onClick={accept}>
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
