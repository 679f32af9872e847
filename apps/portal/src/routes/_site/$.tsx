import { createFileRoute } from '@tanstack/react-router';
import { NotFoundScreen } from '../../components/not-found-screen';

/** An address no page knows (outside an account's pages): the not-found screen in the site's frame. */
export const Route = createFileRoute('/_site/$')({
  component: NotFoundScreen,
});
