// Adding an additional node (D, E, F): the tier's limit shown before it is reached, and the price with the
// node (and the budget's warning) before the node is added.
import type { Product, ProductAdditionalNodeRequest } from '@dbcloud/api-client';
import { additionalNodesOf, nodeChangePriceRequest } from '@dbcloud/api-client/products';
import { Button, Field, Muted, NativeSelect } from '@dbcloud/ui-kit';
import { useQuery } from '@tanstack/react-query';
import type { ServerFields } from '../../../app/form-errors';
import { shownOnScreen } from '../../../app/mutations';
import { toast } from '../../../app/notify';
import { useRootContext } from '../../../app/use-root-context';
import { useServerForm } from '../../../app/use-server-form';
import { RequestId } from '../../../components/request-id';
import { ShowAsCode } from '../../../components/show-as-code/show-as-code';
import { createContextQuery } from '../api';
import { isRunning, NotRunningNote, PriceChange, Section, usePriceChange } from './change-parts';
import styles from './details.module.css';
import { useAddNode } from './mutations';
import { addNodeBody } from './requests';
import { type AddNodeInput, addNodeSchema } from './schemas';

/** Production's limit when the tiers' rules have not loaded: at most three additional nodes. */
const DEFAULT_MAX_ADDITIONAL = 3;

const NODE_FIELDS: ServerFields<ProductAdditionalNodeRequest, AddNodeInput> = {
  region: { name: 'region', label: 'The region' },
};

/** Add an additional node (D, E, F): the limit is shown before it is reached, the price before it is added. */
export function AdditionalNodes({ domainName, product }: { domainName: string; product: Product }) {
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
  const used = additionalNodesOf(product);
  const full = used >= max;
  // Priced while a node can be added: the product as it is against the product with one more node.
  const price = usePriceChange(
    domainName,
    max > 0 && !full && isRunning(product) ? nodeChangePriceRequest(product, 1) : null,
  );

  if (max === 0) {
    return (
      <Section title="Additional nodes">
        <Muted>
          Additional nodes are available on the Production tier. {product.tier} products have one node.
        </Muted>
      </Section>
    );
  }
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
          <PriceChange domainName={domainName} query={price} />
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
