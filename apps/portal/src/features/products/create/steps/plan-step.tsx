import type { CloudProvider, ProductCreateContext, Tier } from '@dbcloud/api-client';
import { createDefaults, orderable, storageFor, storageOptionOf } from '@dbcloud/api-client/products';
import { Field, Fieldset, Input, Muted, NativeSelect } from '@dbcloud/ui-kit';
import type { FormEvent } from 'react';
import { STORAGE_TYPE_NAMES } from '../../../../app/labels';
import { CLOUD_NAMES, TIER_NAMES } from '../../../../app/site-labels';
import styles from '../create.module.css';
import { PLAN_FIELDS } from '../schemas';
import type { Wizard } from '../use-wizard';
import { StepActions } from './step-actions';

/** Where the product runs and how big it is: what the price depends on. */
export function PlanStep({
  wizard,
  context,
  onNext,
}: {
  wizard: Wizard;
  context: ProductCreateContext;
  onNext: () => void;
}) {
  const { register, watch, setValue, getValues, formState, trigger } = wizard.form;
  const { errors } = formState;
  const provider = context.providers.find((p) => p.cloudProvider === watch('cloudProvider'));
  const tier = context.tiers.find((t) => t.tier === watch('tier'));
  const storage = context.storageTypes.find((s) => s.type === watch('storageType'));
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (await trigger(PLAN_FIELDS, { shouldFocus: true })) onNext();
  };
  return (
    <form className={styles.stepForm} onSubmit={(event) => void submit(event)} noValidate aria-label="Plan">
      <Fieldset label="Tier" error={errors.tier?.message}>
        <div className={styles.tiers}>
          {context.tiers.map((option) => {
            const enabled = orderable(option, context);
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
                    // Another tier starts at its smallest size, as the recipe starts it.
                    onChange: (event: { target: { value: string } }) => {
                      const tier = event.target.value as Tier;
                      setValue('instanceType', createDefaults(context, { tier }).instanceType);
                    },
                  })}
                />
                <span className={styles.tierName}>{TIER_NAMES[option.tier]}</span>
                <Muted as="span">
                  {option.nodeCount === 1 ? 'One node' : `${option.nodeCount} nodes`}
                  {option.maxAdditionalNodes > 0 ? `, up to ${option.maxAdditionalNodes} more` : ''}
                </Muted>
                {!option.available ? (
                  <Muted as="span">
                    {enabled
                      ? 'Needs a billing contact: you add it in the next step.'
                      : option.unavailableReason}
                  </Muted>
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
              // Another provider starts at its first region, as the recipe starts it.
              onChange: (event: { target: { value: string } }) => {
                const cloudProvider = event.target.value as CloudProvider;
                setValue('region', createDefaults(context, { cloudProvider }).region);
              },
            })}
          >
            {context.providers.map((option) => (
              <option key={option.cloudProvider} value={option.cloudProvider}>
                {CLOUD_NAMES[option.cloudProvider]}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field label="Region" error={errors.region?.message}>
          <NativeSelect {...register('region')}>
            {provider?.regions.map((option) => (
              <option key={option.region} value={option.region}>
                {option.displayName} ({option.region})
              </option>
            ))}
          </NativeSelect>
        </Field>
      </div>
      <Field label="Instance" error={errors.instanceType?.message}>
        <NativeSelect {...register('instanceType')}>
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
          <Field label="Type" error={errors.storageType?.message}>
            <NativeSelect
              {...register('storageType', {
                // Another type has other limits: the size stays within them, the rest starts at its defaults.
                onChange: (event: { target: { value: string } }) => {
                  const next = storageOptionOf(context, event.target.value);
                  if (!next) return;
                  const size = Number(getValues('sizeGb'));
                  const start = storageFor(next, Number.isInteger(size) ? size : next.minSizeGb);
                  setValue('sizeGb', String(start.sizeGb));
                  setValue('iops', String(start.iops));
                  setValue('throughput', String(start.throughput));
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
            label="Size (GiB)"
            description={storage ? `${storage.minSizeGb} to ${storage.maxSizeGb}` : undefined}
            error={errors.sizeGb?.message}
          >
            <Input inputMode="numeric" {...register('sizeGb')} />
          </Field>
          <Field
            label="IOPS"
            description={storage ? `${storage.minIops} to ${storage.maxIops}` : undefined}
            error={errors.iops?.message}
          >
            <Input inputMode="numeric" {...register('iops')} />
          </Field>
          <Field
            label="Throughput (MB/s)"
            description={storage ? `${storage.minThroughput} to ${storage.maxThroughput}` : undefined}
            error={errors.throughput?.message}
          >
            <Input inputMode="decimal" {...register('throughput')} />
          </Field>
        </div>
      </Fieldset>
      <StepActions nextLabel="Continue" />
    </form>
  );
}
