import type {
  ProductCreateContext,
  ProductReleaseChannel,
  ProductTierOption,
  Tier,
  UserCloudAccount,
} from '@dbcloud/api-client';
import {
  Button,
  ErrorState,
  Field,
  Fieldset,
  Input,
  NativeSelect,
  PageHeader,
  Skeleton,
  Textarea,
  TextLink,
  VisuallyHidden,
} from '@dbcloud/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { type UseFormReturn, useForm } from 'react-hook-form';
import { can } from '../../../app/access';
import {
  applyServerFieldErrors,
  formAlertMessage,
  problemMessage,
  type ServerField,
} from '../../../app/form-errors';
import { RELEASE_CHANNEL_NAMES, STORAGE_TYPE_NAMES } from '../../../app/labels';
import { toast } from '../../../app/notify';
import { CLOUD_NAMES, TIER_NAMES } from '../../../app/site-labels';
import { useAppContext } from '../../../app/use-app-context';
import { useDebouncedValue } from '../../../app/use-debounced-value';
import { useSubmitOnce } from '../../../app/use-submit-once';
import { Alert } from '../../../components/alert';
import { BillingContactForm } from '../../../components/billing-contact/billing-contact-form';
import { LiveStatus } from '../../../components/forms/live-status';
import { isSingleLine, SINGLE_LINE_MESSAGE } from '../../../components/forms/schemas';
import { RoleRequired } from '../../../components/role-required';
import { ShowAsCode } from '../../../components/show-as-code/show-as-code';
import { PRODUCTS_ROLE } from '../access';
import { createContextQuery } from '../api';
import { allowedIpsProblem, cidrLines } from '../cidr';
import { useCreateProduct, useValidateCidrs } from '../mutations';
import styles from '../products.module.css';
import { subdomainAvailabilityQuery } from './api';
import { PricePanel, paymentContextRequest } from './price-panel';
import { toCreateRequest, type WizardValues } from './wizard';

type Step = 'plan' | 'billing' | 'customize' | 'summary';
const STEP_NAMES: Record<Step, string> = {
  plan: 'Plan',
  billing: 'Billing contact',
  customize: 'Customize',
  summary: 'Summary',
};

const SERVER_FIELDS: Record<string, ServerField<WizardValues>> = {
  name: { name: 'name', label: 'Display name' },
  subdomainName: { name: 'subdomainName', label: 'Subdomain' },
  releaseChannel: { name: 'releaseChannel', label: 'Release channel' },
  allowedIps: { name: 'allowedIps', label: 'Allowed IPs' },
  tier: { name: 'tier', label: 'Tier' },
  region: { name: 'region', label: 'Region' },
  instanceType: { name: 'instanceType', label: 'Instance' },
  'storage.sizeGb': { name: 'sizeGb', label: 'Storage size' },
  'storage.iops': { name: 'iops', label: 'IOPS' },
  'storage.throughput': { name: 'throughput', label: 'Throughput' },
};
const FIELD_STEP: Partial<Record<keyof WizardValues, Step>> = {
  name: 'customize',
  subdomainName: 'customize',
  releaseChannel: 'customize',
  allowedIps: 'customize',
};

const CHANNEL_NOTES: Record<ProductReleaseChannel, string> = {
  stable: 'Tested releases. Recommended.',
  preview: 'New versions early, for trying them out.',
  lts: 'A long-term-support version that only gets fixes.',
};
const SUBDOMAIN = /^[a-z][a-z0-9-]*[a-z0-9]$/;

/** A paid tier the account cannot order only because it has no billing contact yet: the wizard adds one. */
const selectable = (tier: ProductTierOption, context: ProductCreateContext) =>
  tier.available || (tier.requiresBillingContact && !context.hasBillingContact && tier.tier !== 'Free');

/** `product/create`: the wizard, or why the user cannot create products. */
export function CreateProductPage({ account }: { account: UserCloudAccount }) {
  if (!can(account, 'createProduct')) {
    return (
      <RoleRequired
        account={account}
        role={PRODUCTS_ROLE}
        title={`You don’t have access to products in ${account.domainName}`}
        reason="Creating a product needs the Products role."
      />
    );
  }
  return <CreateProduct domainName={account.domainName} />;
}

