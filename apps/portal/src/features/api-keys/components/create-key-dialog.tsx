// Creating a key: the form, then its secret, shown once.
import type { CreatedApiKey, Role } from '@dbcloud/api-client';
import {
  Button,
  CopyButton,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@dbcloud/ui-kit';
import { formatDate } from '../../../app/format';
import { shownOnScreen } from '../../../app/mutations';
import { Alert } from '../../../components/alert';
import { ShowAsCode } from '../../../components/show-as-code/show-as-code';
import { useCreateApiKey } from '../mutations';
import styles from './api-keys.module.css';
import { KeyForm } from './key-form';

/** A new key: the form, then its secret, once. Closing drops the secret from memory. */
export function CreateKeyDialog({
  domainName,
  held,
  open,
  onOpenChange,
}: {
  domainName: string;
  /** The signed-in user's roles in the account: the key can be given those. */
  held: readonly Role[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const create = useCreateApiKey({ onError: shownOnScreen });
  const created = create.data;
  const close = () => {
    onOpenChange(false);
    create.reset();
  };
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? onOpenChange(true) : !create.isPending && close())}>
      <DialogContent
        className={styles.dialog}
        // The secret must not be lost to a stray click outside: only Done or Close leave it.
        onInteractOutside={(event) => created && event.preventDefault()}
      >
        {created ? (
          <Secret domainName={domainName} created={created} onDone={close} />
        ) : (
          <>
            <DialogHeader>
              <DialogTitle>Create an API key</DialogTitle>
              <DialogDescription>
                The key can reach {domainName} through the API until it expires. You see its secret once,
                next.
              </DialogDescription>
            </DialogHeader>
            {open && (
              <KeyForm
                domainName={domainName}
                held={held}
                submitLabel="Create key"
                failedTitle="The key was not created"
                onSubmit={(change) => create.mutateAsync(change)}
                onCancel={close}
              />
            )}
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}

function Secret({
  domainName,
  created,
  onDone,
}: {
  domainName: string;
  created: CreatedApiKey;
  onDone: () => void;
}) {
  return (
    <div className={styles.form}>
      <DialogHeader>
        <DialogTitle>Copy the secret of {created.apiKey.description}</DialogTitle>
        <DialogDescription>
          Send it as <code>Authorization: Bearer &lt;secret&gt;</code>. The key expires on{' '}
          {formatDate(created.apiKey.expiresAt)}.
        </DialogDescription>
      </DialogHeader>
      <Alert tone="warning" title="You will not see it again">
        We keep only a fingerprint of the secret, so nobody can show it to you later. Store it in your secret
        manager now; if it is lost, create a new key and deactivate this one.
      </Alert>
      <div className={styles.secret}>
        <code className={styles.secretValue}>{created.secret}</code>
        <CopyButton value={created.secret} label="Copy secret" copiedLabel="Secret copied" />
      </div>
      {/* A first call with the new key, and an AI assistant's configuration, its secret in them: shown only
          here, with the secret, and gone with it. */}
      <ShowAsCode
        summary="Try the key: list the products from a script, or give it to an AI assistant"
        request={{ operationId: 'getProducts', path: { domainName }, tenant: domainName }}
        keySecret={created.secret}
        defaultOpen
      />
      <div className={styles.formActions}>
        <Button variant="primary" onClick={onDone}>
          Done, I have stored it
        </Button>
      </div>
    </div>
  );
}
