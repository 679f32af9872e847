import type { NodeStatus, Product, ProductNode } from '@dbcloud/api-client';
import {
  Badge,
  type BadgeTone,
  Button,
  CopyButton,
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@dbcloud/ui-kit';
import { shownOnScreen } from '../../../app/mutations';
import { toast } from '../../../app/notify';
import { ConfirmDialog } from '../../../components/lazy-confirm-dialog';
import { WrapPoints } from '../../../components/wrap-points';
import { AdditionalNodes } from './add-node';
import { isRunning } from './change-parts';
import styles from './details.module.css';
import { useRemoveNode, useRestartNode } from './mutations';
import nodeStyles from './nodes.module.css';
import type { ProductTabProps } from './tab-props';

const NODE_STATUS: Record<NodeStatus, [string, BadgeTone]> = {
  creating: ['Creating', 'info'],
  running: ['Running', 'success'],
  restarting: ['Restarting', 'info'],
  removing: ['Removing', 'warning'],
  stopped: ['Stopped', 'neutral'],
};

/** Nodes: each node's URL and status, restart one; add and remove the additional nodes D, E and F. */
export function NodesTab({ domainName, product }: ProductTabProps) {
  return (
    <>
      <NodeTable domainName={domainName} product={product} />
      <AdditionalNodes domainName={domainName} product={product} />
    </>
  );
}

function NodeTable({ domainName, product }: { domainName: string; product: Product }) {
  return (
    <Table className={nodeStyles.nodeTable}>
      <TableCaption>{product.displayName}’s nodes</TableCaption>
      <TableHeader>
        <TableRow>
          <TableHead scope="col">Node</TableHead>
          <TableHead scope="col">URL</TableHead>
          <TableHead scope="col">Region</TableHead>
          <TableHead scope="col">Status</TableHead>
          <TableHead scope="col">
            <span className={styles.visuallyHidden}>Actions</span>
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {product.nodes.map((node) => {
          const [status, tone] = NODE_STATUS[node.status];
          return (
            <TableRow key={node.nodeTag} data-node={node.nodeTag}>
              <TableCell>
                Node {node.nodeTag}
                {node.isAdditional ? ' (additional)' : ''}
              </TableCell>
              <TableCell data-label="URL">
                <span className={styles.urlCell}>
                  <span className={nodeStyles.nodeUrl}>
                    <WrapPoints text={node.url} after="./" />
                  </span>
                  <CopyButton
                    size="sm"
                    value={node.url}
                    label="Copy"
                    aria-label={`Copy node ${node.nodeTag}’s URL`}
                  />
                </span>
              </TableCell>
              <TableCell data-label="Region">{node.region}</TableCell>
              <TableCell data-label="Status">
                <Badge tone={tone}>{status}</Badge>
              </TableCell>
              <TableCell>
                <NodeActions domainName={domainName} product={product} node={node} />
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}

function NodeActions({
  domainName,
  product,
  node,
}: {
  domainName: string;
  product: Product;
  node: ProductNode;
}) {
  const ref = { domainName, productId: product.productId, nodeTag: node.nodeTag };
  const restart = useRestartNode({
    onSuccess: () =>
      toast('success', `Node ${node.nodeTag} is restarting`, { description: 'It takes about 2 minutes.' }),
    onError: shownOnScreen,
  });
  const remove = useRemoveNode({
    onSuccess: () =>
      toast('success', `Node ${node.nodeTag} is being removed`, {
        description: 'Billing for it has stopped.',
      }),
    onError: shownOnScreen,
  });
  const busy = !isRunning(product) || node.status !== 'running';
  return (
    <span className={styles.actions}>
      <ConfirmDialog
        title={`Restart node ${node.nodeTag}?`}
        description="Connections to this node drop while it restarts (about 2 minutes); the other nodes keep serving."
        variant="primary"
        confirmLabel="Restart"
        pending={restart.isPending}
        error={restart.error}
        onConfirm={() => restart.mutate(ref)}
        trigger={
          <Button size="sm" disabled={busy} aria-label={`Restart node ${node.nodeTag}`}>
            Restart
          </Button>
        }
      />
      {node.isAdditional ? (
        <ConfirmDialog
          title={`Remove node ${node.nodeTag}?`}
          description={`Node ${node.nodeTag} (${node.url}) and its copy of the data go; billing for it stops now.`}
          confirmLabel="Remove node"
          pending={remove.isPending}
          error={remove.error}
          onConfirm={() => remove.mutate(ref)}
          trigger={
            <Button size="sm" variant="danger" disabled={busy} aria-label={`Remove node ${node.nodeTag}`}>
              Remove
            </Button>
          }
        />
      ) : null}
    </span>
  );
}
