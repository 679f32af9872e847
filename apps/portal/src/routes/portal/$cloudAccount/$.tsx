import { createFileRoute } from '@tanstack/react-router';
import { PortalNotFoundScreen } from '../../../components/not-found-screen';

/**
 * An address no page of the account knows (`/portal/acme/nothing`): the not-found screen in the
 * portal's frame, which already has the page's main landmark.
 */
export const Route = createFileRoute('/portal/$cloudAccount/$')({
  component: PortalNotFoundScreen,
});
