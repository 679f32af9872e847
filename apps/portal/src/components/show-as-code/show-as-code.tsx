import { lazy, Suspense, useState } from 'react';
import type { ApiRequest } from './request';
import styles from './show-as-code.module.css';

// The generator, the operations table and the tabs load when the disclosure first opens, not with the form.
const CodePanel = lazy(() => import('./code-panel'));

/**
 * "Show as code": a disclosure with the SDK call, `dbcloud` command and curl that make `request`, each
 * with a copy button. It follows the form: give it the request the form's mutation would send now.
 */
export function ShowAsCode({
  request,
  summary = 'Show as code',
  keySecret,
  defaultOpen = false,
}: {
  request: ApiRequest;
  summary?: string;
  /** A key's secret the user is looking at (the API keys page, right after creating one). */
  keySecret?: string;
  defaultOpen?: boolean;
}) {
  const [open, setOpen] = useState(defaultOpen);
  return (
    <details
      className={styles.disclosure}
      open={defaultOpen}
      onToggle={(event) => setOpen(event.currentTarget.open)}
    >
      <summary className={styles.summary}>{summary}</summary>
      {open ? (
        <Suspense fallback={<p className={styles.note}>Loading the code…</p>}>
          <CodePanel request={request} keySecret={keySecret} />
        </Suspense>
      ) : null}
    </details>
  );
}
