import type {
  Product,
  ProductCreateContext,
  ProductStorageType,
  ProductStorageTypeOption,
} from '@dbcloud/api-client';
import { Button, ConfirmDialog, ErrorState, Field, Input, NativeSelect, Skeleton } from '@dbcloud/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { problemMessage } from '../../../app/form-errors';
import { formatDate } from '../../../app/format';
import { shownOnScreen } from '../../../app/mutations';
import { toast } from '../../../app/notify';
import { useAppContext } from '../../../app/use-app-context';
import { useDebouncedValue } from '../../../app/use-debounced-value';
import { createContextQuery } from '../api';
import { useChangeInstance, useChangeVolume, useInstallTools, useMigrateToDataDisk } from '../mutations';
import type { ProductTabProps } from '../tab-props';
import styles from './product-details.module.css';
import { inWords, isRunning, NotRunningNote, PriceChange, Section, usePriceChange } from './shared';
import { PROVIDER_NAMES, priceChange, RELEASE_CHANNEL_NAMES, STORAGE_TYPE_NAMES } from './words';

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
            {PROVIDER_NAMES[product.cloudProvider]} {product.region}
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

/** Change the instance (POST products/change-product) within the tier's sizes, the price shown first. */
function InstanceChange({ domainName, product, context }: ChangeProps) {
  const sizes = context.tiers.find((tier) => tier.tier === product.tier)?.instanceTypes ?? [];
  const [instanceType, setInstanceType] = useState(product.instanceType);
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
    onError: shownOnScreen,
  });

  if (sizes.length < 2) {
    return (
      <Section title="Instance">
        <p className={styles.muted}>The {product.tier} tier has one instance size.</p>
      </Section>
    );
  }
  return (
    <Section title="Instance" description={`The sizes of the ${product.tier} tier, smallest first.`}>
      <Field label="Instance size">
        <NativeSelect value={instanceType} onChange={(event) => setInstanceType(event.target.value)}>
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
          onConfirm={() => inWords(change.mutateAsync({ domainName, productId, instanceType }))}
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

interface StorageInput {
  type: ProductStorageType;
  sizeGb: string;
  iops: string;
  throughput: string;
}

type StorageErrors = Partial<Record<keyof StorageInput, string>>;

function storageErrors(input: StorageInput, limits: ProductStorageTypeOption | undefined, currentGb: number) {
  const errors: StorageErrors = {};
  if (!limits) return errors;
  const check = (
    key: 'sizeGb' | 'iops' | 'throughput',
    name: string,
    min: number,
    max: number,
    unit: string,
  ) => {
    const value = Number(input[key]);
    if (input[key].trim() === '' || !Number.isFinite(value)) errors[key] = `Enter the ${name}.`;
    else if (value < min || value > max) errors[key] = `The ${name} is between ${min} and ${max} ${unit}.`;
  };
  check('sizeGb', 'size', limits.minSizeGb, limits.maxSizeGb, 'GiB');
  if (!errors.sizeGb && !Number.isInteger(Number(input.sizeGb)))
    errors.sizeGb = 'The size is a whole number of GiB.';
  if (!errors.sizeGb && Number(input.sizeGb) < currentGb)
    errors.sizeGb = `Storage never shrinks: at least ${currentGb} GiB.`;
  check('iops', 'IOPS', limits.minIops, limits.maxIops, 'IOPS');
  check('throughput', 'throughput', limits.minThroughput, limits.maxThroughput, 'MB/s');
  return errors;
}

/** Change the storage (POST products/change-volume): never smaller, within the type's limits, priced first. */
function StorageChange({ domainName, product, context }: ChangeProps) {
  const current = product.storage;
  const [input, setInput] = useState<StorageInput>({
    type: current.type,
    sizeGb: String(current.sizeGb),
    iops: String(current.iops),
    throughput: String(current.throughput),
  });
  const limits = context.storageTypes.find((option) => option.type === input.type);
  const errors = storageErrors(input, limits, current.sizeGb);
  const valid = Object.keys(errors).length === 0;
  const next = {
    type: input.type,
    sizeGb: Number(input.sizeGb),
    iops: Number(input.iops),
    throughput: Math.floor(Number(input.throughput)),
  };
  const changed =
    next.type !== current.type ||
    next.sizeGb !== current.sizeGb ||
    next.iops !== current.iops ||
    next.throughput !== current.throughput;
  const { productId, tier, cloudProvider, region, instanceType } = product;
  const priced = useDebouncedValue(
    valid && changed ? { productId, tier, cloudProvider, region, instanceType, storage: next } : null,
    400,
  );
  const price = usePriceChange(domainName, priced);
  const upToDate = JSON.stringify(priced?.storage ?? null) === JSON.stringify(valid && changed ? next : null);
  const change = useChangeVolume({
    onSuccess: (updated) =>
      toast('success', `${updated.displayName}’s storage is changing`, {
        description: `To ${updated.storage.sizeGb} GiB ${STORAGE_TYPE_NAMES[updated.storage.type]}; it scales for about 5 minutes.`,
      }),
    onError: shownOnScreen,
  });

  if (product.tier === 'Free') {
    return (
      <Section title="Storage">
        <p className={styles.muted}>Free products have a fixed storage size.</p>
      </Section>
    );
  }
  const set = (key: keyof StorageInput) => (event: { target: { value: string } }) =>
    setInput((before) => ({ ...before, [key]: event.target.value }));
  return (
    <Section title="Storage" description="Per node. Storage can grow but never shrinks.">
      <div className={styles.row}>
        <Field label="Storage type">
          <NativeSelect value={input.type} onChange={set('type')}>
            {context.storageTypes.map((option) => (
              <option key={option.type} value={option.type}>
                {STORAGE_TYPE_NAMES[option.type]}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field label="Size (GiB)" error={errors.sizeGb}>
          <Input inputMode="numeric" value={input.sizeGb} onChange={set('sizeGb')} />
        </Field>
        <Field label="IOPS" error={errors.iops}>
          <Input inputMode="numeric" value={input.iops} onChange={set('iops')} />
        </Field>
        <Field label="Throughput (MB/s)" error={errors.throughput}>
          <Input inputMode="decimal" value={input.throughput} onChange={set('throughput')} />
        </Field>
      </div>
      {upToDate ? <PriceChange query={price} /> : null}
      <NotRunningNote product={product} />
      <div className={styles.actions}>
        <ConfirmDialog
          title={`Change ${product.displayName}’s storage?`}
          description={
            price.data
              ? `To ${next.sizeGb} GiB ${STORAGE_TYPE_NAMES[next.type]}, ${next.iops} IOPS, ${next.throughput} MB/s. The price changes ${priceChange(price.data)}. Storage cannot shrink afterwards.`
              : undefined
          }
          variant="primary"
          confirmLabel="Change storage"
          onConfirm={() => inWords(change.mutateAsync({ domainName, productId, ...next }))}
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
