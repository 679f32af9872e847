import * as v from 'valibot';

export const joinSchema = v.object({
  name: v.pipe(v.string(), v.trim(), v.maxLength(100, 'Use at most 100 characters.')),
  acceptTerms: v.pipe(
    v.boolean(),
    v.value(true, 'Accept the terms of service and the privacy policy to continue.'),
  ),
});

export type JoinInput = v.InferInput<typeof joinSchema>;
export type JoinValues = v.InferOutput<typeof joinSchema>;
