import type { NodeStatus, Product, ProductAdditionalNodeRequest, ProductNode } from '@dbcloud/api-client';
import {
  Badge,
  type BadgeTone,
  Button,
  CopyButton,
  Field,
  Muted,
  NativeSelect,
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@dbcloud/ui-kit';
import { useQuery } from '@tanstack/react-query';
import type { ServerFields } from '../../../app/form-errors';
import { shownOnScreen } from '../../../app/mutations';
import { toast } from '../../../app/notify';
import { useRootContext } from '../../../app/use-root-context';
import { useServerForm } from '../../../app/use-server-form';
import { ConfirmDialog } from '../../../components/lazy-confirm-dialog';
import { RequestId } from '../../../components/request-id';
import { ShowAsCode } from '../../../components/show-as-code/show-as-code';
import { createContextQuery } from '../api';
import { isRunning, NotRunningNote, Section } from './change-parts';
import styles from './details.module.css';
import { useAddNode, useRemoveNode, useRestartNode } from './mutations';
import { addNodeBody } from './requests';
import { type AddNodeInput, addNodeSchema } from './schemas';
import type { ProductTabProps } from './tab-props';

const NODE_STATUS: Record<NodeStatus, [string, BadgeTone]> = {
  creating: ['Creating', 'info'],
  running: ['Running', 'success'],
  restarting: ['Restarting', 'info'],
  removing: ['Removing', 'warning'],
  stopped: ['Stopped', 'neutral'],
};

/** Production's limit when the tiers' rules have not loaded: at most three additional nodes. */
const DEFAULT_MAX_ADDITIONAL = 3;

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
    <Table>
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
              <TableCell>
                <span className={styles.urlCell}>
                  <span className={styles.mono}>{node.url}</span>
                  <CopyButton
                    size="sm"
                    value={node.url}
                    label="Copy"
                    aria-label={`Copy node ${node.nodeTag}’s URL`}
                  />
                </span>
              </TableCell>
              <TableCell>{node.region}</TableCell>
              <TableCell>
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

const NODE_FIELDS: ServerFields<ProductAdditionalNodeRequest, AddNodeInput> = {
  region: { name: 'region', label: 'The region' },
};

/** Add an additional node (D, E, F): the limit is shown before it is reached. */
function AdditionalNodes({ domainName, product }: { domainName: string; product: Product }) {
  const { api } = useRootContext();
  const context = useQuery(createContextQuery(api, domainName));
  const max =
    context.data?.tiers.find((tier) => tier.tier === product.tier)?.maxAdditionalNodes ??
    (product.tier === 'Production' ? DEFAULT_MAX_ADDITIONAL : 0);
  const regions =
    context.data?.providers.find((provider) => provider.cloudProvider === product.cloudProvider)?.regions ??
    [];
  // The region is a field only when the provider's regions are known; else the product's own is sent.
  const { form, submit, error, alert } = useServerForm({
    schema: addNodeSchema,
    defaultValues: { region: product.region },
    serverFields: regions.length > 0 ? NODE_FIELDS : {},
  });
  const add = useAddNode({
    onSuccess: () =>
      toast('success', 'A node is being added', { description: 'It runs in about 10 minutes.' }),
    onError: shownOnScreen,
  });
  const used = product.nodes.filter((node) => node.isAdditional).length;

  if (max === 0) {
    return (
      <Section title="Additional nodes">
        <Muted>
          Additional nodes are available on the Production tier. {product.tier} products have one node.
        </Muted>
      </Section>
    );
  }
  const full = used >= max;
  return (
    <Section
      title="Additional nodes"
      description="Nodes D, E and F add read capacity or a copy in another region. Nodes A, B and C are the cluster’s core and cannot be removed."
    >
      <Muted role="status">
        {used} of {max} additional nodes in use.
        {full ? ' Remove one to add another.' : ` You can add ${max - used} more.`}
      </Muted>
      {full ? null : (
        <form
          className={styles.form}
          onSubmit={submit(({ region }) =>
            add.mutateAsync({ domainName, productId: product.productId, region }),
          )}
          noValidate
          aria-label="Add a node"
        >
          {regions.length > 0 ? (
            <Field label="Region of the new node" error={form.formState.errors.region?.message}>
              <NativeSelect {...form.register('region')}>
                {regions.map((option) => (
                  <option key={option.region} value={option.region}>
                    {option.displayName} ({option.region})
                  </option>
                ))}
              </NativeSelect>
            </Field>
          ) : null}
          <NotRunningNote product={product} />
          <ShowAsCode
            request={{
              operationId: 'addAdditionalNode',
              path: { domainName, productId: product.productId },
              body: addNodeBody(form.watch('region')),
              tenant: domainName,
            }}
          />
          {alert ? (
            <p role="alert" className={styles.error}>
              {alert}
              <RequestId error={error} />
            </p>
          ) : null}
          <div className={styles.actions}>
            <Button type="submit" variant="primary" loading={add.isPending} disabled={!isRunning(product)}>
              Add a node
            </Button>
          </div>
        </form>
      )}
    </Section>
  );
}
