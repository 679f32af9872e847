import { createFileRoute, redirect } from '@tanstack/react-router';

/** `/portal/{cloudAccount}` alone opens the account's home. */
export const Route = createFileRoute('/portal/$cloudAccount/')({
  // Switching account here opens the other account's home, as this address does.
  staticData: { area: 'home', record: true },
  beforeLoad: ({ params }) => {
    throw redirect({ to: '/portal/$cloudAccount/home', params, replace: true });
  },
});
