// Search params of the invitation routes, apart from the form schemas so that the route tree (in the
// entry chunk) does not carry the forms.
import * as v from 'valibot';
import { text } from '../../app/search-params';

/** `?link=` of the invitation pages (the code from the e-mailed URL). */
export const invitationSearch = v.object({ link: text('') });
