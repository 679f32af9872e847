import type { ProductSummary } from '@dbcloud/api-client';
import { Table, TableBody, TableCaption, TableHead, TableHeader, TableRow } from '@dbcloud/ui-kit';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useCan, useMonthCosts } from '../../../components/budget/api';
import { useDownloadCertificate } from '../../../components/certificate-download';
import { PRODUCTS_ROWS_MARK } from './api';
import styles from './list.module.css';
import { useOpenStudio } from './mutations';
import { ProductRow, type RowActions, rowHeight } from './product-row';

/** The root font size in px (16 unless the user set another in the browser). */
function rootFontPx(): number {
  const size = Number.parseFloat(getComputedStyle(document.documentElement).fontSize);
  return Number.isFinite(size) && size > 0 ? size : 16;
}

/** The box the rows scroll in: at most this tall, shorter when there are few rows. */
const MAX_BOX_PX = 640;
const HEADER_PX = 40;

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
  // each product's costs this month, for those who may see billing
  const showCost = useCan(domainName, 'getBillingCurrentSummary');
  const costs = useMonthCosts(domainName);
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
          {showCost && <TableHead className={styles.colCost}>This month</TableHead>}
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
              cost={showCost ? costs?.get(product.productId) : null}
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
