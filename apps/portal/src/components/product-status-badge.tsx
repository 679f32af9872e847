import type { ProductStatus } from '@dbcloud/api-client';
import { Badge, type BadgeTone } from '@dbcloud/ui-kit';
import { PRODUCT_STATUS_NAMES } from '../app/labels';

const TONES: Record<ProductStatus, BadgeTone> = {
  creating: 'info',
  running: 'success',
  scaling: 'info',
  restarting: 'info',
  terminating: 'warning',
  terminated: 'neutral',
  failed: 'danger',
};

/** A product's status, the same words and colour on every screen; with `count`, "3 running". */
export function ProductStatusBadge({ status, count }: { status: ProductStatus; count?: number }) {
  const name = PRODUCT_STATUS_NAMES[status];
  return <Badge tone={TONES[status]}>{count === undefined ? name : `${count} ${name.toLowerCase()}`}</Badge>;
}
