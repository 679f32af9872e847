import type { Product, ProductCreateContext, ProductStorageType } from '@dbcloud/api-client';
import { Button, ConfirmDialog, ErrorState, Field, Input, NativeSelect, Skeleton } from '@dbcloud/ui-kit';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import * as v from 'valibot';
import { applyServerFieldErrors, problemMessage, type ServerField } from '../../../app/form-errors';
import { formatDate } from '../../../app/format';
import { RELEASE_CHANNEL_NAMES, STORAGE_TYPE_NAMES } from '../../../app/labels';
import { shownOnScreen } from '../../../app/mutations';
import { toast } from '../../../app/notify';
import { CLOUD_NAMES } from '../../../app/site-labels';
import { useAppContext } from '../../../app/use-app-context';
import { useDebouncedValue } from '../../../app/use-debounced-value';
import { ShowAsCode } from '../../../components/show-as-code/show-as-code';
import { createContextQuery } from '../api';
import styles from './details.module.css';
import { useChangeInstance, useChangeVolume, useInstallTools, useMigrateToDataDisk } from './mutations';
import { changeInstanceBody, changeVolumeBody } from './requests';
import { instanceSchema, type StorageInput, type StorageValues, storageSchema } from './schemas';
import { inWords, isRunning, NotRunningNote, PriceChange, Section, usePriceChange } from './shared';
import type { ProductTabProps } from './tab-props';
import { priceChange } from './words';

/** General: what the product is, and the changes of size (each priced before it is confirmed). */
export function GeneralTab({ domainName, product }: ProductTabProps) {
  const { api } = useAppContext();
  const context = useQuery(createContextQuery(api, domainName));
  const canMigrate =
    product.cloudProvider === 'Azure' && product.tier === 'Production' && product.diskKind === 'os';
  return (
    <>
      <Overview product={product} context={context.data} />
      {context.isPending ? (
        <div aria-busy="true">
          <Skeleton className={styles.skeletonBody} />
        </div>
      ) : context.isError ? (
        <ErrorState
          headingLevel={3}
          title="The sizes you can choose did not load"
          message={problemMessage(context.error)}
          onRetry={() => void context.refetch()}
          retrying={context.isFetching}
        />
      ) : (
        <>
          <InstanceChange domainName={domainName} product={product} context={context.data} />
          <StorageChange domainName={domainName} product={product} context={context.data} />
        </>
      )}
      {canMigrate ? <MigrateToDataDisk domainName={domainName} product={product} /> : null}
      <DiagnosticTools domainName={domainName} product={product} />
    </>
  );
}

function Overview({ product, context }: { product: Product; context: ProductCreateContext | undefined }) {
  const size = context?.tiers
    .find((tier) => tier.tier === product.tier)
    ?.instanceTypes.find((option) => option.instanceType === product.instanceType);
  const { storage } = product;
  return (
    <Section title="Overview">
      <dl className={styles.facts}>
        <div>
          <dt>Instance</dt>
          <dd>
            {product.instanceType}
            {size ? ` · ${size.vCpus} vCPU, ${size.memoryGb} GB memory` : ''}
          </dd>
        </div>
        <div>
          <dt>Storage</dt>
          <dd>
            {STORAGE_TYPE_NAMES[storage.type]} · {storage.sizeGb} GiB · {storage.iops} IOPS ·{' '}
            {storage.throughput} MB/s
          </dd>
        </div>
        <div>
          <dt>Release channel</dt>
          <dd>{RELEASE_CHANNEL_NAMES[product.releaseChannel]}</dd>
        </div>
        <div>
          <dt>Created</dt>
          <dd>{formatDate(product.createdAt)}</dd>
        </div>
        <div>
          <dt>Cloud and region</dt>
          <dd>
            {CLOUD_NAMES[product.cloudProvider]} {product.region}
          </dd>
        </div>
        <div>
          <dt>Data</dt>
          <dd>{product.diskKind === 'os' ? 'On the operating-system disk' : 'On a data disk'}</dd>
        </div>
      </dl>
    </Section>
  );
}

