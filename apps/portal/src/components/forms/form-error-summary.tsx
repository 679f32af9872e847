import type { ErrorSummaryProps } from '@dbcloud/ui-kit';
import { lazy, Suspense } from 'react';

// The summary shows only after a failed submit, so it loads then, not with the form.
const ErrorSummary = lazy(() =>
  import('@dbcloud/ui-kit/error-summary').then(({ ErrorSummary: Summary }) => ({ default: Summary })),
);

/** ui-kit's `ErrorSummary`, loaded when there is something to list. */
export function FormErrorSummary(props: ErrorSummaryProps) {
  if (props.errors.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <ErrorSummary {...props} />
    </Suspense>
  );
}
