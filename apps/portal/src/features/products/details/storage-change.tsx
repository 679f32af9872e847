import type { ProductChangeVolumeRequest, ProductCreateContext } from '@dbcloud/api-client';
import { planStorageChange, storageLimitsOf } from '@dbcloud/api-client/products';
import { Button, Field, Input, Muted, NativeSelect } from '@dbcloud/ui-kit';
import { valibotResolver } from '@hookform/resolvers/valibot';
import * as v from 'valibot';
import { applyServerFieldErrors, type ServerFields } from '../../../app/form-errors';
import { STORAGE_TYPE_NAMES } from '../../../app/labels';
import { toast } from '../../../app/notify';
import { useDebouncedValue } from '../../../app/use-debounced-value';
import { useServerForm } from '../../../app/use-server-form';
import { storageSchema } from '../../../components/forms/storage';
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
import { useChangeVolume } from './mutations';
import { priceChange } from './price-words';

/** The storage rule with the type's limits, never smaller than today's `currentGb`. */
const storageChangeSchema = (context: ProductCreateContext, type: string, currentGb: number) =>
  v.object({
    type: v.picklist(
      context.storageTypes.map((option) => option.type),
      'Choose one of the storage types.',
    ),
    ...storageSchema(storageLimitsOf(context, type), currentGb).entries,
  });

type StorageChangeInput = v.InferInput<ReturnType<typeof storageChangeSchema>>;
type StorageChangeValues = v.InferOutput<ReturnType<typeof storageChangeSchema>>;

const STORAGE_FIELDS: ServerFields<ProductChangeVolumeRequest, StorageChangeInput> = {
  type: { name: 'type', label: 'The storage type' },
  sizeGb: { name: 'sizeGb', label: 'The size' },
  iops: { name: 'iops', label: 'IOPS' },
  throughput: { name: 'throughput', label: 'The throughput' },
};

/**
 * Change the storage (POST products/change-volume): never smaller, within the type's limits, priced
 * first. What is typed is checked as typed; the recipe's plan of it is what is priced, shown and sent.
 */
export function StorageChange({ domainName, product, context }: ChangeProps) {
  const current = product.storage;
  const schemaFor = (type: string) => storageChangeSchema(context, type, current.sizeGb);
  // Checked as typed: a size out of range says so at once, and only a valid change is priced.
  const { form } = useServerForm<StorageChangeInput, StorageChangeValues>({
    mode: 'onChange',
    resolver: (values, resolverContext, options) =>
      valibotResolver(schemaFor(values.type))(values, resolverContext, options),
    defaultValues: {
      type: current.type,
      sizeGb: String(current.sizeGb),
      iops: String(current.iops),
      throughput: String(current.throughput),
    },
  });
  const input = form.watch();
  const parsed = v.safeParse(schemaFor(input.type), input);
  const next = parsed.success ? parsed.output : null;
  const planned = next ? planStorageChange({ domainName, product, context }, next) : null;
  const plan = planned?.ok ? planned.plan : null;
  const request = plan?.requests[0];
  const priced = useDebouncedValue(plan?.priceRequest ?? null, 400);
  const price = usePriceChange(domainName, priced);
  const upToDate =
    JSON.stringify(priced?.storage ?? null) === JSON.stringify(plan?.priceRequest.storage ?? null);
  const change = useChangeVolume({
    onSuccess: (updated) =>
      toast('success', `${updated.displayName}’s storage is changing`, {
        description: `To ${updated.storage.sizeGb} GiB ${STORAGE_TYPE_NAMES[updated.storage.type]}; it scales for about 5 minutes.`,
      }),
    // The dialog says what failed; a refused value is also marked beside its field.
    onError: (error) => applyServerFieldErrors(error, form.setError, STORAGE_FIELDS),
  });
  const { errors } = form.formState;

  if (product.tier === 'Free') {
    return (
      <Section title="Storage">
        <Muted>Free products have a fixed storage size.</Muted>
      </Section>
    );
  }
  return (
    <Section title="Storage" description="Per node. Storage can grow but never shrinks.">
      <div className={styles.row}>
        <Field label="Storage type" error={errors.type?.message}>
          {/* Another type has other limits: the amounts are checked again. */}
          <NativeSelect {...form.register('type', { deps: ['sizeGb', 'iops', 'throughput'] })}>
            {context.storageTypes.map((option) => (
              <option key={option.type} value={option.type}>
                {STORAGE_TYPE_NAMES[option.type]}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field label="Size (GiB)" error={errors.sizeGb?.message}>
          <Input inputMode="numeric" {...form.register('sizeGb')} />
        </Field>
        <Field label="IOPS" error={errors.iops?.message}>
          <Input inputMode="numeric" {...form.register('iops')} />
        </Field>
        <Field label="Throughput (MB/s)" error={errors.throughput?.message}>
          <Input inputMode="decimal" {...form.register('throughput')} />
        </Field>
      </div>
      {upToDate ? <PriceChange domainName={domainName} query={price} /> : null}
      <NotRunningNote product={product} />
      {request ? <ShowAsCode request={{ ...request, tenant: domainName }} /> : null}
      <div className={styles.actions}>
        <ConfirmDialog
          title={`Change ${product.displayName}’s storage?`}
          description={
            price.data && next
              ? `To ${next.sizeGb} GiB ${STORAGE_TYPE_NAMES[next.type]}, ${next.iops} IOPS, ${next.throughput} MB/s. The price changes ${priceChange(price.data)}. Storage cannot shrink afterwards.`
              : undefined
          }
          variant="primary"
          confirmLabel="Change storage"
          pending={change.isPending}
          error={change.error}
          onConfirm={() => request && change.mutate({ domainName, productId: product.productId, request })}
          // Only a planned change, priced as typed, opens the dialog.
          trigger={
            <Button disabled={!request || !upToDate || !price.data || !isRunning(product)}>
              Change storage…
            </Button>
          }
        />
      </div>
    </Section>
  );
}
