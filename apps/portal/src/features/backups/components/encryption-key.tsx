import type { BackupProduct } from '@dbcloud/api-client';
import { Button, CopyButton, Muted, Skeleton } from '@dbcloud/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import { formatDate } from '../../../app/format';
import { useRootContext } from '../../../app/use-root-context';
import { SectionState } from '../../../components/section-state';
import { backupKeys, encryptionKeyQuery } from '../api';
import styles from './backups.module.css';

/**
 * The key the product's backups are encrypted with: fetched only when the user asks to see it, hidden
 * again (and dropped from the cache) on request.
 */
export function EncryptionKey({ domainName, product }: { domainName: string; product: BackupProduct }) {
  const { api, queryClient } = useRootContext();
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
          <Muted>
            {product.displayName}’s backups are encrypted with this key: you need it to restore them anywhere
            else. Keep it secret.
          </Muted>
        </div>
        {shown ? (
          <Button onClick={hide}>Hide key</Button>
        ) : (
          <Button onClick={() => setShown(true)}>Show key</Button>
        )}
      </div>
      {shown && (
        <SectionState
          query={key}
          what="The encryption key"
          headingLevel={4}
          loading={<Skeleton className={styles.keySkeleton} />}
        >
          {(data) => (
            <div className={styles.keyValue}>
              <code className={styles.code}>{data.key}</code>
              <CopyButton value={data.key} label="Copy key" />
              <Muted className={styles.keyNote}>
                {data.algorithm}, made {formatDate(data.createdAt)}
              </Muted>
            </div>
          )}
        </SectionState>
      )}
    </div>
  );
}
