// Search params of the marketplace routes, apart from the form schemas so that the route tree (in the
// entry chunk) does not carry the forms.
import * as v from 'valibot';
import { orElse, text } from '../../app/search-params';

/** `?token=`: the token the marketplace put in the landing page URL. */
export const azureSearch = v.object({ token: text('') });

/** AWS: `?token=`, or `?registrationToken=` as the contract names it. */
export const awsSearch = v.object({ token: text(), registrationToken: text() });

export const thankYouSearch = v.object({
  email: text(''),
  domainName: text(''),
  loginExists: orElse(v.boolean(), false),
  linked: orElse(v.boolean(), false),
});
