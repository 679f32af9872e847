import { CopyButton } from '@dbcloud/ui-kit';
import styles from './request-id-note.module.css';

/**
 * "Request id: req_… Copy id", on a line of its own: the server's id of a failed request, for the
 * customer to quote to support. Phrasing content only, so it fits in a paragraph.
 */
export default function RequestIdNote({ id }: { id: string }) {
  return (
    <span className={styles.line}>
      Request id: <code className={styles.id}>{id}</code>{' '}
      <CopyButton value={id} label="Copy id" variant="ghost" />
    </span>
  );
}
