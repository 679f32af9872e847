// The browser tests' fixtures, in one place. See e2e/README.md.
export { SELECTED_ACCOUNT_KEY, storedAccount, switcherOptions } from './accounts';
export { animationsDone } from './animations';
export { type ApiMethod, type ApiOptions, api, apiResponse } from './api';
export { type AxeViolation, axeViolations, expectNoAxeViolations } from './axe';
export { billedThisMonth, newestPaidInvoice } from './billing';
export { getBrowser } from './browser';
export { baseUrl } from './env';
export {
  advanceClock,
  type CardProviderKind,
  clearFaults,
  type Fault,
  type FaultInput,
  fakeNow,
  injectFault,
  installClock,
  latestMail,
  type Mail,
  mailbox,
  resetWorld,
  type Scenario,
  setCardProvider,
  type WorldTarget,
} from './fake-cloud';
export { fieldError, termsCheckbox, waitForStatus } from './forms';
export { focusedDescription, focusTopOfPage, hasVisibleFocus, tabTo } from './keyboard';
export {
  expectSettledPageAccessible,
  onPath,
  pathOf,
  settle,
  type VisitOptions,
  visit,
  waitForNetworkQuiet,
} from './navigation';
export { heading, OWNER, searchOf } from './page';
export { type Portal, type Problem, type UsePortalOptions, usePortal, WORLD_COOKIE } from './portal';
export { type ApiSignInOptions, type SignInOptions, signIn, signInThroughUi, signOut } from './sign-in';
export { DEMO_TOTP_SECRET, totp, unusedTotp } from './totp';
