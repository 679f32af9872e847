// Editing a key (key-table.tsx loads this when its Edit button is first pressed).
import type { ApiKey, Role } from '@dbcloud/api-client';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@dbcloud/ui-kit';
import { shownOnScreen } from '../../../app/mutations';
import { toast } from '../../../app/notify';
import { useModifyApiKey } from '../mutations';
import styles from './api-keys.module.css';
import { KeyForm } from './key-form';

export default function EditKeyDialog({
  domainName,
  held,
  apiKey,
  open,
  onOpenChange: setOpen,
}: {
  domainName: string;
  held: readonly Role[];
  apiKey: ApiKey;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const modify = useModifyApiKey({
    onSuccess: (key) => {
      toast('success', `${key.description} saved`);
      setOpen(false);
    },
    onError: shownOnScreen,
  });
  return (
    <Dialog open={open} onOpenChange={(next) => !modify.isPending && setOpen(next)}>
      <DialogContent className={styles.dialog}>
        <DialogHeader>
          <DialogTitle>Edit {apiKey.description}</DialogTitle>
          <DialogDescription>
            The secret stays the same: programs using the key keep working.
            {!apiKey.isActive && ' A new expiry date makes this expired key work again.'}
          </DialogDescription>
        </DialogHeader>
        {open && (
          <KeyForm
            domainName={domainName}
            held={held}
            apiKey={apiKey}
            submitLabel="Save key"
            failedTitle="The key was not changed"
            onSubmit={(change) => modify.mutateAsync({ ...change, apiKeyId: apiKey.apiKeyId })}
            onCancel={() => setOpen(false)}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
