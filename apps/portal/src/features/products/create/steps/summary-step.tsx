import type { ProductCreateContext } from '@dbcloud/api-client';
import { useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { RELEASE_CHANNEL_NAMES, STORAGE_TYPE_NAMES } from '../../../../app/labels';
import { shownOnScreen } from '../../../../app/mutations';
import { toast } from '../../../../app/notify';
import { CLOUD_NAMES, TIER_NAMES } from '../../../../app/site-labels';
import { ProblemAlert } from '../../../../components/problem-alert';
import { ShowAsCode } from '../../../../components/show-as-code/show-as-code';
import { useCreateProduct } from '../../mutations';
import styles from '../create.module.css';
import type { Wizard } from '../use-wizard';
import { checkedCreateRequest, toCreateRequest } from '../wizard';
import { StepActions } from './step-actions';

/** Everything chosen, the request as code, and "Create product". */
export function SummaryStep({
  wizard,
  context,
  domainName,
  onBack,
}: {
  wizard: Wizard;
  context: ProductCreateContext;
  domainName: string;
  onBack?: (() => void) | undefined;
}) {
  const navigate = useNavigate();
  const values = wizard.form.getValues();
  // What "Create product" sends, and what "Show as code" shows: the steps have checked every field.
  const request = checkedCreateRequest(context, domainName, values);
  const provider = context.providers.find((p) => p.cloudProvider === values.cloudProvider);
  const region = provider?.regions.find((r) => r.region === values.region);
  const tier = context.tiers.find((t) => t.tier === values.tier);
  const create = useCreateProduct({
    onSuccess: (product) => {
      toast('success', `${product.displayName} is being created`, {
        description: 'It is usually running in about 10 minutes. This list shows when it is.',
      });
      return navigate({ to: '/portal/$cloudAccount/products', params: { cloudAccount: domainName } });
    },
    onError: shownOnScreen,
  });
  const submit = async (event: React.FormEvent) => {
    // A field the server refuses is shown on its step; the rest above the summary.
    await wizard.submit((output) => create.mutateAsync(toCreateRequest(context, domainName, output)))(event);
    wizard.showRefusedField();
  };
  const { alert } = wizard;
  useEffect(() => {
    if (alert) document.getElementById('create-alert')?.focus();
  }, [alert]);
  return (
    <form
      className={styles.stepForm}
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label="Summary"
    >
      {alert ? (
        <div id="create-alert" tabIndex={-1}>
          <ProblemAlert tone="danger" title="The product was not created" error={wizard.error}>
            {alert}
          </ProblemAlert>
        </div>
      ) : null}
      <dl className={styles.summary}>
        <dt>Tier</dt>
        <dd>
          {TIER_NAMES[values.tier]}
          {tier ? ` (${tier.nodeCount === 1 ? 'one node' : `${tier.nodeCount} nodes`})` : ''}
        </dd>
        <dt>Where</dt>
        <dd>
          {CLOUD_NAMES[values.cloudProvider]}, {region?.displayName ?? values.region} ({values.region})
        </dd>
        <dt>Instance</dt>
        <dd>{values.instanceType}</dd>
        <dt>Storage</dt>
        <dd>
          {request
            ? `${STORAGE_TYPE_NAMES[request.storage.type]}, ${request.storage.sizeGb} GiB, ${request.storage.iops} IOPS, ${request.storage.throughput} MB/s`
            : null}
        </dd>
        <dt>Display name</dt>
        <dd>{request?.name}</dd>
        <dt>Subdomain</dt>
        <dd>
          {request?.subdomainName}.{domainName}.dbcloud.dev
        </dd>
        <dt>Release channel</dt>
        <dd>{RELEASE_CHANNEL_NAMES[values.releaseChannel]}</dd>
        <dt>Allowed IPs</dt>
        <dd>{request?.allowedIps.join(', ')}</dd>
      </dl>
      {request ? (
        <ShowAsCode request={{ operationId: 'createProduct', body: request, tenant: domainName }} />
      ) : null}
      <StepActions onBack={onBack} nextLabel="Create product" loading={create.isPending} />
    </form>
  );
}
