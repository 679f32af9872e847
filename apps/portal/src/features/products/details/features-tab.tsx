import type {
  Product,
  ProductAutoscalingConfig,
  ProductFeature,
  ProductFeatureName,
  ProductOpenTelemetryConfig,
  ProductPowerBiConfig,
  ProductSnmpCredentials,
} from '@dbcloud/api-client';
import {
  Badge,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  Checkbox,
  ConfirmDialog,
  CopyButton,
  Field,
  Input,
  NativeSelect,
  Textarea,
} from '@dbcloud/ui-kit';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useQuery } from '@tanstack/react-query';
import { type BaseSyntheticEvent, type ReactNode, useState } from 'react';
import { useForm } from 'react-hook-form';
import { applyServerFieldErrors, formAlertMessage, type ServerField } from '../../../app/form-errors';
import { shownOnScreen } from '../../../app/mutations';
import { toast } from '../../../app/notify';
import { useAppContext } from '../../../app/use-app-context';
import { useSubmitOnce } from '../../../app/use-submit-once';
import { Alert } from '../../../components/alert';
import { createContextQuery } from '../api';
import styles from './details.module.css';
import { IpEditor } from './ip-editor';
import {
  useConfigureAutoscaling,
  useConfigureOpenTelemetry,
  useConfigurePowerBi,
  useRollSnmpCredentials,
  useToggleFeature,
} from './mutations';
import {
  type AutoscalingInput,
  type AutoscalingValues,
  autoscalingSchema,
  type OpenTelemetryInput,
  type OpenTelemetryValues,
  openTelemetrySchema,
  type PowerBiInput,
  type PowerBiValues,
  powerBiSchema,
} from './schemas';
import { inWords, Section } from './shared';
import type { ProductTabProps } from './tab-props';

const FEATURES: Record<ProductFeatureName, { title: string; description: string }> = {
  'power-bi': {
    title: 'Power BI',
    description: 'A Power BI gateway pulls the data into a dataset on a schedule.',
  },
  autoscaling: {
    title: 'Autoscaling',
    description: 'The instance follows the load within a range you choose; storage can grow by itself.',
  },
  'open-telemetry': {
    title: 'OpenTelemetry',
    description: 'Metrics and traces are exported to your OpenTelemetry collector.',
  },
};

/** Features: each optional feature on or off with its own settings; monitoring access (IPs, SNMP). */
export function FeaturesTab({ domainName, product }: ProductTabProps) {
  const closed = product.status === 'terminating' || product.status === 'terminated';
  return (
    <>
      {product.tier === 'Free' ? (
        <Alert>Optional features are available on the Development and Production tiers.</Alert>
      ) : null}
      <div className={styles.cards}>
        {product.features.map((feature) => (
          <FeatureCard
            key={feature.name}
            domainName={domainName}
            product={product}
            feature={feature}
            closed={closed}
          />
        ))}
      </div>
      <Section
        title="Monitoring IP ranges"
        description="Addresses allowed to query the SNMP and metrics endpoints."
      >
        <IpEditor
          domainName={domainName}
          product={product}
          list="monitoringIps"
          label="Monitoring IP ranges"
        />
      </Section>
      <Snmp domainName={domainName} product={product} closed={closed} />
    </>
  );
}

function unavailable(product: Product, feature: ProductFeatureName): string | undefined {
  if (product.tier === 'Free') return 'Not available on the Free tier.';
  if (feature === 'autoscaling' && product.tier !== 'Production')
    return 'Autoscaling is available on the Production tier.';
  return undefined;
}

