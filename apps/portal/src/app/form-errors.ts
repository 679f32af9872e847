// A failed call in the customer's words: the server's problem detail (in a toast, above a form, on a
// failed load), and for forms its field errors next to the fields.
import { isApiError } from '@dbcloud/api-client';
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
  /** Its label, to make a sentence of a bare message ("is already taken"). */
  label: string;
}

/**
 * Puts the problem's field errors (`errors`, keyed by dotted request paths such as
 * `billingContact.billingPhone`) next to the form's fields and focuses the first. A single field
 * error of a 409/422 shows the problem's `detail`, which names the value ("acme is already taken").
 * Returns true when at least one error was placed.
 */
export function applyServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: Record<string, ServerField<T>>,
): boolean {
  if (!isApiError(error)) return false;
  const placed = placeable(error, fields);
  placed.forEach(({ field, messages }, index) => {
    const detail = error.problem.detail;
    const message =
      placed.length === 1 && detail && error.status !== 400
        ? detail
        : `${field.label} ${messages.map((m) => (m.startsWith('must') ? 'is not valid' : m)).join(', ')}.`;
    setError(field.name, { type: 'server', message }, { shouldFocus: index === 0 });
  });
  return placed.length > 0;
}

function placeable<T extends FieldValues>(error: unknown, fields: Record<string, ServerField<T>>) {
  if (!isApiError(error)) return [];
  return Object.entries(error.problem.errors ?? {}).flatMap(([path, messages]) => {
    const field = fields[path];
    return field ? [{ field, messages }] : [];
  });
}

/**
 * What a form shows above its fields for a failed submit (`mutation.error`): the problem in words, or
 * nothing when `applyServerFieldErrors` put its field errors next to the fields.
 */
export function formAlertMessage<T extends FieldValues>(
  error: unknown,
  fields: Record<string, ServerField<T>> = {},
): string | undefined {
  if (!error || placeable(error, fields).length > 0) return undefined;
  return problemMessage(error);
}
