// Search params of the sign-in routes, apart from the form schemas so that the route tree (in the
// entry chunk) does not carry the forms.
import * as v from 'valibot';
import { text } from '../../app/search-params';

/** `?redirect=` of the sign-in pages: kept only as text; followed only if same-origin. */
export const redirectSearch = v.object({ redirect: text() });

/** The mailed link: `?token=` (works once) and the return path it carries. */
export const signInLinkSearch = v.object({ token: text(''), redirect: text() });
