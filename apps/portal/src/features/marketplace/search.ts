// Search params of the marketplace routes, apart from the form schemas so that the route tree (in the
// entry chunk) does not carry the forms.
import * as v from 'valibot';

/** `?token=`: the token the marketplace put in the landing page URL. */
export const azureSearch = v.object({ token: v.fallback(v.optional(v.string(), ''), '') });

/** AWS: `?token=`, or `?registrationToken=` as the contract names it. */
export const awsSearch = v.object({
  token: v.fallback(v.optional(v.string()), undefined),
  registrationToken: v.fallback(v.optional(v.string()), undefined),
});

export const thankYouSearch = v.object({
  email: v.fallback(v.optional(v.string(), ''), ''),
  domainName: v.fallback(v.optional(v.string(), ''), ''),
  loginExists: v.fallback(v.optional(v.boolean(), false), false),
  linked: v.fallback(v.optional(v.boolean(), false), false),
});
