// The bodies of the product page's changes, built in one place: the mutations send them and "Show as code"
// shows them, so the two cannot drift. (A change of size is the SDK's recipes' plan: its request is both.)
import type { ProductAdditionalNodeRequest } from '@dbcloud/api-client';

/** POST products/additional-node/add: the new node's region, or none for the product's own. */
export const addNodeBody = (region: string | undefined): ProductAdditionalNodeRequest =>
  region ? { region } : {};
