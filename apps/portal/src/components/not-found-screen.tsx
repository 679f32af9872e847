import { Button } from '@dbcloud/ui-kit';
import { Link } from '@tanstack/react-router';
import styles from './screens.module.css';
import { useSupportHref } from './support-link';

/** Unknown paths: a page of its own. */
export function NotFoundScreen() {
  return <NotFound as="main" />;
}

/** An unknown page inside the portal's frame, which has the page's main landmark already. */
export function PortalNotFoundScreen() {
  return <NotFound as="section" />;
}

/** The product's fixed wording, with a typographic apostrophe. */
function NotFound({ as: Element }: { as: 'main' | 'section' }) {
  const supportHref = useSupportHref();
  return (
    <Element className={styles.screen} aria-labelledby="not-found-title">
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
    </Element>
  );
}
