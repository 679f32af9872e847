import type { UserCloudAccount } from '@dbcloud/api-client';
import { createFileRoute, Outlet, redirect } from '@tanstack/react-router';
import { useState } from 'react';
import { rememberedAccount } from '../../app/remembered-account';
import { chooseAccount, userQuery } from '../../app/session';
import { PortalLayout } from '../../components/portal/portal-layout';

/** The command palette with the products it searches, loaded when it first opens. */
const loadPalette = () => import('../../features/products/palette');

/**
 * The profile pages: the user's own, in no account. Signed in (else to sign-in and back), in the
 * portal's frame, whose navigation opens the remembered account; switching account changes only that,
 * the page stays.
 */
export const Route = createFileRoute('/portal/profile')({
  beforeLoad: async ({ context, location }) => {
    const user = await context.queryClient.ensureQueryData(userQuery(context.api));
    if (!user.isAuthenticated) {
      throw redirect({ to: '/user/login', search: { redirect: location.href } });
    }
    return { user };
  },
  component: ProfileLayout,
});

function ProfileLayout() {
  const { user } = Route.useRouteContext();
  const [account, setAccount] = useState<UserCloudAccount | undefined>(() => {
    const chosen = chooseAccount(user, rememberedAccount.get());
    return user.cloudAccounts.find((a) => a.domainName === chosen);
  });
  return (
    <PortalLayout
      user={user}
      account={account}
      palette={loadPalette}
      stayOnPage={(next) => {
        rememberedAccount.remember(next.domainName);
        setAccount(next);
      }}
    >
      <Outlet />
    </PortalLayout>
  );
}
