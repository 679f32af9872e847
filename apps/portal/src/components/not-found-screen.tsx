import { Button } from '@dbcloud/ui-kit';
import { Link } from '@tanstack/react-router';
import styles from './screens.module.css';
import { useSupportHref } from './support-link';

/** SPEC §2: unknown paths. The words are SPEC's (DESIGN §11: a typographic apostrophe). */
export function NotFoundScreen() {
  const supportHref = useSupportHref();
  return (
    <main className={styles.screen} aria-labelledby="not-found-title">
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title">We can’t find that page</h1>
      <p>The address may be mistyped, or the page may have moved.</p>
      <div className={styles.actions}>
        <Button asChild variant="primary">
          <Link to="/">Go back to homepage</Link>
        </Button>
        <Button asChild variant="secondary">
          <a href={supportHref}>Contact support</a>
        </Button>
      </div>
    </main>
  );
}
