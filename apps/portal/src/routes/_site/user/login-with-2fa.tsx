import { createFileRoute } from '@tanstack/react-router';
import { requireCodeStage } from '../../../features/sign-in/api';
import { codeStepPage } from '../../../features/sign-in/code-step-page';
import { TwoFactorForm } from '../../../features/sign-in/components/two-factor-form';
import { redirectSearch } from '../../../features/sign-in/search';

export const Route = createFileRoute('/_site/user/login-with-2fa')({
  validateSearch: redirectSearch,
  beforeLoad: ({ context, search }) => requireCodeStage(context, search.redirect),
  component: codeStepPage('/_site/user/login-with-2fa', TwoFactorForm),
});
