import type { BackupEntry, BackupLink } from '@dbcloud/api-client';
import {
  Button,
  CopyButton,
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  Field,
  Input,
  NativeSelect,
} from '@dbcloud/ui-kit';
import { useState } from 'react';
import { formatDateTime } from '../../../app/format';
import { shownOnScreen } from '../../../app/mutations';
import { toast } from '../../../app/notify';
import { useServerForm } from '../../../app/use-server-form';
import { ProblemAlert } from '../../../components/problem-alert';
import { DEFAULT_LINK_HOURS, formatBytes, LINK_DURATIONS } from '../format';
import { useCreateBackupLink } from '../mutations';
import styles from './backups.module.css';

/** Makes a temporary download link for one file: how long it stays valid, then the link to copy. */
export function LinkDialog({
  domainName,
  productId,
  entry,
  onClose,
}: {
  domainName: string;
  productId: string;
  /** The file to link; the dialog is closed without one. */
  entry: BackupEntry | null;
  onClose: () => void;
}) {
  return (
    <Dialog open={entry !== null} onOpenChange={(open) => !open && onClose()}>
      {entry && (
        <DialogContent>
          <LinkForm key={entry.path} domainName={domainName} productId={productId} entry={entry} />
        </DialogContent>
      )}
    </Dialog>
  );
}

function LinkForm({
  domainName,
  productId,
  entry,
}: {
  domainName: string;
  productId: string;
  entry: BackupEntry;
}) {
  const [made, setMade] = useState<BackupLink | null>(null);
  const { form, submit, error, alert } = useServerForm<{ hours: string }>({
    defaultValues: { hours: String(DEFAULT_LINK_HOURS) },
  });
  const create = useCreateBackupLink({
    onSuccess: (link) => {
      setMade(link);
      toast('success', 'Download link ready', { description: entry.name });
    },
    onError: shownOnScreen,
  });
  const send = submit(({ hours }) =>
    create.mutateAsync({
      domainName,
      productId,
      databaseName: entry.databaseName,
      innerPath: entry.innerPath,
      durationInHours: Number(hours),
    }),
  );
  return (
    <>
      <DialogHeader>
        <DialogTitle>Download link</DialogTitle>
        <DialogDescription>
          <span className={styles.breakAll}>{entry.path}</span> ({formatBytes(entry.size)}). Anyone holding
          the link can download the file until it expires or you revoke the account’s links.
        </DialogDescription>
      </DialogHeader>
      {made ? (
        <div className={styles.dialogBody}>
          <Field label="Link" description={`Expires ${formatDateTime(made.expiresAt)}`}>
            <Input readOnly value={made.link} onFocus={(event) => event.currentTarget.select()} />
          </Field>
          <DialogFooter>
            <DialogClose asChild>
              <Button>Done</Button>
            </DialogClose>
            <CopyButton value={made.link} label="Copy link" size="md" variant="primary" />
          </DialogFooter>
        </div>
      ) : (
        <form className={styles.dialogBody} onSubmit={send} noValidate>
          {alert && (
            <ProblemAlert tone="danger" error={error} title="The link was not made">
              <p className={styles.flush}>{alert}</p>
            </ProblemAlert>
          )}
          <Field label="Valid for">
            <NativeSelect {...form.register('hours')}>
              {LINK_DURATIONS.map((duration) => (
                <option key={duration.hours} value={duration.hours}>
                  {duration.label}
                </option>
              ))}
            </NativeSelect>
          </Field>
          <DialogFooter>
            <DialogClose asChild>
              <Button disabled={create.isPending}>Cancel</Button>
            </DialogClose>
            <Button type="submit" variant="primary" loading={create.isPending}>
              Create link
            </Button>
          </DialogFooter>
        </form>
      )}
    </>
  );
}
