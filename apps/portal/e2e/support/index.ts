// The browser tests' fixtures, in one place. See e2e/README.md.
export { type AxeViolation, axeViolations, expectNoAxeViolations } from './axe';
export { getBrowser } from './browser';
export { baseUrl } from './env';
export {
  advanceClock,
  clearFaults,
  type Fault,
  type FaultInput,
  fakeNow,
  injectFault,
  latestMail,
  type Mail,
  mailbox,
  resetWorld,
  type Scenario,
  type WorldTarget,
} from './fake-cloud';
export { focusedDescription, focusTopOfPage, hasVisibleFocus, tabTo } from './keyboard';
export {
  expectSettledPageAccessible,
  settle,
  type VisitOptions,
  visit,
  waitForNetworkQuiet,
} from './navigation';
export { type Portal, type Problem, type UsePortalOptions, usePortal, WORLD_COOKIE } from './portal';
export { type SignInOptions, signInThroughUi } from './sign-in';
export { DEMO_TOTP_SECRET, totp } from './totp';
