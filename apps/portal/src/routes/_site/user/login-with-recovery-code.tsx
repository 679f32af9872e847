import { createFileRoute } from '@tanstack/react-router';
import { requireCodeStage } from '../../../features/sign-in/api';
import { codeStepPage } from '../../../features/sign-in/code-step-page';
import { RecoveryCodeForm } from '../../../features/sign-in/components/recovery-code-form';
import { redirectSearch } from '../../../features/sign-in/search';

export const Route = createFileRoute('/_site/user/login-with-recovery-code')({
  validateSearch: redirectSearch,
  beforeLoad: ({ context, search }) => requireCodeStage(context, search.redirect),
  component: codeStepPage('/_site/user/login-with-recovery-code', RecoveryCodeForm),
});