function FeatureCard({
  domainName,
  product,
  feature,
  closed,
}: {
  domainName: string;
  product: Product;
  feature: ProductFeature;
  closed: boolean;
}) {
  const { title, description } = FEATURES[feature.name];
  const toggle = useToggleFeature({
    onSuccess: (_data, { enabled }) => toast('success', `${title} ${enabled ? 'enabled' : 'disabled'}`),
  });
  const why = unavailable(product, feature.name);
  const ref = { domainName, productId: product.productId };
  return (
    <Card data-feature={feature.name}>
      <CardHeader>
        <div className={styles.cardHead}>
          <CardTitle asChild>
            <h3>{title}</h3>
          </CardTitle>
          <Badge tone={feature.enabled ? 'success' : 'neutral'}>{feature.enabled ? 'On' : 'Off'}</Badge>
        </div>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent className={styles.form}>
        {why ? (
          <p className={styles.muted}>{why}</p>
        ) : (
          <div className={styles.actions}>
            <Button
              loading={toggle.isPending}
              disabled={closed}
              onClick={() => toggle.mutate({ ...ref, feature: feature.name, enabled: !feature.enabled })}
            >
              {feature.enabled ? `Turn off ${title}` : `Turn on ${title}`}
            </Button>
          </div>
        )}
        {feature.enabled && !why ? (
          feature.name === 'power-bi' ? (
            <PowerBiForm domainName={domainName} product={product} config={feature.config} />
          ) : feature.name === 'autoscaling' ? (
            <AutoscalingForm domainName={domainName} product={product} config={feature.config} />
          ) : (
            <OpenTelemetryForm domainName={domainName} product={product} config={feature.config} />
          )
        ) : null}
      </CardContent>
    </Card>
  );
}

/** A feature's settings form: the problem above the fields when none of it is beside one; save once. */
function SettingsForm({
  name,
  alert,
  pending,
  onSubmit,
  children,
}: {
  name: string;
  alert: string | undefined;
  pending: boolean;
  onSubmit: (event?: BaseSyntheticEvent) => Promise<void>;
  children: ReactNode;
}) {
  return (
    <form className={styles.form} aria-label={`${name} settings`} noValidate onSubmit={onSubmit}>
      {alert ? <Alert tone="danger">{alert}</Alert> : null}
      {children}
      <div className={styles.actions}>
        <Button type="submit" loading={pending}>
          Save {name} settings
        </Button>
      </div>
    </form>
  );
}

interface ConfigProps<T> {
  domainName: string;
  product: Product;
  config: T;
}

const POWER_BI_FIELDS: Record<string, ServerField<PowerBiInput>> = {
  gatewayUrl: { name: 'gatewayUrl', label: 'Gateway URL' },
  refreshMinutes: { name: 'refreshMinutes', label: 'The refresh interval' },
  datasetName: { name: 'datasetName', label: 'Dataset name' },
};

function PowerBiForm({ domainName, product, config }: ConfigProps<ProductPowerBiConfig>) {
  const form = useForm<PowerBiInput, unknown, PowerBiValues>({
    resolver: valibotResolver(powerBiSchema),
    defaultValues: {
      gatewayUrl: config.gatewayUrl ?? '',
      refreshMinutes: String(config.refreshMinutes),
      datasetName: config.datasetName ?? '',
    },
  });
  const save = useConfigurePowerBi({
    onSuccess: () => toast('success', 'Power BI settings saved'),
    onError: (error) => applyServerFieldErrors(error, form.setError, POWER_BI_FIELDS),
  });
  const once = useSubmitOnce();
  const submit = form.handleSubmit(({ datasetName, ...values }) =>
    once(() =>
      save.mutateAsync({
        domainName,
        productId: product.productId,
        ...values,
        ...(datasetName ? { datasetName } : {}),
      }),
    ),
  );
  const { errors } = form.formState;
  return (
    <SettingsForm
      name="Power BI"
      alert={formAlertMessage(save.error, POWER_BI_FIELDS)}
      pending={save.isPending}
      onSubmit={submit}
    >
      <Field label="Gateway URL" error={errors.gatewayUrl?.message}>
        <Input type="url" {...form.register('gatewayUrl')} />
      </Field>
      <div className={styles.row}>
        <Field label="Refresh every (minutes)" error={errors.refreshMinutes?.message}>
          <Input inputMode="numeric" {...form.register('refreshMinutes')} />
        </Field>
        <Field label="Dataset name (optional)" error={errors.datasetName?.message}>
          <Input maxLength={100} {...form.register('datasetName')} />
        </Field>
      </div>
    </SettingsForm>
  );
}

