import { LoadingBlock } from '@dbcloud/ui-kit';

/** What a route shows while its data loads. */
export function PageLoading() {
  return <LoadingBlock label="Loading the page…" />;
}
