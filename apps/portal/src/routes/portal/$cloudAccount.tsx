import { createFileRoute, Outlet, redirect } from '@tanstack/react-router';
import { rememberedAccount } from '../../app/remembered-account';
import { chooseAccount, userQuery } from '../../app/session';
import { PortalLayout } from '../../components/portal/portal-layout';

/** The command palette with the products it searches, loaded when it first opens. */
const loadPalette = () => import('../../features/products/palette');

/**
 * Every account page: signed in (else to sign-in and back), an account of the user's (else the same
 * page of the first account, or /portal without any). A real visit remembers the account; a preload
 * (hovering a link) changes nothing.
 */
export const Route = createFileRoute('/portal/$cloudAccount')({
  beforeLoad: async ({ context, params, location, matches, preload }) => {
    const user = await context.queryClient.ensureQueryData(userQuery(context.api));
    if (!user.isAuthenticated) {
      throw redirect({ to: '/user/login', search: { redirect: location.href } });
    }
    const chosen = chooseAccount(user, params.cloudAccount);
    if (!chosen) throw redirect({ to: '/portal' });
    if (chosen !== params.cloudAccount) {
      // Only an address naming an account that is not the user's comes here: the mapping to the same
      // page of the chosen account loads then, not with every page (the bundle budgets).
      const switching = await import('../../app/account-switch');
      throw redirect(switching.samePageFor(matches, chosen));
    }
    const account = user.cloudAccounts.find((a) => a.domainName === chosen);
    if (!account) throw redirect({ to: '/portal' });
    if (!preload) rememberedAccount.remember(chosen);
    return { user, account };
  },
  component: AccountLayout,
});

function AccountLayout() {
  const { user, account } = Route.useRouteContext();
  return (
    <PortalLayout user={user} account={account} palette={loadPalette}>
      <Outlet />
    </PortalLayout>
  );
}