const AUTOSCALING_FIELDS: Record<string, ServerField<AutoscalingInput>> = {
  minInstanceType: { name: 'minInstanceType', label: 'The smallest size' },
  maxInstanceType: { name: 'maxInstanceType', label: 'The largest size' },
  cpuThresholdPercent: { name: 'cpuThresholdPercent', label: 'The CPU threshold' },
  storageAutoExtend: { name: 'storageAutoExtend', label: 'Storage growth' },
  storageMaxSizeGb: { name: 'storageMaxSizeGb', label: 'The storage cap' },
};

function AutoscalingForm({ domainName, product, config }: ConfigProps<ProductAutoscalingConfig>) {
  const { api } = useAppContext();
  const context = useQuery(createContextQuery(api, domainName));
  const sizes = context.data?.tiers
    .find((tier) => tier.tier === product.tier)
    ?.instanceTypes.map((s) => s.instanceType) ?? [config.minInstanceType, config.maxInstanceType];
  const form = useForm<AutoscalingInput, unknown, AutoscalingValues>({
    // The sizes arrive with the context query: the rules are made with the ones known at each check.
    resolver: (values, context, options) =>
      valibotResolver(autoscalingSchema(sizes, product.storage.sizeGb))(values, context, options),
    defaultValues: {
      minInstanceType: config.minInstanceType,
      maxInstanceType: config.maxInstanceType,
      cpuThresholdPercent: String(config.cpuThresholdPercent),
      storageAutoExtend: config.storageAutoExtend,
      storageMaxSizeGb: config.storageMaxSizeGb === undefined ? '' : String(config.storageMaxSizeGb),
    },
  });
  const save = useConfigureAutoscaling({
    onSuccess: () => toast('success', 'Autoscaling settings saved'),
    onError: (error) => applyServerFieldErrors(error, form.setError, AUTOSCALING_FIELDS),
  });
  const once = useSubmitOnce();
  const submit = form.handleSubmit((values) =>
    once(() => save.mutateAsync({ domainName, productId: product.productId, ...values })),
  );
  const { errors } = form.formState;
  const autoExtend = form.watch('storageAutoExtend');
  const options = sizes.map((size) => (
    <option key={size} value={size}>
      {size}
    </option>
  ));
  return (
    <SettingsForm
      name="autoscaling"
      alert={formAlertMessage(save.error, AUTOSCALING_FIELDS)}
      pending={save.isPending}
      onSubmit={submit}
    >
      <div className={styles.row}>
        <Field label="Smallest size" error={errors.minInstanceType?.message}>
          <NativeSelect {...form.register('minInstanceType')}>{options}</NativeSelect>
        </Field>
        <Field label="Largest size" error={errors.maxInstanceType?.message}>
          <NativeSelect {...form.register('maxInstanceType')}>{options}</NativeSelect>
        </Field>
        <Field
          label="Scale up at CPU (%)"
          description="After 15 minutes above it; down again below half of it."
          error={errors.cpuThresholdPercent?.message}
        >
          <Input inputMode="numeric" {...form.register('cpuThresholdPercent')} />
        </Field>
      </div>
      <Field
        orientation="horizontal"
        label="Grow storage by 20% when it is 90% full"
        error={errors.storageAutoExtend?.message}
      >
        <Checkbox {...form.register('storageAutoExtend')} />
      </Field>
      {autoExtend ? (
        <Field label="Storage cap (GiB, optional)" error={errors.storageMaxSizeGb?.message}>
          <Input inputMode="numeric" {...form.register('storageMaxSizeGb')} />
        </Field>
      ) : null}
    </SettingsForm>
  );
}

