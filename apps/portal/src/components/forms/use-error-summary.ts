import type { ErrorSummaryItem } from '@dbcloud/ui-kit';
import { useState } from 'react';
import type { FieldErrors, FieldValues, Path, UseFormSetError } from 'react-hook-form';

/** A form's fields in page order, each with the id its `Field` has (the summary links to it). */
export type SummaryFields<T extends FieldValues> = readonly (readonly [Path<T>, string])[];

/**
 * The error summary of a long form (ui-kit's `ErrorSummary`): after a failed submit it lists the
 * errors in page order and takes focus. Pass `onInvalid` as `handleSubmit`'s second argument and
 * spread `props` on `<ErrorSummary />`.
 */
export function useErrorSummary<T extends FieldValues>(
  setError: UseFormSetError<T>,
  fields: SummaryFields<T>,
) {
  const [errors, setErrors] = useState<ErrorSummaryItem[]>([]);
  const [focusKey, setFocusKey] = useState(0);
  const show = (items: ErrorSummaryItem[]) => {
    setErrors(items);
    setFocusKey((key) => key + 1);
  };
  return {
    props: { errors, focusKey },
    clear: () => setErrors([]),
    /** The fields' own errors after validation failed. */
    onInvalid: (invalid: FieldErrors<T>) =>
      show(
        fields.flatMap(([name, fieldId]) => {
          const message = (invalid as Record<string, { message?: unknown } | undefined>)[name]?.message;
          return typeof message === 'string' && message ? [{ fieldId, message }] : [];
        }),
      ),
    /** Refuses one field at submit (a domain the live check knows is taken): at the field and above. */
    refuse: (name: Path<T>, message: string) => {
      setError(name, { type: 'refused', message });
      const fieldId = fields.find(([field]) => field === name)?.[1];
      if (fieldId) show([{ fieldId, message }]);
    },
  };
}
