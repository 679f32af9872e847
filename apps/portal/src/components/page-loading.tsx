import { LoadingBlock } from '@dbcloud/ui-kit';

/** What a route shows while its data or code loads: busy, so that nothing reads the page as done. */
export function PageLoading() {
  return <LoadingBlock label="Loading the page…" aria-busy="true" />;
}
