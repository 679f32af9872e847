// The create wizard's rules: the plan (where, how big, what storage) and the product's own settings
// (name, subdomain, release channel, who may connect). Each step checks its fields before the next; the
// create request is made of what the whole answers. Only valibot functions other forms already use
// (valibot is one module: each new one joins the entry chunk).
import type { ProductCreateContext } from '@dbcloud/api-client';
import { orderable, storageLimitsOf } from '@dbcloud/api-client/products';
import * as v from 'valibot';
import { addressName, singleLine } from '../../../components/forms/schemas';
import { storageSchema } from '../../../components/forms/storage';
import { allowedIpsProblem, cidrLines } from '../cidr';

/** The contract's ProductSubdomainName, with the words of an account's domain name. */
export const subdomainName = addressName('Choose a subdomain.', 30);

/** The choices the plan's other options depend on: a provider's regions, a tier's sizes, a type's limits. */
interface PlanChoices {
  tier: string;
  cloudProvider: string;
  storageType: string;
}

/** The plan: each choice one the context offers with the others, the storage within its type's limits. */
export function planSchema(context: ProductCreateContext, chosen: PlanChoices) {
  const provider = context.providers.find((option) => option.cloudProvider === chosen.cloudProvider);
  const tier = context.tiers.find((option) => option.tier === chosen.tier);
  return v.object({
    tier: v.picklist(
      // A paid tier the account lacks only a billing contact for is orderable: the wizard adds one.
      context.tiers.filter((option) => orderable(option, context)).map((option) => option.tier),
      'Choose a tier you can order.',
    ),
    cloudProvider: v.picklist(
      context.providers.map((option) => option.cloudProvider),
      'Choose a cloud provider.',
    ),
    region: v.picklist(provider?.regions.map((option) => option.region) ?? [], 'Choose a region.'),
    instanceType: v.picklist(
      tier?.instanceTypes.map((option) => option.instanceType) ?? [],
      'Choose an instance size.',
    ),
    storageType: v.picklist(
      context.storageTypes.map((option) => option.type),
      'Choose a storage type.',
    ),
    ...storageSchema(storageLimitsOf(context, chosen.storageType)).entries,
  });
}

/** The product's own settings; the ranges are checked here for their shape, then by the server. */
export const customizeSchema = (context: ProductCreateContext) =>
  v.object({
    name: v.pipe(
      v.string(),
      v.trim(),
      v.nonEmpty('Give the product a name.'),
      v.maxLength(64, 'At most 64 characters.'),
      singleLine(),
    ),
    subdomainName,
    releaseChannel: v.picklist(context.releaseChannels, 'Choose a release channel.'),
    allowedIps: v.pipe(
      v.string(),
      v.check(
        (text) => allowedIpsProblem(text) === undefined,
        (issue) => allowedIpsProblem(issue.input) ?? '',
      ),
      v.transform(cidrLines),
    ),
  });

/** The whole wizard, for the values `chosen` holds. */
export const wizardSchema = (context: ProductCreateContext, chosen: PlanChoices) =>
  v.object({ ...planSchema(context, chosen).entries, ...customizeSchema(context).entries });

/** The wizard's fields as typed. */
export type WizardValues = v.InferInput<ReturnType<typeof wizardSchema>>;
/** What they answer: the create request's values. */
export type WizardOutput = v.InferOutput<ReturnType<typeof wizardSchema>>;

/** The fields of each step that has fields, in the order they are shown. */
export const PLAN_FIELDS = [
  'tier',
  'cloudProvider',
  'region',
  'instanceType',
  'storageType',
  'sizeGb',
  'iops',
  'throughput',
] as const satisfies readonly (keyof WizardValues)[];
export const CUSTOMIZE_FIELDS = [
  'name',
  'subdomainName',
  'releaseChannel',
  'allowedIps',
] as const satisfies readonly (keyof WizardValues)[];
