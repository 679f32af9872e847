import type {
  Product,
  ProductAutoscalingConfig,
  ProductFeature,
  ProductFeatureName,
  ProductOpenTelemetryConfig,
  ProductPowerBiConfig,
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
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useState } from 'react';
import { formAlertMessage } from '../../../app/form-errors';
import { shownOnScreen } from '../../../app/mutations';
import { toast } from '../../../app/notify';
import { useAppContext } from '../../../app/use-app-context';
import { Alert } from '../../../components/alert';
import { createContextQuery } from '../api';
import {
  useConfigureAutoscaling,
  useConfigureOpenTelemetry,
  useConfigurePowerBi,
  useRollSnmpCredentials,
  useToggleFeature,
} from '../mutations';
import type { ProductTabProps } from '../tab-props';
import { IpEditor } from './ip-editor';
import styles from './product-details.module.css';
import { inWords, Section } from './shared';

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

type Errors<K extends string> = Partial<Record<K, string>>;

function SettingsForm({
  name,
  error,
  pending,
  onSubmit,
  children,
}: {
  name: string;
  error: unknown;
  pending: boolean;
  onSubmit: () => void;
  children: ReactNode;
}) {
  const alert = formAlertMessage(error);
  return (
    <form
      className={styles.form}
      aria-label={`${name} settings`}
      noValidate
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        if (!pending) onSubmit();
      }}
    >
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

const isHttps = (text: string) => {
  try {
    return new URL(text).protocol === 'https:';
  } catch {
    return false;
  }
};

const wholeIn = (text: string, min: number, max: number) => {
  const value = Number(text);
  return text.trim() !== '' && Number.isInteger(value) && value >= min && value <= max;
};

interface ConfigProps<T> {
  domainName: string;
  product: Product;
  config: T;
}

function PowerBiForm({ domainName, product, config }: ConfigProps<ProductPowerBiConfig>) {
  const [gatewayUrl, setGatewayUrl] = useState(config.gatewayUrl ?? '');
  const [refreshMinutes, setRefreshMinutes] = useState(String(config.refreshMinutes));
  const [datasetName, setDatasetName] = useState(config.datasetName ?? '');
  const [errors, setErrors] = useState<Errors<'gatewayUrl' | 'refreshMinutes'>>({});
  const save = useConfigurePowerBi({
    onSuccess: () => toast('success', 'Power BI settings saved'),
    onError: shownOnScreen,
  });
  const submit = () => {
    const found: typeof errors = {};
    if (!isHttps(gatewayUrl.trim())) found.gatewayUrl = 'Enter the gateway’s https:// address.';
    if (!wholeIn(refreshMinutes, 15, 1440)) found.refreshMinutes = 'Refresh every 15 to 1440 minutes.';
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    save.mutate({
      domainName,
      productId: product.productId,
      gatewayUrl: gatewayUrl.trim(),
      refreshMinutes: Number(refreshMinutes),
      ...(datasetName.trim() ? { datasetName: datasetName.trim() } : {}),
    });
  };
  return (
    <SettingsForm name="Power BI" error={save.error} pending={save.isPending} onSubmit={submit}>
      <Field label="Gateway URL" error={errors.gatewayUrl}>
        <Input type="url" value={gatewayUrl} onChange={(event) => setGatewayUrl(event.target.value)} />
      </Field>
      <div className={styles.row}>
        <Field label="Refresh every (minutes)" error={errors.refreshMinutes}>
          <Input
            inputMode="numeric"
            value={refreshMinutes}
            onChange={(event) => setRefreshMinutes(event.target.value)}
          />
        </Field>
        <Field label="Dataset name (optional)">
          <Input
            value={datasetName}
            maxLength={100}
            onChange={(event) => setDatasetName(event.target.value)}
          />
        </Field>
      </div>
    </SettingsForm>
  );
}

