import type { Money, ProductSummary } from '@dbcloud/api-client';
import { Button, Muted, TableCell, TableRow, VisuallyHidden } from '@dbcloud/ui-kit';
import { Link } from '@tanstack/react-router';
import { FileKey, SquareTerminal } from 'lucide-react';
import { type CSSProperties, memo } from 'react';
import { formatMoney } from '../../../app/format';
import { SEVERITY_NAMES } from '../../../app/labels';
import { CLOUD_NAMES, TIER_NAMES } from '../../../app/site-labels';
import { ProductStatusBadge } from '../../../components/product-status-badge';
import { productPage } from './list';
import styles from './list.module.css';

/**
 * Row geometry, in rem as list.module.css (`--row-line`, `--row-gap`, `--row-pad`): each line of a
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
export function rowHeight(product: ProductSummary, remPx: number): number {
  const lines = rowLines(product);
  return Math.round((2 * PAD_REM + lines * LINE_REM + (lines - 1) * GAP_REM) * remPx) + 1;
}

/** "a.orders.acme.dbcloud.dev" for "https://a.orders.acme.dbcloud.dev". */
const host = (url: string) => url.replace(/^https:\/\//, '');

/** The quick action a row is waiting for, if any. */
export type RowBusy = 'certificate' | 'studio' | undefined;

/** The quick actions of every row: one mutation each for the whole table, not one per row. */
export interface RowActions {
  downloadCertificate: (productId: string) => void;
  openStudio: (nodeUrl: string) => void;
}

/** What a row's cells and its actions need: the product, its account and the table's quick actions. */
interface RowProps {
  domainName: string;
  product: ProductSummary;
  actions: RowActions;
  busy: RowBusy;
  /** Its costs this month so far (before credits): null when the column is not shown (no Billing role). */
  cost: Money | undefined | null;
}

/** One product's row, placed by the virtualizer; its cells render again only when the product changes. */
export const ProductRow = memo(function ProductRow({
  index,
  start,
  size,
  domainName,
  product,
  actions,
  busy,
  cost,
}: RowProps & { index: number; start: number; size: number }) {
  return (
    <TableRow aria-rowindex={index + 2} style={{ height: size, transform: `translateY(${start}px)` }}>
      <ProductCells domainName={domainName} product={product} actions={actions} busy={busy} cost={cost} />
    </TableRow>
  );
});

const ProductCells = memo(function ProductCells({ domainName, product, actions, busy, cost }: RowProps) {
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
          <Muted as="span" className={styles.line}>
            {product.productId}
          </Muted>
        </div>
      </TableCell>
      <TableCell className={styles.colStatus}>
        <ProductStatusBadge status={product.status} />
      </TableCell>
      <TableCell className={styles.colPlan}>
        <div className={styles.stack}>
          <span className={styles.line}>
            {TIER_NAMES[product.tier]} <Muted as="span">· {product.instanceType}</Muted>
          </span>
          <Muted
            as="span"
            className={styles.line}
            title={`${CLOUD_NAMES[product.cloudProvider]} · ${product.region}`}
          >
            {CLOUD_NAMES[product.cloudProvider]} · {product.region}
          </Muted>
        </div>
      </TableCell>
      {cost === null ? null : (
        <TableCell className={styles.colCost}>
          {cost ? formatMoney(cost) : <Muted as="span">–</Muted>}
        </TableCell>
      )}
      <TableCell className={styles.colNodes}>
        {product.status === 'terminated' ? (
          <Muted as="span" className={styles.line}>
            No nodes
          </Muted>
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
          <Muted as="span" className={styles.line}>
            None
          </Muted>
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

function ProductActions({ domainName, product, actions, busy }: Omit<RowProps, 'cost'>) {
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
