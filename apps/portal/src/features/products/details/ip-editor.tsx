import type { Product } from '@dbcloud/api-client';
import { Button, Field, Input, Muted } from '@dbcloud/ui-kit';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useState } from 'react';
import { problemMessage } from '../../../app/form-errors';
import { shownOnScreen } from '../../../app/mutations';
import { toast } from '../../../app/notify';
import { useServerForm } from '../../../app/use-server-form';
import { ProblemAlert } from '../../../components/problem-alert';
import { useValidateCidrs } from '../mutations';
import styles from './details.module.css';
import { type IpList, useUpdateIps } from './mutations';
import { type IpRangeInput, ipRangeSchema } from './schemas';

const LIMITS: Record<IpList, number> = { allowedIps: 50, monitoringIps: 20 };

/**
 * An editable list of address ranges (allowed IPs, monitoring IPs): a range is checked here, then by
 * `products/validate-cidr`, which answers it normalized; "Save" sends the whole list. A failed save keeps
 * the list as edited.
 */
export function IpEditor({
  domainName,
  product,
  list,
  label,
}: {
  domainName: string;
  product: Product;
  list: IpList;
  /** "Allowed IP ranges" */
  label: string;
}) {
  const saved = product[list];
  const [draft, setDraft] = useState<string[]>(saved);
  const [checked, setChecked] = useState<string | undefined>();
  const limit = LIMITS[list];
  // "Add range" submits the form; "Save" sends the list (the alert says why a save failed).
  const { form, submit, send, error, alert } = useServerForm<IpRangeInput>({
    // The rules know how many ranges the list holds when the range is added.
    resolver: (values, context, options) =>
      valibotResolver(ipRangeSchema(draft.length, limit))(values, context, options),
    // A refused range's message stays until the next try or until the range is edited.
    reValidateMode: 'onSubmit',
    defaultValues: { cidr: '' },
  });
  const validate = useValidateCidrs();
  const save = useUpdateIps(list, {
    onSuccess: () => toast('success', `${label} saved`),
    onError: shownOnScreen,
  });
  const changed = draft.length !== saved.length || draft.some((ip, index) => ip !== saved[index]);
  const refuse = (message: string) =>
    form.setError('cidr', { type: 'server', message }, { shouldFocus: true });

  // A range the server refuses, or could not check, is refused beside the field.
  const add = submit(async ({ cidr }) => {
    try {
      const [result] = await validate.mutateAsync([cidr]);
      if (!result?.valid || !result.normalized) return refuse(result?.message ?? '');
      const normalized = result.normalized;
      if (draft.includes(normalized)) return refuse(`${normalized} is already in the list.`);
      setDraft((before) => [...before, normalized]);
      setChecked(result.message);
      form.reset({ cidr: '' });
    } catch (error) {
      refuse(problemMessage(error));
    }
  });

  const slug = list === 'allowedIps' ? 'allowed' : 'monitoring';
  return (
    <div className={styles.form}>
      {draft.length === 0 ? (
        <Muted>
          {list === 'allowedIps'
            ? 'No address may connect until you add a range.'
            : 'No address may monitor the product.'}
        </Muted>
      ) : (
        <ul className={styles.ipList} aria-label={label}>
          {draft.map((ip) => (
            <li key={ip}>
              <span className={styles.mono}>{ip}</span>
              <Button
                size="sm"
                variant="ghost"
                aria-label={`Remove ${ip}`}
                onClick={() => setDraft((before) => before.filter((other) => other !== ip))}
              >
                Remove
              </Button>
            </li>
          ))}
        </ul>
      )}
      <form
        className={styles.addRow}
        onSubmit={(event) => {
          if (!validate.isPending) setChecked(undefined);
          return add(event);
        }}
        noValidate
        aria-label={`Add to ${label.charAt(0).toLowerCase() + label.slice(1)}`}
      >
        <Field
          label="Address or range (CIDR)"
          description={checked ?? 'IPv4 or IPv6, such as 203.0.113.0/24; a bare address is one host.'}
          error={form.formState.errors.cidr?.message}
          id={`${slug}-ip-input`}
        >
          <Input
            {...form.register('cidr', { onChange: () => form.clearErrors('cidr') })}
            autoComplete="off"
            spellCheck={false}
          />
        </Field>
        <Button type="submit" loading={validate.isPending}>
          Add range
        </Button>
      </form>
      <Muted>
        {draft.length} of at most {limit} ranges.
      </Muted>
      {alert ? (
        <ProblemAlert tone="danger" error={error}>
          {alert}
        </ProblemAlert>
      ) : null}
      <div className={styles.actions}>
        <Button
          loading={save.isPending}
          disabled={!changed}
          onClick={() =>
            void send(() => save.mutateAsync({ domainName, productId: product.productId, ips: draft }))
          }
        >
          Save {label.charAt(0).toLowerCase() + label.slice(1)}
        </Button>
        {changed ? (
          <Button variant="ghost" disabled={save.isPending} onClick={() => setDraft(saved)}>
            Discard changes
          </Button>
        ) : null}
      </div>
    </div>
  );
}
