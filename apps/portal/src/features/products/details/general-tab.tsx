import type { Product, ProductCreateContext } from '@dbcloud/api-client';
import { Button, Muted, Skeleton } from '@dbcloud/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { formatDate } from '../../../app/format';
import { RELEASE_CHANNEL_NAMES, STORAGE_TYPE_NAMES } from '../../../app/labels';
import { shownOnScreen } from '../../../app/mutations';
import { toast } from '../../../app/notify';
import { CLOUD_NAMES } from '../../../app/site-labels';
import { useRootContext } from '../../../app/use-root-context';
import { ConfirmDialog } from '../../../components/lazy-confirm-dialog';
import { SectionState } from '../../../components/section-state';
import { createContextQuery } from '../api';
import { isRunning, NotRunningNote, Section } from './change-parts';
import styles from './details.module.css';
import { InstanceChange } from './instance-change';
import { useInstallTools, useMigrateToDataDisk } from './mutations';
import { StorageChange } from './storage-change';
import type { ProductTabProps } from './tab-props';

/** General: what the product is, and the changes of size (each priced before it is confirmed). */
export function GeneralTab({ domainName, product }: ProductTabProps) {
  const { api } = useRootContext();
  const context = useQuery(createContextQuery(api, domainName));
  const canMigrate =
    product.cloudProvider === 'Azure' && product.tier === 'Production' && product.diskKind === 'os';
  return (
    <>
      <Overview product={product} context={context.data} />
      <SectionState
        query={context}
        what="The sizes you can choose"
        loading={<Skeleton className={styles.skeletonBody} />}
      >
        {(data) => (
          <>
            <InstanceChange domainName={domainName} product={product} context={data} />
            <StorageChange domainName={domainName} product={product} context={data} />
          </>
        )}
      </SectionState>
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
          pending={migrate.isPending}
          error={migrate.error}
          onConfirm={() => migrate.mutate({ domainName, productId: product.productId })}
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
      <Muted role="status">{TOOLS_STATE[product.diagnosticTools]}</Muted>
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