interface ChangeProps {
  domainName: string;
  product: Product;
  context: ProductCreateContext;
}

const INSTANCE_FIELDS: Record<string, ServerField<{ instanceType: string }>> = {
  instanceType: { name: 'instanceType', label: 'The instance size' },
};

/** Change the instance (POST products/change-product) within the tier's sizes, the price shown first. */
function InstanceChange({ domainName, product, context }: ChangeProps) {
  const sizes = context.tiers.find((tier) => tier.tier === product.tier)?.instanceTypes ?? [];
  const form = useForm<{ instanceType: string }>({
    resolver: valibotResolver(instanceSchema(sizes.map((size) => size.instanceType))),
    defaultValues: { instanceType: product.instanceType },
  });
  const instanceType = form.watch('instanceType');
  const changed = instanceType !== product.instanceType;
  const { productId, tier, cloudProvider, region, storage } = product;
  const price = usePriceChange(
    domainName,
    changed ? { productId, tier, cloudProvider, region, instanceType, storage } : null,
  );
  const change = useChangeInstance({
    onSuccess: (updated) =>
      toast('success', `${updated.displayName} is changing to ${updated.instanceType}`, {
        description: 'It scales for about 5 minutes.',
      }),
    // The dialog says what failed; a refused size is also marked beside its field.
    onError: (error) => applyServerFieldErrors(error, form.setError, INSTANCE_FIELDS),
  });
  // The dialog submits once (it waits for the call) and shows a failure in words.
  const confirm = form.handleSubmit((values) =>
    inWords(change.mutateAsync({ domainName, productId, instanceType: values.instanceType })),
  );

  if (sizes.length < 2) {
    return (
      <Section title="Instance">
        <p className={styles.muted}>The {product.tier} tier has one instance size.</p>
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
      <PriceChange query={price} />
      <NotRunningNote product={product} />
      <ShowAsCode
        request={{
          operationId: 'changeProduct',
          path: { domainName },
          body: changeInstanceBody(productId, instanceType),
          tenant: domainName,
        }}
      />
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
          onConfirm={() => confirm()}
          trigger={
            <Button variant="primary" disabled={!changed || !price.data || !isRunning(product)}>
              Change instance…
            </Button>
          }
        />
      </div>
    </Section>
  );
}

const STORAGE_FIELDS: Record<string, ServerField<StorageInput>> = {
  type: { name: 'type', label: 'The storage type' },
  sizeGb: { name: 'sizeGb', label: 'The size' },
  iops: { name: 'iops', label: 'IOPS' },
  throughput: { name: 'throughput', label: 'The throughput' },
};

/** Change the storage (POST products/change-volume): never smaller, within the type's limits, priced first. */
function StorageChange({ domainName, product, context }: ChangeProps) {
  const current = product.storage;
  const schemaFor = (type: string) =>
    storageSchema(
      context.storageTypes.find((option) => option.type === type),
      current.sizeGb,
    );
  // Checked as typed: a size out of range says so at once, and only a valid change is priced.
  const form = useForm<StorageInput, unknown, StorageValues>({
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
  const valid = parsed.success;
  const next = parsed.success ? { ...parsed.output, type: parsed.output.type as ProductStorageType } : null;
  const changed =
    next !== null &&
    (next.type !== current.type ||
      next.sizeGb !== current.sizeGb ||
      next.iops !== current.iops ||
      next.throughput !== current.throughput);
  const { productId, tier, cloudProvider, region, instanceType } = product;
  const priced = useDebouncedValue(
    valid && changed && next ? { productId, tier, cloudProvider, region, instanceType, storage: next } : null,
    400,
  );
  const price = usePriceChange(domainName, priced);
  const upToDate = JSON.stringify(priced?.storage ?? null) === JSON.stringify(valid && changed ? next : null);
  const change = useChangeVolume({
    onSuccess: (updated) =>
      toast('success', `${updated.displayName}’s storage is changing`, {
        description: `To ${updated.storage.sizeGb} GiB ${STORAGE_TYPE_NAMES[updated.storage.type]}; it scales for about 5 minutes.`,
      }),
    // The dialog says what failed; a refused value is also marked beside its field.
    onError: (error) => applyServerFieldErrors(error, form.setError, STORAGE_FIELDS),
  });
  // The dialog submits once (it waits for the call) and shows a failure in words.
  const confirm = form.handleSubmit((values) =>
    inWords(
      change.mutateAsync({ domainName, productId, ...values, type: values.type as ProductStorageType }),
    ),
  );
  const { errors } = form.formState;

  if (product.tier === 'Free') {
    return (
      <Section title="Storage">
        <p className={styles.muted}>Free products have a fixed storage size.</p>
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
      {upToDate ? <PriceChange query={price} /> : null}
      <NotRunningNote product={product} />
      <ShowAsCode
        request={{
          operationId: 'changeVolume',
          path: { domainName },
          // What is typed, as it would be sent (a value still being typed shows as typed).
          body: changeVolumeBody({
            productId,
            type: input.type as ProductStorageType,
            sizeGb: next?.sizeGb ?? Number(input.sizeGb),
            iops: next?.iops ?? Number(input.iops),
            throughput: next?.throughput ?? Number(input.throughput),
          }),
          tenant: domainName,
        }}
      />
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
          onConfirm={() => confirm()}
          trigger={
            <Button disabled={!valid || !changed || !upToDate || !price.data || !isRunning(product)}>
              Change storage…
            </Button>
          }
        />
      </div>
    </Section>
  );
}

/** Azure Production products still on the OS disk move their data to a data disk. */
function MigrateToDataDisk({ domainName, product }: { domainName: string; product: Product }) {
  const migrate = useMigrateToDataDisk({
    onSuccess: () =>
      toast('success', 'The migration to a data disk started', { description: 'It takes about 15 minutes.' }),
    onError: shownOnScreen,
  });
  return (
    <Section
      title="Data disk"
      description="This product keeps its data on the operating-system disk. A separate data disk can grow without touching the system."
    >
      <NotRunningNote product={product} />
      <div className={styles.actions}>
        <ConfirmDialog
          title={`Move ${product.displayName}’s data to a data disk?`}
          description="It takes about 15 minutes; the nodes restart one at a time meanwhile."
          variant="primary"
          confirmLabel="Migrate"
          onConfirm={() => inWords(migrate.mutateAsync({ domainName, productId: product.productId }))}
          trigger={<Button disabled={!isRunning(product)}>Migrate to a data disk…</Button>}
        />
      </div>
    </Section>
  );
}

const TOOLS_STATE = {
  'not-installed': 'Not installed.',
  installing: 'Installing (about 5 minutes)…',
  installed: 'Installed on every node.',
} as const;

/** The diagnostic tools support uses (POST products/install-tools). */
function DiagnosticTools({ domainName, product }: { domainName: string; product: Product }) {
  const install = useInstallTools({
    onSuccess: () => toast('success', 'The diagnostic tools are installing'),
  });
  return (
    <Section
      title="Diagnostic tools"
      description="Profilers and log collectors our support team uses when you ask for help."
    >
      <p role="status" className={styles.muted}>
        {TOOLS_STATE[product.diagnosticTools]}
      </p>
      {product.diagnosticTools === 'not-installed' ? (
        <div className={styles.actions}>
          <Button
            loading={install.isPending}
            disabled={!isRunning(product)}
            onClick={() => install.mutate({ domainName, productId: product.productId })}
          >
            Install tools
          </Button>
        </div>
      ) : null}
    </Section>
  );
}
