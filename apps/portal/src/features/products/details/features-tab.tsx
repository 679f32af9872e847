import type {
  Product,
  ProductFeature,
  ProductFeatureName,
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
  CopyButton,
  Muted,
} from '@dbcloud/ui-kit';
import { useState } from 'react';
import { shownOnScreen } from '../../../app/mutations';
import { toast } from '../../../app/notify';
import { Alert } from '../../../components/alert';
import { ConfirmDialog } from '../../../components/lazy-confirm-dialog';
import { Section } from './change-parts';
import styles from './details.module.css';
import { AutoscalingForm, OpenTelemetryForm, PowerBiForm } from './feature-settings';
import { IpEditor } from './ip-editor';
import { useRollSnmpCredentials, useToggleFeature } from './mutations';
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
          <Muted>{why}</Muted>
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
          pending={roll.isPending}
          error={roll.error}
          onConfirm={() => roll.mutate({ domainName, productId: product.productId })}
          trigger={<Button disabled={closed}>Roll credentials…</Button>}
        />
      </div>
    </Section>
  );
}
