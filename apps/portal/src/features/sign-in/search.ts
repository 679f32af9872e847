// Search params of the sign-in routes, apart from the form schemas so that the route tree (in the
// entry chunk) does not carry the forms.
import * as v from 'valibot';

/** `?redirect=` of the sign-in pages: kept only as a string; followed only if same-origin. */
export const redirectSearch = v.object({ redirect: v.optional(v.string()) });

/** The mailed link: `?token=` (works once) and the return path it carries. */
export const signInLinkSearch = v.object({
  token: v.optional(v.string(), ''),
  redirect: v.optional(v.string()),
});