function CreateProduct({ domainName }: { domainName: string }) {
  const { api } = useAppContext();
  const context = useQuery(createContextQuery(api, domainName));
  return (
    <div className={styles.page}>
      <PageHeader
        title="Create a product"
        description="A managed database cluster: choose where it runs and its size, then name it."
        eyebrow={
          <TextLink asChild>
            <Link to="/portal/$cloudAccount/products" params={{ cloudAccount: domainName }}>
              Back to products
            </Link>
          </TextLink>
        }
      />
      {context.isPending ? (
        <div aria-busy="true" className={styles.wizard}>
          <VisuallyHidden role="status">Loading what you can create…</VisuallyHidden>
          <Skeleton className={styles.tableSkeleton} />
          <Skeleton className={styles.toolbarSkeleton} />
        </div>
      ) : context.isError ? (
        <ErrorState
          title="The product options did not load"
          message={problemMessage(context.error, 'Check your connection and try again.')}
          onRetry={() => void context.refetch()}
          retrying={context.isFetching}
        />
      ) : (
        <Wizard domainName={domainName} context={context.data} />
      )}
    </div>
  );
}

function initialValues(context: ProductCreateContext): WizardValues {
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

function Wizard({ domainName, context }: { domainName: string; context: ProductCreateContext }) {
  const form = useForm<WizardValues>({ defaultValues: initialValues(context), mode: 'onTouched' });
  const [step, setStep] = useState<Step>('plan');
  const tier = form.watch('tier');
  const tierOption = context.tiers.find((t) => t.tier === tier);
  // Saving the contact refreshes the context (it then has one): the step stays listed until the wizard moves on.
  const needsBilling =
    step === 'billing' || Boolean(tierOption?.requiresBillingContact && !context.hasBillingContact);
  const steps: Step[] = needsBilling
    ? ['plan', 'billing', 'customize', 'summary']
    : ['plan', 'customize', 'summary'];
  const heading = useRef<HTMLHeadingElement>(null);
  const go = (next: Step) => {
    setStep(next);
    requestAnimationFrame(() => heading.current?.focus());
  };
  const index = steps.indexOf(step);
  const back = index > 0 ? () => go(steps[index - 1] as Step) : undefined;
  const forward = () => go(steps[index + 1] as Step);
  const values = form.watch();
  return (
    <div className={styles.wizard}>
      <div className={styles.steps}>
        <ol className={styles.stepList} aria-label="Steps">
          {steps.map((name, position) => (
            <li
              key={name}
              aria-current={name === step ? 'step' : undefined}
              data-done={position < index || undefined}
            >
              <span className={styles.stepNumber} aria-hidden="true">
                {position + 1}
              </span>
              {STEP_NAMES[name]}
            </li>
          ))}
        </ol>
        <h2 ref={heading} tabIndex={-1} className={styles.stepTitle}>
          Step {index + 1} of {steps.length}: {STEP_NAMES[step]}
        </h2>
        {step === 'plan' ? (
          <PlanStep form={form} context={context} onNext={forward} />
        ) : step === 'billing' ? (
          <BillingStep domainName={domainName} onBack={back} onSaved={() => go('customize')} />
        ) : step === 'customize' ? (
          <CustomizeStep
            form={form}
            context={context}
            domainName={domainName}
            onBack={back}
            onNext={forward}
          />
        ) : (
          <SummaryStep form={form} context={context} domainName={domainName} onBack={back} goTo={go} />
        )}
      </div>
      <PricePanel
        domainName={domainName}
        request={paymentContextRequest(values, context)}
        values={values}
        context={context}
      />
    </div>
  );
}

function StepActions({
  onBack,
  nextLabel,
  loading,
}: {
  onBack?: () => void;
  nextLabel: string;
  loading?: boolean;
}) {
  return (
    <div className={styles.stepActions}>
      {onBack ? (
        <Button onClick={onBack} disabled={loading}>
          Back
        </Button>
      ) : null}
      <Button type="submit" variant="primary" loading={loading}>
        {nextLabel}
      </Button>
    </div>
  );
}

const integer = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text) : Number.NaN);

