import { CopyButton } from '@dbcloud/ui-kit';
import { requestIdOf } from '../app/form-errors';
import styles from './request-id.module.css';

/**
 * The server's id of a failed request, on a line of its own under what failed, for the customer to
 * quote to support: "Request id: req_… Copy id". Nothing when the failure has none (no answer arrived, or
 * it was no call of the API). Phrasing content only, so it fits in a paragraph.
 */
export function RequestId({ error }: { error: unknown }) {
  const id = requestIdOf(error);
  if (!id) return null;
  return (
    <span className={styles.line}>
      Request id: <code className={styles.id}>{id}</code>{' '}
      <CopyButton value={id} label="Copy id" variant="ghost" />
    </span>
  );
}
