// The create wizard's state: one form for every step (Back keeps what was typed, the create request is
// made of all of it), the step shown, and the steps there are (the billing contact only for a tier that
// needs one the account lacks).
import type { ProductCreateContext, ProductCreateRequest } from '@dbcloud/api-client';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useRef, useState } from 'react';
import type { ServerFields } from '../../../app/form-errors';
import { useServerForm } from '../../../app/use-server-form';
import { CUSTOMIZE_FIELDS, type WizardOutput, type WizardValues, wizardSchema } from './schemas';
import { initialValues } from './wizard';

export type Step = 'plan' | 'billing' | 'customize' | 'summary';

export const STEP_NAMES: Record<Step, string> = {
  plan: 'Plan',
  billing: 'Billing contact',
  customize: 'Customize',
  summary: 'Summary',
};

/** Where the server's field errors go: the create request's paths to the wizard's fields. */
const SERVER_FIELDS: ServerFields<ProductCreateRequest, WizardValues> = {
  name: { name: 'name', label: 'Display name' },
  subdomainName: { name: 'subdomainName', label: 'Subdomain' },
  releaseChannel: { name: 'releaseChannel', label: 'Release channel' },
  allowedIps: { name: 'allowedIps', label: 'Allowed IPs' },
  tier: { name: 'tier', label: 'Tier' },
  cloudProvider: { name: 'cloudProvider', label: 'Cloud provider' },
  region: { name: 'region', label: 'Region' },
  instanceType: { name: 'instanceType', label: 'Instance' },
  'storage.type': { name: 'storageType', label: 'Storage type' },
  'storage.sizeGb': { name: 'sizeGb', label: 'Storage size' },
  'storage.iops': { name: 'iops', label: 'IOPS' },
  'storage.throughput': { name: 'throughput', label: 'Throughput' },
};

const stepOf = (field: string): Step =>
  (CUSTOMIZE_FIELDS as readonly string[]).includes(field) ? 'customize' : 'plan';

export function useWizard(context: ProductCreateContext) {
  const server = useServerForm<WizardValues, WizardOutput, ProductCreateRequest>({
    // The rules of what is chosen now: another provider has other regions, another type other limits.
    resolver: (values, resolverContext, options) =>
      valibotResolver(wizardSchema(context, values))(values, resolverContext, options),
    defaultValues: initialValues(context),
    mode: 'onTouched',
    serverFields: SERVER_FIELDS,
  });
  const [step, setStep] = useState<Step>('plan');
  const tier = context.tiers.find((option) => option.tier === server.form.watch('tier'));
  // Saving the contact refreshes the context (it then has one): the step stays listed until the wizard moves on.
  const needsBilling =
    step === 'billing' || Boolean(tier?.requiresBillingContact && !context.hasBillingContact);
  const steps: Step[] = needsBilling
    ? ['plan', 'billing', 'customize', 'summary']
    : ['plan', 'customize', 'summary'];
  const heading = useRef<HTMLHeadingElement>(null);
  const go = (next: Step) => {
    setStep(next);
    requestAnimationFrame(() => heading.current?.focus());
  };
  const index = steps.indexOf(step);
  return {
    ...server,
    step,
    steps,
    index,
    heading,
    go,
    back: index > 0 ? () => go(steps[index - 1] as Step) : undefined,
    forward: () => go(steps[index + 1] as Step),
    /** After a create the server refused: back to the step of the first field it named, if any. */
    showRefusedField: () => {
      const first = Object.keys(server.form.formState.errors)[0];
      if (first) go(stepOf(first));
    },
  };
}

export type Wizard = ReturnType<typeof useWizard>;
