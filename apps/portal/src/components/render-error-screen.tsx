import { Button } from '@dbcloud/ui-kit';
import type { ErrorComponentProps } from '@tanstack/react-router';
import { useEffect } from 'react';
import styles from './screens.module.css';
import { SupportEmail } from './support-email';

/** An unexpected rendering failure. The product's fixed wording, its spelling ("occured") included. */
export function RenderErrorScreen({ error }: ErrorComponentProps) {
  useEffect(() => {
    console.warn('[portal] render failure', error);
  }, [error]);
  return (
    <main className={styles.screen} aria-labelledby="render-error-title">
      <h1 id="render-error-title">Something went wrong!</h1>
      <p>An error has occured and we’re working to fix it soon.</p>
      <p>
        If it keeps happening, write to us at <SupportEmail />.
      </p>
      <div className={styles.actions}>
        <Button asChild variant="primary">
          <a href="/user/login">Back to login</a>
        </Button>
      </div>
    </main>
  );
}
