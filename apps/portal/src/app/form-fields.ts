// Helpers for forms whose fields mirror the request they send: one field per request property, of the
// same name.
import type { FieldValues, Path } from 'react-hook-form';
import type { ServerFields } from './form-errors';

/**
 * Where the server's field errors go when each form field has its request property's name: the labels
 * by name (the words of a refusal: "Phone is not valid.").
 */
export function sameNameFields<TBody, TInput extends FieldValues>(
  labels: Partial<Record<Path<TBody> & Path<TInput>, string>>,
): ServerFields<TBody, TInput> {
  return Object.fromEntries(
    Object.entries(labels).map(([name, label]) => [name, { name, label }]),
  ) as ServerFields<TBody, TInput>;
}

/** A form's first values for text fields: each as stored, empty where nothing is (yet). */
export function storedText<TName extends string>(
  stored: { [K in TName]?: string | null } | null | undefined,
  names: readonly TName[],
): Record<TName, string> {
  return Object.fromEntries(names.map((name) => [name, stored?.[name] ?? ''])) as Record<TName, string>;
}
