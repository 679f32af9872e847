import type { ProductChangeRequest } from '@dbcloud/api-client';
import { instanceLadder, planInstanceChange } from '@dbcloud/api-client/products';
import { Button, Field, Muted, NativeSelect } from '@dbcloud/ui-kit';
import { applyServerFieldErrors, type ServerFields } from '../../../app/form-errors';
import { toast } from '../../../app/notify';
import { useServerForm } from '../../../app/use-server-form';
import { ConfirmDialog } from '../../../components/lazy-confirm-dialog';
import { ShowAsCode } from '../../../components/show-as-code/show-as-code';
import {
  type ChangeProps,
  isRunning,
  NotRunningNote,
  PriceChange,
  Section,
  usePriceChange,
} from './change-parts';
import styles from './details.module.css';
import { useChangeInstance } from './mutations';
import { priceChange } from './price-words';
import { type InstanceInput, instanceSchema } from './schemas';

const INSTANCE_FIELDS: ServerFields<ProductChangeRequest, InstanceInput> = {
  instanceType: { name: 'instanceType', label: 'The instance size' },
};

/**
 * Change the instance (POST products/change-product) within the tier's sizes (the recipe's ladder), the
 * price shown first: the recipe's plan is what is priced, shown as code and sent.
 */
export function InstanceChange({ domainName, product, context }: ChangeProps) {
  const sizes = instanceLadder(context, product.tier);
  // Checked as chosen: a size the server refused is marked until another is chosen.
  const { form } = useServerForm({
    mode: 'onChange',
    schema: instanceSchema(sizes.map((size) => size.instanceType)),
    defaultValues: { instanceType: product.instanceType },
  });
  const instanceType = form.watch('instanceType');
  const planned = planInstanceChange({ domainName, product, context }, { instanceType });
  const plan = planned.ok ? planned.plan : null;
  const request = plan?.requests[0];
  const price = usePriceChange(domainName, plan?.priceRequest ?? null);
  const change = useChangeInstance({
    onSuccess: (updated) =>
      toast('success', `${updated.displayName} is changing to ${updated.instanceType}`, {
        description: 'It scales for about 5 minutes.',
      }),
    // The dialog says what failed; a refused size is also marked beside its field.
    onError: (error) => applyServerFieldErrors(error, form.setError, INSTANCE_FIELDS),
  });

  if (sizes.length < 2) {
    return (
      <Section title="Instance">
        <Muted>The {product.tier} tier has one instance size.</Muted>
      </Section>
    );
  }
  return (
    <Section title="Instance" description={`The sizes of the ${product.tier} tier, smallest first.`}>
      <Field label="Instance size" error={form.formState.errors.instanceType?.message}>
        <NativeSelect {...form.register('instanceType')}>
          {sizes.map((size) => (
            <option key={size.instanceType} value={size.instanceType}>
              {size.instanceType} · {size.vCpus} vCPU, {size.memoryGb} GB memory
              {size.instanceType === product.instanceType ? ' (current)' : ''}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <PriceChange domainName={domainName} query={price} />
      <NotRunningNote product={product} />
      {request ? <ShowAsCode request={{ ...request, tenant: domainName }} /> : null}
      <div className={styles.actions}>
        <ConfirmDialog
          title={`Change ${product.displayName} to ${instanceType}?`}
          description={
            price.data
              ? `The price changes ${priceChange(price.data)}. The product scales for about 5 minutes.`
              : undefined
          }
          variant="primary"
          confirmLabel={`Change to ${instanceType}`}
          pending={change.isPending}
          error={change.error}
          onConfirm={() => request && change.mutate({ domainName, productId: product.productId, request })}
          // Only a planned change to one of the tier's sizes, priced, opens the dialog.
          trigger={
            <Button variant="primary" disabled={!request || !price.data || !isRunning(product)}>
              Change instance…
            </Button>
          }
        />
      </div>
    </Section>
  );
}
