// Search params of the sign-in routes, apart from the form schemas so that the route tree (in the
// entry chunk) does not carry the forms.
import * as v from 'valibot';
import { oneOf, text } from '../../app/search-params';

/** `?redirect=` of the sign-in pages: kept only as text; followed only if same-origin. */
export const redirectSearch = v.object({ redirect: text() });

/**
 * Why a sign-in has to start again, as the code pages send the login page it: `too-many-codes` (the
 * server ended it at the 5th wrong code in a row), `expired` (its session ended, e.g. its 15 minutes
 * passed).
 */
export const SIGN_IN_ENDED = ['too-many-codes', 'expired'] as const;
export type SignInEnded = (typeof SIGN_IN_ENDED)[number];

/**
 * Why a code step's 401 (its problem's `type`) ended the sign-in: the 5th wrong code in a row
 * (`…/sign-in-ended`), or its session ended otherwise.
 */
export const signInEndedBy = (problemType: string | undefined): SignInEnded =>
  problemType?.endsWith('/sign-in-ended') ? 'too-many-codes' : 'expired';

/**
 * The login page: the return path, and when a sign-in has to start again, why and the e-mail to fill
 * in (only ever put in the form's field).
 */
export const loginSearch = v.object({ redirect: text(), email: text(), ended: oneOf(SIGN_IN_ENDED) });

/** The mailed link: `?token=` (works once) and the return path it carries. */
export const signInLinkSearch = v.object({ token: text(''), redirect: text() });