function AutoscalingForm({ domainName, product, config }: ConfigProps<ProductAutoscalingConfig>) {
  const { api } = useAppContext();
  const context = useQuery(createContextQuery(api, domainName));
  const sizes = context.data?.tiers
    .find((tier) => tier.tier === product.tier)
    ?.instanceTypes.map((s) => s.instanceType) ?? [config.minInstanceType, config.maxInstanceType];
  const [min, setMin] = useState(config.minInstanceType);
  const [max, setMax] = useState(config.maxInstanceType);
  const [cpu, setCpu] = useState(String(config.cpuThresholdPercent));
  const [autoExtend, setAutoExtend] = useState(config.storageAutoExtend);
  const [cap, setCap] = useState(
    config.storageMaxSizeGb === undefined ? '' : String(config.storageMaxSizeGb),
  );
  const [errors, setErrors] = useState<Errors<'max' | 'cpu' | 'cap'>>({});
  const save = useConfigureAutoscaling({
    onSuccess: () => toast('success', 'Autoscaling settings saved'),
    onError: shownOnScreen,
  });
  const submit = () => {
    const found: typeof errors = {};
    if (sizes.indexOf(max) < sizes.indexOf(min)) found.max = `The largest size is at least ${min}.`;
    if (!wholeIn(cpu, 50, 95)) found.cpu = 'Scale up at 50 to 95% CPU.';
    if (cap.trim() !== '' && !wholeIn(cap, product.storage.sizeGb, 16384)) {
      found.cap = `Between the current ${product.storage.sizeGb} GiB and 16384 GiB, or empty for no cap.`;
    }
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    save.mutate({
      domainName,
      productId: product.productId,
      minInstanceType: min,
      maxInstanceType: max,
      cpuThresholdPercent: Number(cpu),
      storageAutoExtend: autoExtend,
      ...(cap.trim() ? { storageMaxSizeGb: Number(cap) } : {}),
    });
  };
  const options = sizes.map((size) => (
    <option key={size} value={size}>
      {size}
    </option>
  ));
  return (
    <SettingsForm name="autoscaling" error={save.error} pending={save.isPending} onSubmit={submit}>
      <div className={styles.row}>
        <Field label="Smallest size">
          <NativeSelect value={min} onChange={(event) => setMin(event.target.value)}>
            {options}
          </NativeSelect>
        </Field>
        <Field label="Largest size" error={errors.max}>
          <NativeSelect value={max} onChange={(event) => setMax(event.target.value)}>
            {options}
          </NativeSelect>
        </Field>
        <Field
          label="Scale up at CPU (%)"
          description="After 15 minutes above it; down again below half of it."
          error={errors.cpu}
        >
          <Input inputMode="numeric" value={cpu} onChange={(event) => setCpu(event.target.value)} />
        </Field>
      </div>
      <Field orientation="horizontal" label="Grow storage by 20% when it is 90% full">
        <Checkbox checked={autoExtend} onCheckedChange={setAutoExtend} />
      </Field>
      {autoExtend ? (
        <Field label="Storage cap (GiB, optional)" error={errors.cap}>
          <Input inputMode="numeric" value={cap} onChange={(event) => setCap(event.target.value)} />
        </Field>
      ) : null}
    </SettingsForm>
  );
}

/** Headers as typed, one `Name: value` a line. */
function parseHeaders(text: string): { headers: Record<string, string> } | { error: string } {
  const headers: Record<string, string> = {};
  for (const line of text.split('\n')) {
    if (line.trim() === '') continue;
    const colon = line.indexOf(':');
    const name = colon > 0 ? line.slice(0, colon).trim() : '';
    if (!/^[A-Za-z0-9-]{1,64}$/.test(name))
      return { error: `“${line.trim()}” is not “Name: value” (letters, digits, hyphens).` };
    headers[name] = line.slice(colon + 1).trim();
  }
  if (Object.keys(headers).length > 20) return { error: 'At most 20 headers.' };
  return { headers };
}

function OpenTelemetryForm({ domainName, product, config }: ConfigProps<ProductOpenTelemetryConfig>) {
  const [endpoint, setEndpoint] = useState(config.endpoint ?? '');
  const [protocol, setProtocol] = useState(config.protocol);
  const [headerText, setHeaderText] = useState('');
  const [errors, setErrors] = useState<Errors<'endpoint' | 'headers'>>({});
  const save = useConfigureOpenTelemetry({
    onSuccess: () => toast('success', 'OpenTelemetry settings saved'),
    onError: shownOnScreen,
  });
  const stored = Object.keys(config.headers);
  const submit = () => {
    const found: typeof errors = {};
    if (!isHttps(endpoint.trim())) found.endpoint = 'Enter the collector’s https:// address.';
    const parsed = parseHeaders(headerText);
    if ('error' in parsed) found.headers = parsed.error;
    setErrors(found);
    if (Object.keys(found).length > 0 || 'error' in parsed) return;
    save.mutate({
      domainName,
      productId: product.productId,
      endpoint: endpoint.trim(),
      protocol,
      headers: parsed.headers,
    });
  };
  return (
    <SettingsForm name="OpenTelemetry" error={save.error} pending={save.isPending} onSubmit={submit}>
      <div className={styles.row}>
        <Field label="Collector endpoint" error={errors.endpoint}>
          <Input type="url" value={endpoint} onChange={(event) => setEndpoint(event.target.value)} />
        </Field>
        <Field label="Protocol">
          <NativeSelect
            value={protocol}
            onChange={(event) => setProtocol(event.target.value as typeof protocol)}
          >
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
        error={errors.headers}
      >
        <Textarea
          rows={3}
          value={headerText}
          spellCheck={false}
          onChange={(event) => setHeaderText(event.target.value)}
        />
      </Field>
    </SettingsForm>
  );
}

/** SNMP access: the user name, and new credentials whose password is shown this once. */
function Snmp({ domainName, product, closed }: { domainName: string; product: Product; closed: boolean }) {
  const [password, setPassword] = useState<{ username: string; password: string } | null>(null);
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
