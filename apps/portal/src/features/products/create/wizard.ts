// The create wizard's values as typed, and the create request they make.
import type {
  CloudProvider,
  ProductCreateRequest,
  ProductReleaseChannel,
  ProductStorageType,
  Tier,
} from '@dbcloud/api-client';
import { cidrLines } from '../cidr';

export interface WizardValues {
  tier: Tier;
  cloudProvider: CloudProvider;
  region: string;
  instanceType: string;
  storageType: ProductStorageType;
  sizeGb: string;
  iops: string;
  throughput: string;
  name: string;
  subdomainName: string;
  releaseChannel: ProductReleaseChannel;
  allowedIps: string;
}

/** The throughput is floored to an integer before it is sent (the API takes whole MB/s). */
export function toCreateRequest(domainName: string, values: WizardValues): ProductCreateRequest {
  return {
    tier: values.tier,
    domainName,
    subdomainName: values.subdomainName.trim(),
    name: values.name.trim(),
    cloudProvider: values.cloudProvider,
    region: values.region,
    instanceType: values.instanceType,
    storage: {
      type: values.storageType,
      sizeGb: Number(values.sizeGb),
      iops: Number(values.iops),
      throughput: Math.floor(Number(values.throughput)),
    },
    releaseChannel: values.releaseChannel,
    allowedIps: cidrLines(values.allowedIps),
  };
}
