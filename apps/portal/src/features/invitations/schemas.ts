import * as v from 'valibot';

/** `?link=` of the invitation pages (the code from the e-mailed URL). */
export const invitationSearch = v.object({ link: v.optional(v.string(), '') });

export const joinSchema = v.object({
  name: v.pipe(v.string(), v.trim(), v.maxLength(100, 'Use at most 100 characters.')),
  acceptTerms: v.pipe(
    v.boolean(),
    v.value(true, 'Accept the terms of service and the privacy policy to continue.'),
  ),
});

export type JoinInput = v.InferInput<typeof joinSchema>;
export type JoinValues = v.InferOutput<typeof joinSchema>;
