// Each optional feature's settings form, shown while the feature is on.
import type {
  Product,
  ProductAutoscalingConfig,
  ProductAutoscalingConfigureRequest,
  ProductOpenTelemetryConfig,
  ProductOpenTelemetryConfigureRequest,
  ProductPowerBiConfig,
  ProductPowerBiConfigureRequest,
} from '@dbcloud/api-client';
import { Button, Checkbox, Field, Input, NativeSelect, Textarea } from '@dbcloud/ui-kit';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useQuery } from '@tanstack/react-query';
import type { BaseSyntheticEvent, ReactNode } from 'react';
import type { ServerFields } from '../../../app/form-errors';
import { shownOnScreen } from '../../../app/mutations';
import { toast } from '../../../app/notify';
import { useRootContext } from '../../../app/use-root-context';
import { useServerForm } from '../../../app/use-server-form';
import { ProblemAlert } from '../../../components/problem-alert';
import { createContextQuery } from '../api';
import styles from './details.module.css';
import { useConfigureAutoscaling, useConfigureOpenTelemetry, useConfigurePowerBi } from './mutations';
import {
  type AutoscalingInput,
  type AutoscalingValues,
  autoscalingSchema,
  type OpenTelemetryInput,
  type OpenTelemetryValues,
  openTelemetrySchema,
  type PowerBiInput,
  powerBiSchema,
} from './schemas';

/** A feature's settings form: the problem above the fields when none of it is beside one; save once. */
function SettingsForm({
  name,
  alert,
  error,
  pending,
  onSubmit,
  children,
}: {
  name: string;
  alert: string | undefined;
  /** The failed save the alert tells of (its request id is shown). */
  error: unknown;
  pending: boolean;
  onSubmit: (event?: BaseSyntheticEvent) => Promise<void>;
  children: ReactNode;
}) {
  return (
    <form className={styles.form} aria-label={`${name} settings`} noValidate onSubmit={onSubmit}>
      {alert ? (
        <ProblemAlert tone="danger" error={error}>
          {alert}
        </ProblemAlert>
      ) : null}
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

const POWER_BI_FIELDS: ServerFields<ProductPowerBiConfigureRequest, PowerBiInput> = {
  gatewayUrl: { name: 'gatewayUrl', label: 'Gateway URL' },
  refreshMinutes: { name: 'refreshMinutes', label: 'The refresh interval' },
  datasetName: { name: 'datasetName', label: 'Dataset name' },
};

export function PowerBiForm({ domainName, product, config }: ConfigProps<ProductPowerBiConfig>) {
  const { form, submit, error, alert } = useServerForm({
    schema: powerBiSchema,
    defaultValues: {
      gatewayUrl: config.gatewayUrl ?? '',
      refreshMinutes: String(config.refreshMinutes),
      datasetName: config.datasetName ?? '',
    },
    serverFields: POWER_BI_FIELDS,
  });
  const save = useConfigurePowerBi({
    onSuccess: () => toast('success', 'Power BI settings saved'),
    onError: shownOnScreen,
  });
  const { errors } = form.formState;
  return (
    <SettingsForm
      name="Power BI"
      alert={alert}
      error={error}
      pending={save.isPending}
      onSubmit={submit(({ datasetName, ...values }) =>
        save.mutateAsync({
          domainName,
          productId: product.productId,
          ...values,
          ...(datasetName ? { datasetName } : {}),
        }),
      )}
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

const AUTOSCALING_FIELDS: ServerFields<ProductAutoscalingConfigureRequest, AutoscalingInput> = {
  minInstanceType: { name: 'minInstanceType', label: 'The smallest size' },
  maxInstanceType: { name: 'maxInstanceType', label: 'The largest size' },
  cpuThresholdPercent: { name: 'cpuThresholdPercent', label: 'The CPU threshold' },
  storageAutoExtend: { name: 'storageAutoExtend', label: 'Storage growth' },
  storageMaxSizeGb: { name: 'storageMaxSizeGb', label: 'The storage cap' },
};

export function AutoscalingForm({ domainName, product, config }: ConfigProps<ProductAutoscalingConfig>) {
  const { api } = useRootContext();
  const context = useQuery(createContextQuery(api, domainName));
  const sizes = context.data?.tiers
    .find((tier) => tier.tier === product.tier)
    ?.instanceTypes.map((s) => s.instanceType) ?? [config.minInstanceType, config.maxInstanceType];
  const { form, submit, error, alert } = useServerForm<
    AutoscalingInput,
    AutoscalingValues,
    ProductAutoscalingConfigureRequest
  >({
    // The sizes arrive with the context query: the rules are made with the ones known at each check.
    resolver: (values, resolverContext, options) =>
      valibotResolver(autoscalingSchema(sizes, product.storage.sizeGb))(values, resolverContext, options),
    defaultValues: {
      minInstanceType: config.minInstanceType,
      maxInstanceType: config.maxInstanceType,
      cpuThresholdPercent: String(config.cpuThresholdPercent),
      storageAutoExtend: config.storageAutoExtend,
      storageMaxSizeGb: config.storageMaxSizeGb === undefined ? '' : String(config.storageMaxSizeGb),
    },
    serverFields: AUTOSCALING_FIELDS,
  });
  const save = useConfigureAutoscaling({
    onSuccess: () => toast('success', 'Autoscaling settings saved'),
    onError: shownOnScreen,
  });
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
      alert={alert}
      error={error}
      pending={save.isPending}
      onSubmit={submit((values) => save.mutateAsync({ domainName, productId: product.productId, ...values }))}
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

const OPEN_TELEMETRY_FIELDS: ServerFields<ProductOpenTelemetryConfigureRequest, OpenTelemetryInput> = {
  endpoint: { name: 'endpoint', label: 'The collector endpoint' },
  protocol: { name: 'protocol', label: 'The protocol' },
  headers: { name: 'headers', label: 'The headers' },
};

export function OpenTelemetryForm({ domainName, product, config }: ConfigProps<ProductOpenTelemetryConfig>) {
  const { form, submit, error, alert } = useServerForm({
    schema: openTelemetrySchema,
    // The stored headers' values stay hidden: the field starts empty.
    defaultValues: { endpoint: config.endpoint ?? '', protocol: config.protocol, headers: '' },
    serverFields: OPEN_TELEMETRY_FIELDS,
  });
  const save = useConfigureOpenTelemetry({
    onSuccess: () => toast('success', 'OpenTelemetry settings saved'),
    onError: shownOnScreen,
  });
  const { errors } = form.formState;
  const stored = Object.keys(config.headers);
  return (
    <SettingsForm
      name="OpenTelemetry"
      alert={alert}
      error={error}
      pending={save.isPending}
      onSubmit={submit((values: OpenTelemetryValues) =>
        save.mutateAsync({ domainName, productId: product.productId, ...values }),
      )}
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
