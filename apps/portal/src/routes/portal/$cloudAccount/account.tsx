import { createFileRoute } from '@tanstack/react-router';
import { can } from '../../../app/access';
import { accountBillingQuery, accountInfoQuery, accountUsersQuery } from '../../../features/account/api';
import { AccountPage } from '../../../features/account/components/account-page';

/** The account page. Each section's data starts here and shows in place as it comes. */
export const Route = createFileRoute('/portal/$cloudAccount/account')({
  staticData: { area: 'account' },
  loader: ({ context, params }) => {
    const { queryClient, api, account } = context;
    const domainName = params.cloudAccount;
    if (can(account, 'getAccountInfo')) void queryClient.prefetchQuery(accountInfoQuery(api, domainName));
    if (can(account, 'getAccountBillingInfo'))
      void queryClient.prefetchQuery(accountBillingQuery(api, domainName));
    if (can(account, 'getAccountUsers')) void queryClient.prefetchQuery(accountUsersQuery(api, domainName));
  },
  component: AccountRoute,
});

function AccountRoute() {
  const { account, user } = Route.useRouteContext();
  return <AccountPage key={account.domainName} account={account} email={user.email} />;
}
