import type { Product } from '@dbcloud/api-client';
import { Button, Field, Input } from '@dbcloud/ui-kit';
import { type FormEvent, useState } from 'react';
import { formAlertMessage, problemMessage } from '../../../app/form-errors';
import { shownOnScreen } from '../../../app/mutations';
import { toast } from '../../../app/notify';
import { Alert } from '../../../components/alert';
import { cidrProblem } from '../cidr';
import { type IpList, useUpdateIps, useValidateCidr } from '../mutations';
import styles from './product-details.module.css';

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
  const [text, setText] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [checked, setChecked] = useState<string | undefined>();
  const validate = useValidateCidr();
  const save = useUpdateIps(list, {
    onSuccess: () => toast('success', `${label} saved`),
    onError: shownOnScreen,
  });
  const limit = LIMITS[list];
  const changed = draft.length !== saved.length || draft.some((ip, index) => ip !== saved[index]);

  const add = async (event: FormEvent) => {
    event.preventDefault();
    if (validate.isPending) return;
    setChecked(undefined);
    const problem = cidrProblem(text);
    if (problem) {
      setFieldError(problem);
      return;
    }
    if (draft.length >= limit) {
      setFieldError(`At most ${limit} ranges: remove one first.`);
      return;
    }
    try {
      const result = await validate.mutateAsync(text.trim());
      if (!result.valid || !result.normalized) {
        setFieldError(result.message);
        return;
      }
      const normalized = result.normalized;
      if (draft.includes(normalized)) {
        setFieldError(`${normalized} is already in the list.`);
        return;
      }
      setFieldError(undefined);
      setDraft((before) => [...before, normalized]);
      setChecked(result.message);
      setText('');
    } catch (error) {
      setFieldError(problemMessage(error));
    }
  };

  const alert = formAlertMessage(save.error);
  const slug = list === 'allowedIps' ? 'allowed' : 'monitoring';
  return (
    <div className={styles.form}>
      {draft.length === 0 ? (
        <p className={styles.muted}>
          {list === 'allowedIps'
            ? 'No address may connect until you add a range.'
            : 'No address may monitor the product.'}
        </p>
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
        onSubmit={add}
        noValidate
        aria-label={`Add to ${label.charAt(0).toLowerCase() + label.slice(1)}`}
      >
        <Field
          label="Address or range (CIDR)"
          description={checked ?? 'IPv4 or IPv6, such as 203.0.113.0/24; a bare address is one host.'}
          error={fieldError}
          id={`${slug}-ip-input`}
        >
          <Input
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              setFieldError(undefined);
            }}
            autoComplete="off"
            spellCheck={false}
          />
        </Field>
        <Button type="submit" loading={validate.isPending}>
          Add range
        </Button>
      </form>
      <p className={styles.muted}>
        {draft.length} of at most {limit} ranges.
      </p>
      {alert ? <Alert tone="danger">{alert}</Alert> : null}
      <div className={styles.actions}>
        <Button
          loading={save.isPending}
          disabled={!changed}
          onClick={() => save.mutate({ domainName, productId: product.productId, ips: draft })}
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
