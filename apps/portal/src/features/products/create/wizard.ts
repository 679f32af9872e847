// The create wizard's values: where they start, and the create request they make.
import type { ProductCreateContext, ProductCreateRequest } from '@dbcloud/api-client';
import { selectable, type WizardOutput, type WizardValues } from './schemas';

/** Development when the account can order it, else the first tier it can; the first of every other list. */
export function initialValues(context: ProductCreateContext): WizardValues {
  const tier =
    context.tiers.find((t) => t.tier === 'Development' && selectable(t, context)) ??
    context.tiers.find((t) => selectable(t, context)) ??
    context.tiers[0];
  const provider = context.providers[0];
  const storage = context.storageTypes[0];
  return {
    tier: tier?.tier ?? 'Development',
    cloudProvider: provider?.cloudProvider ?? 'Aws',
    region: provider?.regions[0]?.region ?? '',
    instanceType: tier?.instanceTypes[0]?.instanceType ?? '',
    storageType: storage?.type ?? 'standard',
    sizeGb: String(Math.max(storage?.minSizeGb ?? 10, 32)),
    iops: String(storage?.defaultIops ?? 3000),
    throughput: String(storage?.defaultThroughput ?? 125),
    name: '',
    subdomainName: '',
    releaseChannel: context.defaultReleaseChannel,
    allowedIps: context.defaultAllowedIp,
  };
}

/** The create request of the wizard's checked values (numbers, the throughput floored, one range a line). */
export function toCreateRequest(domainName: string, values: WizardOutput): ProductCreateRequest {
  return {
    tier: values.tier,
    domainName,
    subdomainName: values.subdomainName,
    name: values.name,
    cloudProvider: values.cloudProvider,
    region: values.region,
    instanceType: values.instanceType,
    storage: {
      type: values.storageType,
      sizeGb: values.sizeGb,
      iops: values.iops,
      throughput: values.throughput,
    },
    releaseChannel: values.releaseChannel,
    allowedIps: values.allowedIps,
  };
}
