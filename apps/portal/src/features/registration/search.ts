// Search params of the sign-up routes, apart from the form schemas so that the route tree (in the
// entry chunk) does not carry the forms.
import * as v from 'valibot';
import { text } from '../../app/search-params';

/** `?promoCode=` (a marketing link) pre-fills the field; `?email=` on the thank-you pages. */
export const registerSearch = v.object({ promoCode: text() });

export const emailSearch = v.object({ email: text('') });
