import { ErrorState } from '@dbcloud/ui-kit';
import { type ErrorComponentProps, useRouter } from '@tanstack/react-router';
import { problemMessage } from '../app/form-errors';
import { RequestId } from './request-id';

/** A failed load: what failed, in words (and the request's id, for support), and a retry that loads the route again. */
export function RouteLoadError({ error, reset, what }: ErrorComponentProps & { what: string }) {
  const router = useRouter();
  const detail = problemMessage(
    error,
    'Something went wrong while loading. Check your connection and try again.',
  );
  return (
    <ErrorState
      title={`${what} did not load`}
      message={
        <>
          {detail}
          <RequestId error={error} />
        </>
      }
      onRetry={() => {
        reset();
        void router.invalidate();
      }}
    />
  );
}