const OPEN_TELEMETRY_FIELDS: Record<string, ServerField<OpenTelemetryInput>> = {
  endpoint: { name: 'endpoint', label: 'The collector endpoint' },
  protocol: { name: 'protocol', label: 'The protocol' },
  headers: { name: 'headers', label: 'The headers' },
};

function OpenTelemetryForm({ domainName, product, config }: ConfigProps<ProductOpenTelemetryConfig>) {
  const form = useForm<OpenTelemetryInput, unknown, OpenTelemetryValues>({
    resolver: valibotResolver(openTelemetrySchema),
    // The stored headers' values stay hidden: the field starts empty.
    defaultValues: { endpoint: config.endpoint ?? '', protocol: config.protocol, headers: '' },
  });
  const save = useConfigureOpenTelemetry({
    onSuccess: () => toast('success', 'OpenTelemetry settings saved'),
    onError: (error) => applyServerFieldErrors(error, form.setError, OPEN_TELEMETRY_FIELDS),
  });
  const once = useSubmitOnce();
  const submit = form.handleSubmit((values) =>
    once(() => save.mutateAsync({ domainName, productId: product.productId, ...values })),
  );
  const { errors } = form.formState;
  const stored = Object.keys(config.headers);
  return (
    <SettingsForm
      name="OpenTelemetry"
      alert={formAlertMessage(save.error, OPEN_TELEMETRY_FIELDS)}
      pending={save.isPending}
      onSubmit={submit}
    >
      <div className={styles.row}>
        <Field label="Collector endpoint" error={errors.endpoint?.message}>
          <Input type="url" {...form.register('endpoint')} />
        </Field>
        <Field label="Protocol" error={errors.protocol?.message}>
          <NativeSelect {...form.register('protocol')}>
            <option value="grpc">gRPC</option>
            <option value="http">HTTP</option>
          </NativeSelect>
        </Field>
      </div>
      <Field
        label="Headers (optional)"
        description={
          stored.length > 0
            ? `One “Name: value” a line. They replace the current ones (${stored.join(', ')}), whose values stay hidden: type them again to keep them.`
            : 'One “Name: value” a line, such as Authorization: Bearer …'
        }
        error={errors.headers?.message}
      >
        <Textarea rows={3} spellCheck={false} {...form.register('headers')} />
      </Field>
    </SettingsForm>
  );
}

/** SNMP access: the user name, and new credentials whose password is shown this once. */
function Snmp({ domainName, product, closed }: { domainName: string; product: Product; closed: boolean }) {
  const [password, setPassword] = useState<ProductSnmpCredentials | null>(null);
  const roll = useRollSnmpCredentials({
    onSuccess: (credentials) => {
      setPassword(credentials);
      toast('success', 'New SNMP credentials issued');
    },
    onError: shownOnScreen,
  });
  return (
    <Section title="SNMP credentials" description="For monitoring tools that poll the nodes over SNMP.">
      <dl className={styles.facts}>
        <div>
          <dt>User name</dt>
          <dd className={styles.mono}>{password?.username ?? product.snmp.username}</dd>
        </div>
        <div>
          <dt>SNMP</dt>
          <dd>{product.snmp.enabled ? 'On' : 'Off'}</dd>
        </div>
      </dl>
      {password ? (
        <Alert tone="warning" title="Copy the new password now: it is not shown again.">
          <span className={styles.urlCell}>
            <span className={styles.mono}>{password.password}</span>
            <CopyButton size="sm" value={password.password} aria-label="Copy the SNMP password" />
          </span>
        </Alert>
      ) : null}
      <div className={styles.actions}>
        <ConfirmDialog
          title="Roll the SNMP credentials?"
          description="New credentials are issued; the current password stops working, so update your monitoring tools."
          confirmLabel="Roll credentials"
          onConfirm={() => inWords(roll.mutateAsync({ domainName, productId: product.productId }))}
          trigger={<Button disabled={closed}>Roll credentials…</Button>}
        />
      </div>
    </Section>
  );
}
