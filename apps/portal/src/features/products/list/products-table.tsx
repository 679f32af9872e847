import type { ProductSummary } from '@dbcloud/api-client';
import {
  Button,
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
  VisuallyHidden,
} from '@dbcloud/ui-kit';
import { Link } from '@tanstack/react-router';
import { useVirtualizer } from '@tanstack/react-virtual';
import { FileKey, SquareTerminal } from 'lucide-react';
import { type CSSProperties, memo, useEffect, useMemo, useRef, useState } from 'react';
import { SEVERITY_NAMES } from '../../../app/labels';
import { CLOUD_NAMES, TIER_NAMES } from '../../../app/site-labels';
import { useDownloadCertificate } from '../../../components/certificate-download';
import { ProductStatusBadge } from '../../../components/product-status-badge';
import { useOpenStudio } from '../mutations';
import styles from '../products.module.css';
import { PRODUCTS_ROWS_MARK } from './api';
import { productPage } from './list';

/**
 * Row geometry, in rem as products.module.css (`--row-line`, `--row-gap`, `--row-pad`): each line of a
 * cell is one line tall and never wraps, so a row's height follows from its data: two lines (name and
 * id, tier and instance, provider and region), or a line for each node or alert when there are more.
 * The virtualizer knows every row's size before rendering it: no measuring, no reflow while scrolling.
 */
const LINE_REM = 1.25;
const GAP_REM = 0.25;
const PAD_REM = 0.75;

function rowLines(product: ProductSummary): number {
  const nodes = product.status === 'terminated' ? 1 : product.nodes.length;
  return Math.max(2, nodes, product.labels.length);
}

/** A row's height in px for a root font size (`remPx`), its 1 px bottom border included. */
function rowHeight(product: ProductSummary, remPx: number): number {
  const lines = rowLines(product);
  return Math.round((2 * PAD_REM + lines * LINE_REM + (lines - 1) * GAP_REM) * remPx) + 1;
}

/** The root font size in px (16 unless the user set another in the browser). */
function rootFontPx(): number {
  const size = Number.parseFloat(getComputedStyle(document.documentElement).fontSize);
  return Number.isFinite(size) && size > 0 ? size : 16;
}

/** The box the rows scroll in: at most this tall, shorter when there are few rows. */
const MAX_BOX_PX = 640;
const HEADER_PX = 40;

