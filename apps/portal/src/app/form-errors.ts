// A failed call in the customer's words: the server's problem detail (in a toast, above a form, on a
// failed load), and for forms its field errors next to the fields.
import { isApiError, isProblem } from '@dbcloud/api-client';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

/** The server's `detail`, or for a lost connection what to do about it. */
export function problemMessage(
  error: unknown,
  otherwise = 'Something went wrong. Check your connection and try again.',
): string {
  if (isApiError(error)) {
    if (error.isNetworkError) return 'Check your connection and try again.';
    return error.problem.detail ?? error.problem.title;
  }
  return otherwise;
}

export interface ServerField<T extends FieldValues> {
  /** The form field that shows the error. */
  name: Path<T>;
  /** Its label, to make a sentence of a field the request's checks refused ("Phone is not valid."). */
  label: string;
}

/**
 * Where a problem's field errors go: the request body's paths (`billingContact.billingPhone`, as the
 * problem's `errors` names them) to the form's fields. Keyed by `Path<TBody>`, so a path the request
 * does not have fails to compile.
 */
export type ServerFields<TBody, TInput extends FieldValues> = Partial<
  Record<Path<TBody>, ServerField<TInput>>
>;

type AnyServerFields<T extends FieldValues> = Partial<Record<string, ServerField<T>>>;

/**
 * Puts the problem's field errors (`errors`, keyed by dotted request paths such as
 * `billingContact.billingPhone`) next to the form's fields and focuses the first. Returns true when at
 * least one error was placed.
 *
 * What the words are follows the problem's status, never the messages' wording: a 400 is a request the
 * contract's checks refused, whose messages are about the JSON (`must match pattern "^\+[1-9]…"`), so
 * the field is named as not valid; a 409/422 is a rule of ours, written for the customer: a single
 * field error shows the problem's `detail`, which names the value ("acme is already taken"), several
 * their own messages after the field's label.
 */
export function applyServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: AnyServerFields<T>,
): boolean {
  if (!isApiError(error)) return false;
  const placed = placeable(error, fields);
  const refusedByContract = isProblem(error, 'validation');
  const detail = error.problem.detail;
  placed.forEach(({ field, messages }, index) => {
    const message = refusedByContract
      ? `${field.label} is not valid.`
      : placed.length === 1 && detail
        ? detail
        : `${field.label} ${messages.join(', ')}.`;
    setError(field.name, { type: 'server', message }, { shouldFocus: index === 0 });
  });
  return placed.length > 0;
}

function placeable<T extends FieldValues>(error: unknown, fields: AnyServerFields<T>) {
  if (!isApiError(error)) return [];
  return Object.entries(error.problem.errors ?? {}).flatMap(([path, messages]) => {
    const field = fields[path];
    return field ? [{ field, messages }] : [];
  });
}

/**
 * What a form shows above its fields for a failed submit: the problem in words, or nothing when
 * `applyServerFieldErrors` put its field errors next to the fields.
 */
export function formAlertMessage<T extends FieldValues>(
  error: unknown,
  fields: AnyServerFields<T> = {},
): string | undefined {
  if (!error || placeable(error, fields).length > 0) return undefined;
  return problemMessage(error);
}
