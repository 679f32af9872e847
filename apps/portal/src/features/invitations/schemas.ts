import * as v from 'valibot';
import { acceptTerms, singleLine } from '../../components/forms/schemas';

export const joinSchema = v.object({
  name: v.pipe(v.string(), v.trim(), v.maxLength(100, 'Use at most 100 characters.'), singleLine()),
  acceptTerms,
});

export type JoinInput = v.InferInput<typeof joinSchema>;
export type JoinValues = v.InferOutput<typeof joinSchema>;
