// The create wizard's values: where they start and the create request they make, both the SDK's product
// recipes (`@dbcloud/api-client/products`), so that the portal, `dbcloud products create` and the MCP
// server start a new product at the same place and send the same request for the same choices.
import type { ProductCreateContext, ProductCreateRequest } from '@dbcloud/api-client';
import { createDefaults, createRequestOf } from '@dbcloud/api-client/products';
import * as v from 'valibot';
import { type WizardOutput, type WizardValues, wizardSchema } from './schemas';

/** The recipe's defaults, as the wizard's fields hold them (numbers as typed text, one range a line). */
export function initialValues(context: ProductCreateContext): WizardValues {
  const defaults = createDefaults(context);
  return {
    tier: defaults.tier,
    cloudProvider: defaults.cloudProvider,
    region: defaults.region,
    instanceType: defaults.instanceType,
    storageType: defaults.storage.type,
    sizeGb: String(defaults.storage.sizeGb),
    iops: String(defaults.storage.iops),
    throughput: String(defaults.storage.throughput),
    name: '',
    subdomainName: '',
    releaseChannel: defaults.releaseChannel,
    allowedIps: defaults.allowedIps.join('\n'),
  };
}

/** The create request of the wizard's checked values (the recipe's: the throughput floored). */
export function toCreateRequest(
  context: ProductCreateContext,
  domainName: string,
  values: WizardOutput,
): ProductCreateRequest {
  return createRequestOf(context, domainName, {
    tier: values.tier,
    name: values.name,
    subdomainName: values.subdomainName,
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
  });
}

/** The create request of the wizard's values as typed, when every step's rules pass them; else undefined. */
export function checkedCreateRequest(
  context: ProductCreateContext,
  domainName: string,
  values: WizardValues,
): ProductCreateRequest | undefined {
  const checked = v.safeParse(wizardSchema(context, values), values);
  return checked.success ? toCreateRequest(context, domainName, checked.output) : undefined;
}
