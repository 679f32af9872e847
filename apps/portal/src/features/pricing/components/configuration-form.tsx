import type { CloudProvider, PricingCatalogue, PricingRange, Tier } from '@dbcloud/api-client';
import { Badge, Button } from '@dbcloud/ui-kit';
import { formatNumber, formatRate } from '../../../app/format';
import { TIER_NAMES } from '../../../app/site-labels';
import {
  type Configuration,
  type Drafts,
  type FieldMessages,
  flooredThroughput,
  type NumberKey,
  storageTypeOf,
  storageTypesOf,
  tierOf,
  withProvider,
  withStorageType,
  withTier,
} from '../configuration';
import { type Control, Field, RadioCards, Section, Select } from './controls';
import styles from './pricing.module.css';

export interface ConfigurationFormProps {
  catalogue: PricingCatalogue;
  config: Configuration;
  drafts: Drafts;
  messages: FieldMessages;
  /** A choice made: the whole next configuration. */
  onChange: (next: Configuration) => void;
  /** A number field's text as typed. */
  onType: (key: NumberKey, text: string) => void;
  /** A number field left. */
  onSettle: (key: NumberKey) => void;
}

const plural = (count: number, one: string) => `${count} ${one}${count === 1 ? '' : 's'}`;

const PERIOD_NAMES: Record<Configuration['period'], string> = {
  hourly: 'Pay as you go',
  monthly: 'Monthly',
  yearly: 'Yearly',
};