/** "a.orders.acme.dbcloud.dev" for "https://a.orders.acme.dbcloud.dev". */
const host = (url: string) => url.replace(/^https:\/\//, '');

/** The quick action a row is waiting for, if any. */
type RowBusy = 'certificate' | 'studio' | undefined;

/** The quick actions of every row: one mutation each for the whole table, not one per row. */
interface RowActions {
  downloadCertificate: (productId: string) => void;
  openStudio: (nodeUrl: string) => void;
}

/**
 * The products as a table whose rows are rendered only near the view (@tanstack/react-virtual), so a
 * thousand products scroll smoothly. The table keeps its semantics: `aria-rowcount` says how many rows
 * there are, each rendered row its `aria-rowindex`. A row renders again only when its product changes
 * (a poll that changes nothing re-renders nothing but the rows' positions).
 */
export function ProductsTable({
  domainName,
  products,
  caption,
}: {
  domainName: string;
  products: ProductSummary[];
  caption: string;
}) {
  const box = useRef<HTMLDivElement>(null);
  const [remPx] = useState(rootFontPx);
  const virtualizer = useVirtualizer({
    count: products.length,
    getScrollElement: () => box.current,
    estimateSize: (index) => {
      const product = products[index];
      return product ? rowHeight(product, remPx) : 0;
    },
    getItemKey: (index) => products[index]?.productId ?? index,
    overscan: 4,
    // The box's height before it is read: the first render already holds the rows in view (the
    // virtualizer would otherwise render none, read the box, and render again).
    initialRect: { width: 0, height: MAX_BOX_PX - HEADER_PX },
  });
  const certificate = useDownloadCertificate();
  const studio = useOpenStudio();
  const { mutate: downloadCertificate } = certificate;
  const { mutate: openStudio } = studio;
  const actions = useMemo<RowActions>(
    () => ({
      downloadCertificate: (productId) => downloadCertificate({ domainName, productId }),
      openStudio: (nodeUrl) => openStudio({ domainName, nodeUrl }),
    }),
    [domainName, downloadCertificate, openStudio],
  );
  const busyCertificate = certificate.isPending ? certificate.variables?.productId : undefined;
  const busyStudio = studio.isPending ? studio.variables?.nodeUrl : undefined;
  const height = Math.min(MAX_BOX_PX, HEADER_PX + virtualizer.getTotalSize() + 2);
  // The first rows are in the page (after the commit, before the next frame): `pnpm bench lists`.
  useEffect(() => {
    performance.mark(PRODUCTS_ROWS_MARK, { detail: { caption } });
  }, [caption]);
  return (
    <Table
      virtual
      aria-rowcount={products.length + 1}
      className={styles.table}
      containerProps={{
        ref: box,
        className: styles.box,
        style: { height },
        // The box scrolls: keyboard users reach it (axe: scrollable-region-focusable).
        tabIndex: 0,
        role: 'region',
        'aria-label': `${caption}, scrollable`,
      }}
    >
      <TableCaption className={styles.visuallyHiddenCaption}>{caption}</TableCaption>
      <TableHeader>
        <TableRow aria-rowindex={1}>
          <TableHead className={styles.colName}>Product</TableHead>
          <TableHead className={styles.colStatus}>Status</TableHead>
          <TableHead className={styles.colPlan}>Plan</TableHead>
          <TableHead className={styles.colNodes}>Nodes</TableHead>
          <TableHead className={styles.colLabels}>Alerts</TableHead>
          <TableHead className={styles.colActions}>Actions</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody style={{ height: virtualizer.getTotalSize() }}>
        {virtualizer.getVirtualItems().map((item) => {
          const product = products[item.index];
          if (!product) return null;
          return (
            <ProductRow
              key={item.key}
              index={item.index}
              start={item.start}
              size={item.size}
              domainName={domainName}
              product={product}
              actions={actions}
              busy={
                busyCertificate === product.productId
                  ? 'certificate'
                  : busyStudio !== undefined && product.nodes[0]?.url === busyStudio
                    ? 'studio'
                    : undefined
              }
            />
          );
        })}
      </TableBody>
    </Table>
  );
}

/** One product's row, placed by the virtualizer; its cells render again only when the product changes. */
const ProductRow = memo(function ProductRow({
  index,
  start,
  size,
  domainName,
  product,
  actions,
  busy,
}: {
  index: number;
  start: number;
  size: number;
  domainName: string;
  product: ProductSummary;
  actions: RowActions;
  busy: RowBusy;
}) {
  return (
    <TableRow aria-rowindex={index + 2} style={{ height: size, transform: `translateY(${start}px)` }}>
      <ProductCells domainName={domainName} product={product} actions={actions} busy={busy} />
    </TableRow>
  );
});

const ProductCells = memo(function ProductCells({
  domainName,
  product,
  actions,
  busy,
}: {
  domainName: string;
  product: ProductSummary;
  actions: RowActions;
  busy: RowBusy;
}) {
  return (
    <>
      <TableCell className={styles.colName}>
        <div className={styles.stack}>
          <Link
            className={`${styles.line} ${styles.name}`}
            title={product.displayName}
            {...productPage(domainName, product.productId)}
          >
            {product.displayName}
          </Link>
          <span className={`${styles.line} ${styles.muted}`}>{product.productId}</span>
        </div>
      </TableCell>
      <TableCell className={styles.colStatus}>
        <ProductStatusBadge status={product.status} />
      </TableCell>
      <TableCell className={styles.colPlan}>
        <div className={styles.stack}>
          <span className={styles.line}>
            {TIER_NAMES[product.tier]} <span className={styles.muted}>· {product.instanceType}</span>
          </span>
          <span
            className={`${styles.line} ${styles.muted}`}
            title={`${CLOUD_NAMES[product.cloudProvider]} · ${product.region}`}
          >
            {CLOUD_NAMES[product.cloudProvider]} · {product.region}
          </span>
        </div>
      </TableCell>
      <TableCell className={styles.colNodes}>
        {product.status === 'terminated' ? (
          <span className={`${styles.line} ${styles.muted}`}>No nodes</span>
        ) : (
          <ul className={styles.nodes} aria-label={`Nodes of ${product.displayName}`}>
            {product.nodes.map((node) => (
              <li key={node.nodeTag} className={styles.node}>
                <span
                  className={`${styles.line} ${styles.nodeTag}`}
                  title={`Node ${node.nodeTag}: ${node.status}`}
                >
                  {node.nodeTag}
                </span>{' '}
                <span className={`${styles.line} ${styles.url}`} title={node.url}>
                  {host(node.url)}
                </span>
              </li>
            ))}
          </ul>
        )}
      </TableCell>
      <TableCell className={styles.colLabels}>
        {product.labels.length === 0 ? (
          <span className={`${styles.line} ${styles.muted}`}>None</span>
        ) : (
          <ul
            className={styles.labels}
            // Each alert gets an equal share of the row's lines and ends in an ellipsis past them.
            style={
              { '--label-lines': Math.floor(rowLines(product) / product.labels.length) } as CSSProperties
            }
          >
            {product.labels.map((label) => (
              <li key={label.kind} className={styles.label} data-severity={label.severity}>
                <span className={styles.clamped} title={label.message}>
                  <VisuallyHidden>{SEVERITY_NAMES[label.severity]}: </VisuallyHidden>
                  {label.message}
                </span>
              </li>
            ))}
          </ul>
        )}
      </TableCell>
      <TableCell className={styles.colActions}>
        <ProductActions domainName={domainName} product={product} actions={actions} busy={busy} />
      </TableCell>
    </>
  );
});

function ProductActions({
  domainName,
  product,
  actions,
  busy,
}: {
  domainName: string;
  product: ProductSummary;
  actions: RowActions;
  busy: RowBusy;
}) {
  const gone = product.status === 'terminating' || product.status === 'terminated';
  const firstNode = product.nodes[0];
  const canStudio = product.status === 'running' && firstNode !== undefined;
  return (
    <div className={styles.actions}>
      <Button asChild size="sm">
        <Link {...productPage(domainName, product.productId)} aria-label={`Manage ${product.displayName}`}>
          Manage
        </Link>
      </Button>
      <Button
        variant="ghost"
        size="icon"
        className={styles.rowIcon}
        aria-label={`Download the certificate of ${product.displayName}`}
        title={gone ? 'No certificate: the product no longer runs' : 'Download the client certificate'}
        disabled={gone}
        loading={busy === 'certificate'}
        onClick={() => actions.downloadCertificate(product.productId)}
      >
        <FileKey aria-hidden="true" />
      </Button>
      <Button
        variant="ghost"
        size="icon"
        className={styles.rowIcon}
        aria-label={`Open the database studio of ${product.displayName}`}
        title={canStudio ? 'Open the database studio' : 'The studio opens once the product runs'}
        disabled={!canStudio}
        loading={busy === 'studio'}
        onClick={() => firstNode && actions.openStudio(firstNode.url)}
      >
        <SquareTerminal aria-hidden="true" />
      </Button>
    </div>
  );
}
