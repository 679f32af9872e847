import { createFileRoute } from '@tanstack/react-router';
import { NotFoundScreen } from '../../components/not-found-screen';

export const Route = createFileRoute('/_site/not-found')({
  component: NotFoundScreen,
});
