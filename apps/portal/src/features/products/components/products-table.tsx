import type { ProductLabel, ProductSummary } from '@dbcloud/api-client';
import {
  Button,
  Menu,
  MenuContent,
  MenuItem,
  MenuTrigger,
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
import { MoreHorizontal } from 'lucide-react';
import { Fragment, memo, useEffect, useMemo, useRef } from 'react';
import { useDownloadCertificate } from '../../../components/certificate-download';
import { ProductStatusBadge } from '../../../components/product-status-badge';
import { PRODUCTS_ROWS_MARK } from '../api';
import { productPage } from '../list';
import { useOpenStudio } from '../mutations';
import styles from './products.module.css';

/**
 * A row's height before it is measured, from what it shows (measured in a 1280 px wide window): three
 * lines of text at least, and two lines a node (its URL wraps after the first dot). Close estimates keep
 * the scroll length steady as rows are measured: one size for all (76 px, while rows are 90 to 159 px)
 * made the list 74,000 px long at first and 128,000 px once scrolled through.
 */
function estimatedRowPx(product: ProductSummary | undefined): number {
  const nodes = product && product.status !== 'terminated' ? product.nodes.length : 1;
  return Math.round(28 + 20.67 * Math.max(3, 2 * nodes) + 4 * Math.max(0, nodes - 1));
}

/** The box the rows scroll in: at most this tall, shorter when there are few rows. */
const MAX_BOX_PX = 640;
const HEADER_PX = 40;

const PROVIDER_NAMES = { Aws: 'AWS', Azure: 'Azure', Gcp: 'Google Cloud' } as const;
const SEVERITY_NAMES: Record<ProductLabel['severity'], string> = {
  info: 'Notice',
  warning: 'Warning',
  critical: 'Critical',
};

/** "a.orders.acme.dbcloud.dev", allowed to wrap after its dots only (never mid-word). */
function breakableHost(url: string) {
  const parts = url.replace(/^https:\/\//, '').split('.');
  return parts.map((part, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one host name, fixed in order
    <Fragment key={index}>
      {part}
      {index < parts.length - 1 ? (
        <>
          .<wbr />
        </>
      ) : null}
    </Fragment>
  ));
}

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
  const virtualizer = useVirtualizer({
    count: products.length,
    getScrollElement: () => box.current,
    estimateSize: (index) => estimatedRowPx(products[index]),
    getItemKey: (index) => products[index]?.productId ?? index,
    overscan: 4,
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
  const busyId = certificate.isPending
    ? certificate.variables?.productId
    : studio.isPending
      ? products.find((product) => product.nodes[0]?.url === studio.variables?.nodeUrl)?.productId
      : undefined;
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
          <TableHead className={styles.colTier}>Tier</TableHead>
          <TableHead className={styles.colWhere}>Where</TableHead>
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
              measure={virtualizer.measureElement}
              domainName={domainName}
              product={product}
              actions={actions}
              busy={busyId === product.productId}
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
  measure,
  domainName,
  product,
  actions,
  busy,
}: {
  index: number;
  start: number;
  measure: (element: Element | null) => void;
  domainName: string;
  product: ProductSummary;
  actions: RowActions;
  busy: boolean;
}) {
  return (
    <TableRow
      data-index={index}
      ref={measure}
      aria-rowindex={index + 2}
      style={{ transform: `translateY(${start}px)` }}
    >
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
  busy: boolean;
}) {
  return (
    <>
      <TableCell className={styles.colName}>
        <div className={styles.stack}>
          <Link className={styles.name} {...productPage(domainName, product.productId)}>
            {product.displayName}
          </Link>
          <span className={styles.muted}>{product.productId}</span>
        </div>
      </TableCell>
      <TableCell className={styles.colStatus}>
        <ProductStatusBadge status={product.status} />
      </TableCell>
      <TableCell className={styles.colTier}>
        <div className={styles.stack}>
          <span>{product.tier}</span>
          <span className={styles.muted}>{product.instanceType}</span>
        </div>
      </TableCell>
      <TableCell className={styles.colWhere}>
        <div className={styles.stack}>
          <span>{PROVIDER_NAMES[product.cloudProvider]}</span>
          <span className={styles.muted}>{product.region}</span>
        </div>
      </TableCell>
      <TableCell className={styles.colNodes}>
        {product.status === 'terminated' ? (
          <span className={styles.muted}>No nodes</span>
        ) : (
          <ul className={styles.nodes} aria-label={`Nodes of ${product.displayName}`}>
            {product.nodes.map((node) => (
              <li key={node.nodeTag}>
                <span className={styles.nodeTag} title={`Node ${node.nodeTag}: ${node.status}`}>
                  {node.nodeTag}
                </span>{' '}
                <span className={styles.url}>{breakableHost(node.url)}</span>
              </li>
            ))}
          </ul>
        )}
      </TableCell>
      <TableCell className={styles.colLabels}>
        {product.labels.length === 0 ? (
          <span className={styles.muted}>None</span>
        ) : (
          <ul className={styles.labels}>
            {product.labels.map((label) => (
              <li key={label.kind} className={styles.label} data-severity={label.severity}>
                <VisuallyHidden>{SEVERITY_NAMES[label.severity]}: </VisuallyHidden>
                {label.message}
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
  busy: boolean;
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
      <Menu>
        <MenuTrigger asChild>
          <Button
            variant="ghost"
            size="icon"
            aria-label={`More actions for ${product.displayName}`}
            loading={busy}
          >
            <MoreHorizontal aria-hidden="true" />
          </Button>
        </MenuTrigger>
        <MenuContent align="end">
          <MenuItem disabled={gone} onSelect={() => actions.downloadCertificate(product.productId)}>
            Download certificate
          </MenuItem>
          <MenuItem disabled={!canStudio} onSelect={() => firstNode && actions.openStudio(firstNode.url)}>
            Open database studio
          </MenuItem>
        </MenuContent>
      </Menu>
    </div>
  );
}
