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
import { Fragment, useEffect, useRef } from 'react';
import { useDownloadCertificate } from '../../../components/certificate-download';
import { ProductStatusBadge } from '../../../components/product-status-badge';
import { PRODUCTS_ROWS_MARK } from '../api';
import { productPage } from '../list';
import { useOpenStudio } from '../mutations';
import styles from './products.module.css';

/** A row's height before it is measured (one node URL, one label). */
const ESTIMATED_ROW_PX = 76;
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

/**
 * The products as a table whose rows are rendered only near the view (@tanstack/react-virtual), so a
 * thousand products scroll smoothly. The table keeps its semantics: `aria-rowcount` says how many rows
 * there are, each rendered row its `aria-rowindex`.
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
    estimateSize: () => ESTIMATED_ROW_PX,
    getItemKey: (index) => products[index]?.productId ?? index,
    overscan: 6,
  });
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
            <TableRow
              key={item.key}
              data-index={item.index}
              ref={virtualizer.measureElement}
              aria-rowindex={item.index + 2}
              style={{ transform: `translateY(${item.start}px)` }}
            >
              <ProductCells domainName={domainName} product={product} />
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}

function ProductCells({ domainName, product }: { domainName: string; product: ProductSummary }) {
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
        <ProductActions domainName={domainName} product={product} />
      </TableCell>
    </>
  );
}

function ProductActions({ domainName, product }: { domainName: string; product: ProductSummary }) {
  const certificate = useDownloadCertificate();
  const studio = useOpenStudio();
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
            loading={certificate.isPending || studio.isPending}
          >
            <MoreHorizontal aria-hidden="true" />
          </Button>
        </MenuTrigger>
        <MenuContent align="end">
          <MenuItem
            disabled={gone}
            onSelect={() => certificate.mutate({ domainName, productId: product.productId })}
          >
            Download certificate
          </MenuItem>
          <MenuItem
            disabled={!canStudio}
            onSelect={() => firstNode && studio.mutate({ domainName, nodeUrl: firstNode.url })}
          >
            Open database studio
          </MenuItem>
        </MenuContent>
      </Menu>
    </div>
  );
}
