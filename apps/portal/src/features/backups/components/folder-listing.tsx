import type { BackupDirectory, BackupEntry, BackupProduct } from '@dbcloud/api-client';
import {
  Badge,
  Button,
  EmptyState,
  Skeleton,
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
  TextLink,
  VisuallyHidden,
} from '@dbcloud/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useVirtualizer } from '@tanstack/react-virtual';
import { Folder, FolderOpen } from 'lucide-react';
import { lazy, memo, Suspense, useMemo, useRef, useState } from 'react';
import { formatDateTime, formatNumber } from '../../../app/format';
import { useRootContext } from '../../../app/use-root-context';
import { SectionState } from '../../../components/section-state';
import { backupDirectoryQuery } from '../api';
import { formatBytes, KIND_NAMES } from '../format';
import styles from './backups.module.css';

// The download-link dialog and its form load when a file's link is first asked for.
const LinkDialog = lazy(() => import('./link-dialog').then((module) => ({ default: module.LinkDialog })));

/** Every row is this tall (px): the virtualizer places rows without measuring them while scrolling. */
const ROW_HEIGHT = 52;
/** The name takes most of the row; the action its button's width (ui-kit: cells share the rest). */
const NAME_COLUMN = { flex: '3 1 0' };
const ACTION_COLUMN = { flex: '0 0 7.5rem' };
const DATE_COLUMN = { flex: '1.5 1 0' };
/** Rows rendered beyond the visible ones, each way. */
const OVERSCAN = 8;

type Row = { kind: 'folder'; name: string; path: string } | { kind: 'file'; entry: BackupEntry };

/** The folder of the URL: its sub-folders, then its files, in a virtualized table. */
export function FolderListing({
  domainName,
  product,
  database,
  path,
}: {
  domainName: string;
  product: BackupProduct;
  database: string;
  path: string;
}) {
  const { api } = useRootContext();
  const listing = useQuery(backupDirectoryQuery(api, domainName, product.productId, `${database}/${path}`));
  return (
    <SectionState
      query={listing}
      what="This folder"
      loading={
        <div className={styles.rowsSkeleton}>
          {[0, 1, 2, 3, 4].map((row) => (
            <Skeleton key={row} className={styles.rowSkeleton} />
          ))}
        </div>
      }
      actions={
        path ? (
          <TextLink asChild>
            <Link
              to="/portal/$cloudAccount/backups"
              params={{ cloudAccount: domainName }}
              search={{ productId: product.productId, database }}
            >
              Open {database}’s top folder
            </Link>
          </TextLink>
        ) : null
      }
    >
      {(directory) => (
        <Rows
          domainName={domainName}
          product={product}
          database={database}
          path={path}
          directory={directory}
        />
      )}
    </SectionState>
  );
}