/** The calculator's inputs, in the order of a cluster's making: where, what, storage, traffic, payment. */
export function ConfigurationForm({
  catalogue,
  config,
  drafts,
  messages,
  onChange,
  onType,
  onSettle,
}: ConfigurationFormProps) {
  const provider = catalogue.providers.find((p) => p.provider === config.provider);
  const tier = tierOf(catalogue, config.tier);
  const storageType = storageTypeOf(catalogue, config);
  const rate = (millicents: number) => formatRate(millicents / 1000 / 100, catalogue.currency, 4);
  const throughput = config.storage.throughput;
  const numberInput = (key: NumberKey, value: number, range?: PricingRange) => (control: Control) => (
    <input
      {...control}
      className={styles.control}
      inputMode={key === 'throughput' ? 'decimal' : 'numeric'}
      autoComplete="off"
      value={drafts[key] ?? String(value)}
      readOnly={range !== undefined && range.min === range.max}
      onChange={(event) => onType(key, event.target.value)}
      onBlur={() => onSettle(key)}
    />
  );
  const dateInput = (key: 'startDate' | 'endDate') => (control: Control) => (
    <input
      {...control}
      type="date"
      className={styles.control}
      value={config[key] ?? ''}
      min={key === 'endDate' ? config.startDate : undefined}
      max={key === 'startDate' ? config.endDate : undefined}
      onChange={(event) => onChange({ ...config, [key]: event.target.value || undefined })}
    />
  );

  return (
    // Nothing to submit: each change prices at once, so the form only groups the fields.
    <form className={styles.form} aria-label="Configuration" onSubmit={(event) => event.preventDefault()}>
      <Section title="Cloud and region" id="pricing-cloud">
        <RadioCards
          legend="Cloud provider"
          name="provider"
          value={config.provider}
          onChange={(value) => onChange(withProvider(catalogue, config, value as CloudProvider))}
          options={catalogue.providers.map((p) => ({
            value: p.provider,
            label: p.displayName,
            description: plural(p.regions.length, 'region'),
          }))}
        />
        <Field id="pricing-region" label="Region">
          {(control) => (
            <Select
              control={control}
              value={config.region}
              onChange={(region) => onChange({ ...config, region })}
              options={(provider?.regions ?? []).map((region) => [
                region.id,
                `${region.displayName} (${region.id})`,
              ])}
            />
          )}
        </Field>
      </Section>

      <Section title="Cluster" id="pricing-cluster">
        <RadioCards
          legend="Tier"
          name="tier"
          value={config.tier}
          onChange={(value) => onChange(withTier(catalogue, config, value as Tier))}
          options={catalogue.tiers.map((t) => ({
            value: t.tier,
            label: TIER_NAMES[t.tier],
            description: `${plural(t.nodeCount, 'node')}. ${t.description}`,
          }))}
        />
        <Field
          id="pricing-instance"
          label="Instance type"
          description={tier && `Each of the ${plural(tier.nodeCount, 'node')} runs on one.`}
        >
          {(control) => (
            <Select
              control={control}
              value={config.instanceType}
              onChange={(instanceType) => onChange({ ...config, instanceType })}
              options={(tier?.instanceTypes ?? []).map((instance) => [
                instance.name,
                `${instance.name}: ${plural(instance.vCPUs, 'vCPU')}, ${instance.memoryGb} GB memory, ${rate(instance.hourlyRateMillicents)} an hour per node`,
              ])}
            />
          )}
        </Field>
      </Section>

      <Section
        title="Storage"
        id="pricing-storage"
        description={tier && `A disk on each node: ${plural(tier.nodeCount, 'disk')} in all.`}
      >
        <Field id="pricing-storage-type" label="Storage type">
          {(control) => (
            <Select
              control={control}
              value={config.storage.type}
              onChange={(name) => onChange(withStorageType(catalogue, config, name))}
              options={storageTypesOf(catalogue, config.provider).map((type) => [
                type.name,
                type.displayName,
              ])}
            />
          )}
        </Field>
        <div className={styles.grid}>
          <Field
            id="pricing-size"
            label="Size (GiB)"
            error={messages['storage.sizeGb']}
            description={
              storageType &&
              `${formatNumber(storageType.sizeGb.min)} to ${formatNumber(storageType.sizeGb.max)} GiB, ${rate(storageType.gbMonthRateMillicents)} per GiB a month.`
            }
          >
            {numberInput('sizeGb', config.storage.sizeGb)}
          </Field>
          <Field
            id="pricing-iops"
            label="IOPS"
            error={messages['storage.iops']}
            description={
              storageType &&
              `${included(storageType.includedIops, storageType.iops, 'IOPS')} ${rate(storageType.iopsMonthRateMillicents)} per IOPS above a month.`
            }
          >
            {numberInput('iops', config.storage.iops, storageType?.iops)}
          </Field>
          <Field
            id="pricing-throughput"
            label="Throughput (MB/s)"
            error={messages['storage.throughput']}
            description={
              storageType && (
                <>
                  {included(storageType.includedThroughput, storageType.throughput, 'MB/s')}{' '}
                  {Number.isInteger(throughput)
                    ? `${rate(storageType.throughputMonthRateMillicents)} per MB/s above a month.`
                    : `Priced in whole MB/s: as ${formatNumber(flooredThroughput(throughput))} MB/s.`}
                </>
              )
            }
          >
            {numberInput('throughput', throughput, storageType?.throughput)}
          </Field>
        </div>
      </Section>

      <Section title="Data transfer" id="pricing-transfer">
        <Field
          id="pricing-transfer-gb"
          label="Data transferred out (GB a month)"
          error={messages.dataTransferGb}
          description={`${rate(catalogue.dataTransferGbRateMillicents)} per GB transferred out.`}
          className={styles.narrow}
        >
          {numberInput('dataTransferGb', config.dataTransferGb)}
        </Field>
      </Section>

      <Section title="Payment" id="pricing-payment">
        <RadioCards
          legend="Payment period"
          name="period"
          value={config.period}
          onChange={(value) => onChange({ ...config, period: value as Configuration['period'] })}
          options={catalogue.paymentPeriods.map((p) => ({
            value: p.period,
            label: (
              <>
                {PERIOD_NAMES[p.period]}{' '}
                {p.discountPercent > 0 && (
                  <Badge tone="success" className={styles.discount}>
                    {p.discountPercent}% off
                  </Badge>
                )}
              </>
            ),
            description: p.description,
          }))}
        />
        <fieldset className={styles.fieldset} aria-describedby="pricing-dates-description">
          <legend className={styles.legend}>Dates (optional)</legend>
          <p id="pricing-dates-description" className={styles.description}>
            The cost of a date range, from the start date’s first hour to the end date’s last (UTC).
          </p>
          <div className={styles.dates}>
            <Field id="pricing-start" label="Start date" error={messages.startDate}>
              {dateInput('startDate')}
            </Field>
            <Field id="pricing-end" label="End date" error={messages.endDate}>
              {dateInput('endDate')}
            </Field>
            {(config.startDate || config.endDate) && (
              <Button
                variant="ghost"
                size="sm"
                className={styles.clearDates}
                onClick={() => onChange({ ...config, startDate: undefined, endDate: undefined })}
              >
                Clear dates
              </Button>
            )}
          </div>
        </fieldset>
      </Section>
    </form>
  );
}

function included(amount: number, range: PricingRange, unit: string): string {
  if (range.min === range.max) return `${formatNumber(range.min)} ${unit}, fixed for this storage type.`;
  return `${formatNumber(amount)} included; ${formatNumber(range.min)} to ${formatNumber(range.max)} ${unit}.`;
}
