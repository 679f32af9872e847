import type { BackupProduct } from '@dbcloud/api-client';
import { Button, CopyButton, ErrorState, Skeleton, VisuallyHidden } from '@dbcloud/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import { problemMessage } from '../../../app/form-errors';
import { formatDate } from '../../../app/format';
import { useAppContext } from '../../../app/use-app-context';
import { backupKeys, encryptionKeyQuery } from '../api';
import styles from './backups.module.css';

/**
 * The key the product's backups are encrypted with: fetched only when the user asks to see it, hidden
 * again (and dropped from the cache) on request.
 */
export function EncryptionKey({ domainName, product }: { domainName: string; product: BackupProduct }) {
  const { api, queryClient } = useAppContext();
  const [shown, setShown] = useState(false);
  const key = useQuery({ ...encryptionKeyQuery(api, domainName, product.productId), enabled: shown });
  const hide = () => {
    setShown(false);
    queryClient.removeQueries({ queryKey: backupKeys.encryptionKey(domainName, product.productId) });
  };
  return (
    <div className={styles.keyBox}>
      <div className={styles.keyHeading}>
        <KeyRound className={styles.keyIcon} aria-hidden="true" />
        <div>
          <h3 className={styles.keyTitle}>Encryption key</h3>
          <p className={styles.muted}>
            {product.displayName}’s backups are encrypted with this key: you need it to restore them anywhere
            else. Keep it secret.
          </p>
        </div>
        {shown ? (
          <Button onClick={hide}>Hide key</Button>
        ) : (
          <Button onClick={() => setShown(true)}>Show key</Button>
        )}
      </div>
      {shown && key.isPending && (
        <div aria-busy="true">
          <VisuallyHidden role="status">Loading the encryption key…</VisuallyHidden>
          <Skeleton className={styles.keySkeleton} />
        </div>
      )}
      {shown && key.isError && (
        <ErrorState
          headingLevel={4}
          title="The encryption key did not load"
          message={problemMessage(key.error, 'Check your connection and try again.')}
          onRetry={() => void key.refetch()}
          retrying={key.isFetching}
        />
      )}
      {shown && key.data && (
        <div className={styles.keyValue}>
          <code className={styles.code}>{key.data.key}</code>
          <CopyButton value={key.data.key} label="Copy key" />
          <p className={styles.muted}>
            {key.data.algorithm}, made {formatDate(key.data.createdAt)}
          </p>
        </div>
      )}
    </div>
  );
}
