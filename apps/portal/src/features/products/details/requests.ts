// The bodies of the product page's changes, built in one place: the mutations send them and "Show as code"
// shows them, so the two cannot drift.
import type {
  ProductAdditionalNodeRequest,
  ProductChangeRequest,
  ProductChangeVolumeRequest,
} from '@dbcloud/api-client';

/** POST products/change-product: a new instance size. */
export const changeInstanceBody = (productId: string, instanceType: string): ProductChangeRequest => ({
  productId,
  instanceType,
});

/** POST products/change-volume: MB/s is an integer, so a fractional value is floored. */
export const changeVolumeBody = ({
  productId,
  type,
  sizeGb,
  iops,
  throughput,
}: ProductChangeVolumeRequest): ProductChangeVolumeRequest => ({
  productId,
  type,
  sizeGb,
  iops,
  throughput: Math.floor(throughput),
});

/** POST products/additional-node/add: the new node's region, or none for the product's own. */
export const addNodeBody = (region: string | undefined): ProductAdditionalNodeRequest =>
  region ? { region } : {};