function PlanStep({
  form,
  context,
  onNext,
}: {
  form: UseFormReturn<WizardValues>;
  context: ProductCreateContext;
  onNext: () => void;
}) {
  const { register, watch, setValue, formState } = form;
  const { errors } = formState;
  const provider = context.providers.find((p) => p.cloudProvider === watch('cloudProvider'));
  const tier = context.tiers.find((t) => t.tier === watch('tier'));
  const storage = context.storageTypes.find((s) => s.type === watch('storageType'));
  const within = (label: string, min: number, max: number, unit: string) => (text: string) => {
    const value = integer(text);
    if (Number.isNaN(value)) return `Enter ${label} as a whole number.`;
    if (value < min || value > max) return `${label} must be ${min} to ${max} ${unit}.`;
    return true;
  };
  const submit = form.handleSubmit(() => onNext());
  return (
    <form className={styles.stepForm} onSubmit={(event) => void submit(event)} noValidate aria-label="Plan">
      <Fieldset label="Tier" error={errors.tier?.message}>
        <div className={styles.tiers}>
          {context.tiers.map((option) => {
            const enabled = selectable(option, context);
            const id = `tier-${option.tier}`;
            return (
              <label
                key={option.tier}
                htmlFor={id}
                className={styles.tier}
                data-disabled={!enabled || undefined}
              >
                <input
                  id={id}
                  type="radio"
                  value={option.tier}
                  disabled={!enabled}
                  {...register('tier', {
                    onChange: (event: { target: { value: string } }) => {
                      const next = context.tiers.find((t) => t.tier === event.target.value);
                      setValue('instanceType', next?.instanceTypes[0]?.instanceType ?? '');
                    },
                  })}
                />
                <span className={styles.tierName}>{TIER_NAMES[option.tier]}</span>
                <span className={styles.muted}>
                  {option.nodeCount === 1 ? 'One node' : `${option.nodeCount} nodes`}
                  {option.maxAdditionalNodes > 0 ? `, up to ${option.maxAdditionalNodes} more` : ''}
                </span>
                {!option.available ? (
                  <span className={styles.muted}>
                    {enabled
                      ? 'Needs a billing contact: you add it in the next step.'
                      : option.unavailableReason}
                  </span>
                ) : null}
              </label>
            );
          })}
        </div>
      </Fieldset>
      <div className={styles.pair}>
        <Field label="Cloud provider" error={errors.cloudProvider?.message}>
          <NativeSelect
            {...register('cloudProvider', {
              onChange: (event: { target: { value: string } }) => {
                const next = context.providers.find((p) => p.cloudProvider === event.target.value);
                setValue('region', next?.regions[0]?.region ?? '');
              },
            })}
          >
            {context.providers.map((option) => (
              <option key={option.cloudProvider} value={option.cloudProvider}>
                {option.displayName}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field label="Region" error={errors.region?.message}>
          <NativeSelect {...register('region', { required: 'Choose a region.' })}>
            {provider?.regions.map((option) => (
              <option key={option.region} value={option.region}>
                {option.displayName} ({option.region})
              </option>
            ))}
          </NativeSelect>
        </Field>
      </div>
      <Field label="Instance" error={errors.instanceType?.message}>
        <NativeSelect {...register('instanceType', { required: 'Choose an instance size.' })}>
          {tier?.instanceTypes.map((option) => (
            <option key={option.instanceType} value={option.instanceType}>
              {option.instanceType}: {option.vCpus} vCPU{option.vCpus === 1 ? '' : 's'}, {option.memoryGb} GB
              memory
            </option>
          ))}
        </NativeSelect>
      </Field>
      <Fieldset label="Storage (per node)">
        <div className={styles.quad}>
          <Field label="Type">
            <NativeSelect
              {...register('storageType', {
                onChange: (event: { target: { value: string } }) => {
                  const next = context.storageTypes.find((s) => s.type === event.target.value);
                  if (!next) return;
                  const size = integer(form.getValues('sizeGb'));
                  if (Number.isNaN(size) || size < next.minSizeGb) setValue('sizeGb', String(next.minSizeGb));
                  if (size > next.maxSizeGb) setValue('sizeGb', String(next.maxSizeGb));
                  setValue('iops', String(next.defaultIops));
                  setValue('throughput', String(next.defaultThroughput));
                },
              })}
            >
              {context.storageTypes.map((option) => (
                <option key={option.type} value={option.type}>
                  {STORAGE_TYPE_NAMES[option.type]}
                </option>
              ))}
            </NativeSelect>
          </Field>
          <Field
            label="Size (GB)"
            description={storage ? `${storage.minSizeGb} to ${storage.maxSizeGb}` : undefined}
            error={errors.sizeGb?.message}
          >
            <Input
              inputMode="numeric"
              {...register('sizeGb', {
                validate: (text) =>
                  storage ? within('Size', storage.minSizeGb, storage.maxSizeGb, 'GB')(text) : true,
              })}
            />
          </Field>
          <Field
            label="IOPS"
            description={storage ? `${storage.minIops} to ${storage.maxIops}` : undefined}
            error={errors.iops?.message}
          >
            <Input
              inputMode="numeric"
              {...register('iops', {
                validate: (text) =>
                  storage ? within('IOPS', storage.minIops, storage.maxIops, 'IOPS')(text) : true,
              })}
            />
          </Field>
          <Field
            label="Throughput (MB/s)"
            description={storage ? `${storage.minThroughput} to ${storage.maxThroughput}` : undefined}
            error={errors.throughput?.message}
          >
            <Input
              inputMode="decimal"
              {...register('throughput', {
                // The throughput is floored to an integer before it is sent (the API takes whole MB/s).
                setValueAs: (text: string) => text,
                validate: (text) => {
                  if (!storage) return true;
                  const value = Math.floor(Number(text));
                  if (text.trim() === '' || Number.isNaN(value)) return 'Enter the throughput as a number.';
                  return within(
                    'Throughput',
                    storage.minThroughput,
                    storage.maxThroughput,
                    'MB/s',
                  )(String(value));
                },
              })}
            />
          </Field>
        </div>
      </Fieldset>
      <StepActions nextLabel="Continue" />
    </form>
  );
}

function BillingStep({
  domainName,
  onBack,
  onSaved,
}: {
  domainName: string;
  onBack?: () => void;
  onSaved: () => void;
}) {
  return (
    <div className={styles.stepForm}>
      <p className={styles.muted}>
        Development and Production products are billed. Add who receives {domainName}’s invoices; you can
        change it later in Billing.
      </p>
      <BillingContactForm
        domainName={domainName}
        contact={null}
        idPrefix="wizard-billing-contact"
        submitLabel="Save and continue"
        submitVariant="primary"
        onSaved={onSaved}
      />
      {onBack ? (
        <div className={styles.stepActions}>
          <Button onClick={onBack}>Back</Button>
        </div>
      ) : null}
    </div>
  );
}

type SubdomainState = {
  status: 'idle' | 'checking' | 'available' | 'taken' | 'unknown';
  message: string;
  name: string;
};

function useSubdomainAvailability(domainName: string, tier: Tier, typed: string): SubdomainState {
  const { api } = useAppContext();
  const current = typed.trim();
  const name = useDebouncedValue(current, 400);
  const valid = (text: string) => SUBDOMAIN.test(text) && text.length >= 3 && text.length <= 30;
  const query = useQuery({
    ...subdomainAvailabilityQuery(api, domainName, tier, name),
    enabled: valid(name),
  });
  if (!valid(current)) return { status: 'idle', message: '', name: current };
  if (name !== current || query.isPending)
    return { status: 'checking', message: `Checking ${current}…`, name };
  if (query.isError) {
    return {
      status: 'unknown',
      message: `We could not check ${name} now; we check it when you create.`,
      name,
    };
  }
  return query.data.available
    ? { status: 'available', message: `${name} is available`, name }
    : { status: 'taken', message: `${name} is taken by another ${tier} product in ${domainName}.`, name };
}

function CustomizeStep({
  form,
  context,
  domainName,
  onBack,
  onNext,
}: {
  form: UseFormReturn<WizardValues>;
  context: ProductCreateContext;
  domainName: string;
  onBack?: () => void;
  onNext: () => void;
}) {
  const { register, watch, formState, setError } = form;
  const { errors } = formState;
  const availability = useSubdomainAvailability(domainName, watch('tier'), watch('subdomainName'));
  const validate = useValidateCidrs();
  const [notes, setNotes] = useState<string[]>([]);
  const submit = form.handleSubmit(async (values) => {
    if (availability.status === 'taken' && availability.name === values.subdomainName.trim()) {
      setError('subdomainName', { message: availability.message }, { shouldFocus: true });
      return;
    }
    try {
      const results = await validate.mutateAsync(cidrLines(values.allowedIps));
      const invalid = results.find((result) => !result.valid);
      if (invalid) {
        setError('allowedIps', { message: `${invalid.cidr}: ${invalid.message}` }, { shouldFocus: true });
        return;
      }
      setNotes(
        results
          .filter((result) => result.message && !result.message.startsWith('Valid.'))
          .map((r) => r.message),
      );
      form.setValue('allowedIps', results.map((result) => result.normalized ?? result.cidr).join('\n'));
      onNext();
    } catch (error) {
      setError(
        'allowedIps',
        { message: `We could not check the ranges: ${problemMessage(error)}` },
        { shouldFocus: true },
      );
    }
  });
  const tone =
    availability.status === 'available' ? 'good' : availability.status === 'taken' ? 'bad' : 'neutral';
  return (
    <form
      className={styles.stepForm}
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label="Customize"
    >
      <Field label="Display name" error={errors.name?.message} required>
        <Input
          autoComplete="off"
          {...register('name', {
            validate: (text) =>
              text.trim() === ''
                ? 'Give the product a name.'
                : text.trim().length > 64
                  ? 'At most 64 characters.'
                  : !isSingleLine(text)
                    ? SINGLE_LINE_MESSAGE
                    : true,
          })}
        />
      </Field>
      <Field
        label="Subdomain"
        description={`Node addresses: a.<subdomain>.${domainName}.dbcloud.dev. 3 to 30 lowercase letters, digits or hyphens, starting with a letter.`}
        error={errors.subdomainName?.message}
        required
      >
        <Input
          autoComplete="off"
          spellCheck={false}
          {...register('subdomainName', {
            validate: (text) => {
              const name = text.trim();
              if (name.length < 3 || name.length > 30) return 'Use 3 to 30 characters.';
              if (!SUBDOMAIN.test(name))
                return 'Use lowercase letters, digits and hyphens, starting with a letter and not ending with a hyphen.';
              return true;
            },
          })}
        />
      </Field>
      <LiveStatus id="subdomain-availability" tone={tone} message={availability.message} />
      <Fieldset label="Release channel">
        <div className={styles.channels}>
          {context.releaseChannels.map((channel) => (
            <label key={channel} className={styles.channel} htmlFor={`channel-${channel}`}>
              <input id={`channel-${channel}`} type="radio" value={channel} {...register('releaseChannel')} />
              <span className={styles.tierName}>{RELEASE_CHANNEL_NAMES[channel]}</span>
              <span className={styles.muted}>{CHANNEL_NOTES[channel]}</span>
            </label>
          ))}
        </div>
      </Fieldset>
      <Field
        label="Allowed IPs"
        description={`Address ranges that may connect, one per line (CIDR, like 203.0.113.0/24). Your address now: ${context.defaultAllowedIp}.`}
        error={errors.allowedIps?.message}
        required
      >
        <Textarea
          rows={3}
          spellCheck={false}
          {...register('allowedIps', { validate: (text) => allowedIpsProblem(text) ?? true })}
        />
      </Field>
      {notes.length > 0 ? (
        <Alert tone="warning" title="About your ranges">
          {notes.join(' ')}
        </Alert>
      ) : null}
      <StepActions onBack={onBack} nextLabel="Continue" loading={validate.isPending} />
    </form>
  );
}

function SummaryStep({
  form,
  context,
  domainName,
  onBack,
  goTo,
}: {
  form: UseFormReturn<WizardValues>;
  context: ProductCreateContext;
  domainName: string;
  onBack?: () => void;
  goTo: (step: Step) => void;
}) {
  const navigate = useNavigate();
  const values = form.getValues();
  // What "Create product" sends, and what "Show as code" shows.
  const request = toCreateRequest(domainName, values);
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
    onError: (error) => {
      if (applyServerFieldErrors(error, form.setError, SERVER_FIELDS)) {
        const first = Object.keys(form.formState.errors)[0] as keyof WizardValues | undefined;
        const step = (first && FIELD_STEP[first]) ?? (first ? 'plan' : undefined);
        if (step) goTo(step);
      }
    },
  });
  // One create, even for a double click before the button shows it is busy.
  const once = useSubmitOnce();
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (create.isPending) return;
    void once(() => create.mutateAsync(request));
  };
  const alert = formAlertMessage(create.error, SERVER_FIELDS);
  useEffect(() => {
    if (alert) document.getElementById('create-alert')?.focus();
  }, [alert]);
  const storage = `${STORAGE_TYPE_NAMES[values.storageType]}, ${values.sizeGb} GB, ${values.iops} IOPS, ${Math.floor(Number(values.throughput))} MB/s`;
  return (
    <form className={styles.stepForm} onSubmit={submit} noValidate aria-label="Summary">
      {alert ? (
        <div id="create-alert" tabIndex={-1}>
          <Alert tone="danger" title="The product was not created">
            {alert}
          </Alert>
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
        <dd>{storage}</dd>
        <dt>Display name</dt>
        <dd>{values.name}</dd>
        <dt>Subdomain</dt>
        <dd>
          {values.subdomainName}.{domainName}.dbcloud.dev
        </dd>
        <dt>Release channel</dt>
        <dd>{RELEASE_CHANNEL_NAMES[values.releaseChannel]}</dd>
        <dt>Allowed IPs</dt>
        <dd>{cidrLines(values.allowedIps).join(', ')}</dd>
      </dl>
      <ShowAsCode request={{ operationId: 'createProduct', body: request, tenant: domainName }} />
      <StepActions onBack={onBack} nextLabel="Create product" loading={create.isPending} />
    </form>
  );
}
