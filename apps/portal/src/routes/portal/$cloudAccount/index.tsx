import { createFileRoute, redirect } from '@tanstack/react-router';

/** `/portal/{cloudAccount}` alone opens the account's home. */
export const Route = createFileRoute('/portal/$cloudAccount/')({
  staticData: { switchesTo: '/portal/$cloudAccount/home' },
  beforeLoad: ({ params }) => {
    throw redirect({ to: '/portal/$cloudAccount/home', params, replace: true });
  },
});