function Rows({
  domainName,
  product,
  database,
  path,
  directory,
}: {
  domainName: string;
  product: BackupProduct;
  database: string;
  path: string;
  directory: BackupDirectory;
}) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const [linking, setLinking] = useState<BackupEntry | null>(null);
  const [linked, setLinked] = useState(false);
  const link = (entry: BackupEntry) => {
    setLinked(true);
    setLinking(entry);
  };
  // Built once per answer, not on every scrolled frame (a folder may hold 10,000 files).
  const rows = useMemo<Row[]>(() => {
    // A database's day folders newest first (the latest backups are what one looks for); the API sorts by name.
    const folders = path === '' ? [...directory.folders].reverse() : directory.folders;
    return [
      ...folders.map((folder) => ({
        kind: 'folder' as const,
        name: folder.name,
        // The folder's path inside the database (the API's is from the product's root).
        path: folder.path.slice(database.length + 1),
      })),
      ...directory.files.map((entry) => ({ kind: 'file' as const, entry })),
    ];
  }, [directory, database, path]);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: OVERSCAN,
  });
  const where = `${database}/${path}`;
  if (rows.length === 0) {
    return (
      <EmptyState
        headingLevel={3}
        icon={<FolderOpen aria-hidden="true" />}
        title="This folder is empty"
        description={`${where} holds no backup files.`}
      />
    );
  }
  const counts = [
    directory.folders.length > 0 && plural(directory.folders.length, 'folder'),
    directory.files.length > 0 && plural(directory.files.length, 'file'),
  ].filter(Boolean);
  return (
    <>
      <Table
        virtual
        aria-rowcount={rows.length + 1}
        className={styles.listing}
        containerProps={{
          ref: scrollRef,
          tabIndex: 0,
          role: 'region',
          'aria-label': 'Folder contents',
          className: styles.listingScroll,
        }}
      >
        <TableCaption>
          {where}: {counts.join(', ')}
        </TableCaption>
        <TableHeader>
          <TableRow aria-rowindex={1}>
            <TableHead style={NAME_COLUMN}>Name</TableHead>
            <TableHead>Kind</TableHead>
            <TableHead className={styles.numberColumn}>Size</TableHead>
            <TableHead style={DATE_COLUMN}>Last modified</TableHead>
            <TableHead className={styles.actionColumn} style={ACTION_COLUMN}>
              <VisuallyHidden>Download</VisuallyHidden>
            </TableHead>
          </TableRow>
        </TableHeader>
        <TableBody style={{ height: virtualizer.getTotalSize() }}>
          {virtualizer.getVirtualItems().map((item) => {
            const row = rows[item.index];
            if (!row) return null;
            return row.kind === 'folder' ? (
              <FolderRow
                key={row.path}
                index={item.index}
                start={item.start}
                domainName={domainName}
                productId={product.productId}
                database={database}
                name={row.name}
                path={row.path}
              />
            ) : (
              <FileRow
                key={row.entry.path}
                index={item.index}
                start={item.start}
                entry={row.entry}
                onLink={link}
              />
            );
          })}
        </TableBody>
      </Table>
      {linked && (
        <Suspense>
          <LinkDialog
            domainName={domainName}
            productId={product.productId}
            entry={linking}
            onClose={() => setLinking(null)}
          />
        </Suspense>
      )}
    </>
  );
}

/** A row's place: its position among all rows (header = 1) and where the virtualizer puts it. */
const placed = (index: number, start: number) => ({
  'aria-rowindex': index + 2,
  className: styles.listingRow,
  style: { height: ROW_HEIGHT, transform: `translateY(${start}px)` },
});

/** Rows re-render only when they move or change, not on every scrolled frame. */
const FolderRow = memo(function FolderRow({
  index,
  start,
  domainName,
  productId,
  database,
  name,
  path,
}: {
  index: number;
  start: number;
  domainName: string;
  productId: string;
  database: string;
  name: string;
  path: string;
}) {
  return (
    <TableRow {...placed(index, start)}>
      <TableCell style={NAME_COLUMN}>
        <Link
          to="/portal/$cloudAccount/backups"
          params={{ cloudAccount: domainName }}
          search={{ productId, database, path }}
          className={styles.folderLink}
        >
          <Folder className={styles.rowIcon} aria-hidden="true" />
          <span className={styles.ellipsis}>{name}</span>
        </Link>
      </TableCell>
      <TableCell>Folder</TableCell>
      <TableCell className={styles.numberColumn} />
      <TableCell style={DATE_COLUMN} />
      <TableCell className={styles.actionColumn} style={ACTION_COLUMN} />
    </TableRow>
  );
});

const FileRow = memo(function FileRow({
  index,
  start,
  entry,
  onLink,
}: {
  index: number;
  start: number;
  entry: BackupEntry;
  onLink: (entry: BackupEntry) => void;
}) {
  return (
    <TableRow {...placed(index, start)}>
      <TableCell style={NAME_COLUMN}>
        <span className={styles.ellipsis} title={entry.name}>
          {entry.name}
        </span>
      </TableCell>
      <TableCell>
        <Badge tone={entry.kind === 'full' ? 'info' : 'neutral'}>{KIND_NAMES[entry.kind]}</Badge>
      </TableCell>
      <TableCell className={styles.numberColumn}>{formatBytes(entry.size)}</TableCell>
      <TableCell style={DATE_COLUMN}>{formatDateTime(entry.lastModified)}</TableCell>
      <TableCell className={styles.actionColumn} style={ACTION_COLUMN}>
        <Button size="sm" aria-label={`Get link for ${entry.name}`} onClick={() => onLink(entry)}>
          Get link
        </Button>
      </TableCell>
    </TableRow>
  );
});

const plural = (count: number, noun: string) => `${formatNumber(count)} ${noun}${count === 1 ? '' : 's'}`;
