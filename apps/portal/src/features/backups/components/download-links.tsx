import type { BackupDownloadLink } from '@dbcloud/api-client';
import {
  Button,
  CopyButton,
  Muted,
  Skeleton,
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
  VisuallyHidden,
} from '@dbcloud/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { formatDateTime } from '../../../app/format';
import { shownOnScreen } from '../../../app/mutations';
import { toast } from '../../../app/notify';
import { useRootContext } from '../../../app/use-root-context';
import { ConfirmDialog } from '../../../components/lazy-confirm-dialog';
import { SectionState } from '../../../components/section-state';
import { backupProductsQuery, downloadLinksQuery, linksInfoQuery } from '../api';
import { useRevokeBackupLinks } from '../mutations';
import styles from './backups.module.css';

const links = (count: number) => `${count} active download link${count === 1 ? '' : 's'}`;

/** The account's active download links: how many, each one, and revoking them all (confirmed). */
export function DownloadLinks({ domainName }: { domainName: string }) {
  const { api } = useRootContext();
  const info = useQuery(linksInfoQuery(api, domainName));
  const list = useQuery(downloadLinksQuery(api, domainName));
  const count = info.data?.count;
  const revoke = useRevokeBackupLinks({
    onSuccess: ({ revoked }) =>
      toast('success', revoked === 1 ? 'Revoked 1 download link' : `Revoked ${revoked} download links`),
    onError: shownOnScreen,
  });
  return (
    <section className={styles.section} aria-labelledby="backups-links">
      <div className={styles.sectionHeading}>
        <div>
          <h2 id="backups-links" className={styles.sectionTitle}>
            Download links
          </h2>
          <SectionState
            query={info}
            what="The count of links"
            loading={<Skeleton className={styles.count} />}
          >
            {(data) => (
              <Muted data-testid="links-count">
                {data.count === 0 ? 'No active download links' : links(data.count)}
              </Muted>
            )}
          </SectionState>
        </div>
        <ConfirmDialog
          title="Revoke every download link?"
          description={`${count === undefined ? 'Every active link' : `The ${links(count)}`} of ${domainName} stop working at once, for everyone who holds one. Links you make afterwards work as usual.`}
          confirmLabel="Revoke all links"
          pending={revoke.isPending}
          error={revoke.error}
          onConfirm={() => revoke.mutate({ domainName })}
          trigger={
            <Button variant="danger" disabled={!count}>
              Revoke all links
            </Button>
          }
        />
      </div>
      <SectionState
        query={list}
        what="Your download links"
        loading={
          <div className={styles.rowsSkeleton}>
            <Skeleton className={styles.rowSkeleton} />
            <Skeleton className={styles.rowSkeleton} />
          </div>
        }
      >
        {(data) =>
          data.links.length === 0 ? (
            <p className={styles.emptyLine}>Links you make appear here until they expire or are revoked.</p>
          ) : (
            <LinkTable domainName={domainName} links={data.links} />
          )
        }
      </SectionState>
    </section>
  );
}

function LinkTable({ domainName, links: rows }: { domainName: string; links: BackupDownloadLink[] }) {
  const { api } = useRootContext();
  // Names the products when their list is there (the browser above loads it); their ids otherwise.
  const products = useQuery(backupProductsQuery(api, domainName)).data?.products ?? [];
  const nameOf = (productId: string) =>
    products.find((product) => product.productId === productId)?.displayName ?? productId;
  return (
    <Table className={styles.linksTable}>
      <TableCaption>Active download links, newest first</TableCaption>
      <TableHeader>
        <TableRow>
          <TableHead>File</TableHead>
          <TableHead>Product and database</TableHead>
          <TableHead>Made</TableHead>
          <TableHead>Expires</TableHead>
          <TableHead>
            <VisuallyHidden>Link</VisuallyHidden>
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((row) => {
          const file = row.innerPath.split('/').at(-1) ?? row.innerPath;
          const folder = row.innerPath.slice(0, row.innerPath.length - file.length);
          return (
            <TableRow key={row.link}>
              <TableCell>
                <div className={styles.fileCell}>
                  <span className={styles.breakAll}>{file}</span>
                  {folder && <Muted as="span">in {folder}</Muted>}
                </div>
              </TableCell>
              <TableCell>
                {nameOf(row.productId)}, {row.databaseName}
              </TableCell>
              <TableCell className={styles.nowrap}>{formatDateTime(row.createdAt)}</TableCell>
              <TableCell className={styles.nowrap}>{formatDateTime(row.expiresAt)}</TableCell>
              <TableCell>
                <CopyButton value={row.link} label="Copy link" aria-label={`Copy link to ${file}`} />
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
