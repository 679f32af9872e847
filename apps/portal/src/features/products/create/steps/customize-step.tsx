import type { ProductCreateContext, ProductReleaseChannel } from '@dbcloud/api-client';
import { Field, Fieldset, Input, Muted, Textarea } from '@dbcloud/ui-kit';
import { type FormEvent, useState } from 'react';
import { problemMessage } from '../../../../app/form-errors';
import { RELEASE_CHANNEL_NAMES } from '../../../../app/labels';
import { Alert } from '../../../../components/alert';
import { LiveStatus } from '../../../../components/forms/live-status';
import { cidrLines } from '../../cidr';
import { useValidateCidrs } from '../../mutations';
import styles from '../create.module.css';
import { CUSTOMIZE_FIELDS } from '../schemas';
import { useSubdomainAvailability } from '../use-subdomain-availability';
import type { Wizard } from '../use-wizard';
import { StepActions } from './step-actions';

const CHANNEL_NOTES: Record<ProductReleaseChannel, string> = {
  stable: 'Tested releases. Recommended.',
  preview: 'New versions early, for trying them out.',
  lts: 'A long-term-support version that only gets fixes.',
};

/**
 * The product's name, subdomain (checked live), release channel and allowed ranges. Continue asks the
 * server whether each range is one (`products/validate-cidr`) and keeps them as it stores them.
 */
export function CustomizeStep({
  wizard,
  context,
  domainName,
  onBack,
  onNext,
}: {
  wizard: Wizard;
  context: ProductCreateContext;
  domainName: string;
  onBack?: (() => void) | undefined;
  onNext: () => void;
}) {
  const { register, watch, formState, setError, setValue, getValues, trigger } = wizard.form;
  const { errors } = formState;
  const availability = useSubdomainAvailability(domainName, watch('tier'), watch('subdomainName'));
  const validate = useValidateCidrs();
  const [notes, setNotes] = useState<string[]>([]);
  const refuse = (name: 'subdomainName' | 'allowedIps', message: string) =>
    setError(name, { type: 'server', message }, { shouldFocus: true });
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!(await trigger(CUSTOMIZE_FIELDS, { shouldFocus: true }))) return;
    const typed = getValues('subdomainName').trim().toLowerCase();
    // What the live check already knows is taken is refused at once.
    if (availability.status === 'taken' && availability.name === typed) {
      refuse('subdomainName', availability.message);
      return;
    }
    // Sent once (the wizard's form); a failed check is the ranges' to show, not the create's alert.
    await wizard.send(async () => {
      try {
        const results = await validate.mutateAsync(cidrLines(getValues('allowedIps')));
        const invalid = results.find((result) => !result.valid);
        if (invalid) return refuse('allowedIps', `${invalid.cidr}: ${invalid.message}`);
        setNotes(
          results
            .filter((result) => result.message && !result.message.startsWith('Valid.'))
            .map((result) => result.message),
        );
        setValue('allowedIps', results.map((result) => result.normalized ?? result.cidr).join('\n'));
        onNext();
      } catch (error) {
        refuse('allowedIps', `We could not check the ranges: ${problemMessage(error)}`);
      }
    });
  };
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
        <Input autoComplete="off" {...register('name')} />
      </Field>
      <Field
        label="Subdomain"
        description={`Node addresses: a.<subdomain>.${domainName}.dbcloud.dev. 3 to 30 lowercase letters, digits or hyphens, starting with a letter.`}
        error={errors.subdomainName?.message}
        required
      >
        <Input autoComplete="off" spellCheck={false} {...register('subdomainName')} />
      </Field>
      <LiveStatus id="subdomain-availability" tone={tone} message={availability.message} />
      <Fieldset label="Release channel" error={errors.releaseChannel?.message}>
        <div className={styles.channels}>
          {context.releaseChannels.map((channel) => (
            <label key={channel} className={styles.channel} htmlFor={`channel-${channel}`}>
              <input id={`channel-${channel}`} type="radio" value={channel} {...register('releaseChannel')} />
              <span className={styles.tierName}>{RELEASE_CHANNEL_NAMES[channel]}</span>
              <Muted as="span">{CHANNEL_NOTES[channel]}</Muted>
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
        <Textarea rows={3} spellCheck={false} {...register('allowedIps')} />
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
