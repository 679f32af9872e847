import type { ApiKey, CreatedApiKey, UserCloudAccount } from '@dbcloud/api-client';
import {
  Badge,
  Button,
  ConfirmDialog,
  CopyButton,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  EmptyState,
  PageHeader,
  Skeleton,
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
  VisuallyHidden,
} from '@dbcloud/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatDate, formatDateTime } from '../../../app/format';
import { shownOnScreen } from '../../../app/mutations';
import { toast } from '../../../app/notify';
import { roleNames } from '../../../app/roles';
import { useAppContext } from '../../../app/use-app-context';
import { Alert } from '../../../components/alert';
import { RoleRequired } from '../../../components/role-required';
import { SectionState } from '../../../components/section-state';
import { ShowAsCode } from '../../../components/show-as-code/show-as-code';
import {
  API_KEYS_ROLE,
  apiKeysQuery,
  canUseApiKeys,
  daysLeft,
  EXPIRING_SOON_DAYS,
  expiresInWords,
} from '../api';
import { useCreateApiKey, useDeactivateApiKey, useModifyApiKey } from '../mutations';
import styles from './api-keys.module.css';
import { KeyForm } from './key-form';

/** apiKeys: the account's keys, creating one (its secret shown once), editing, deactivating. */
export function ApiKeysPage({ account }: { account: UserCloudAccount }) {
  const { domainName } = account;
  const [creating, setCreating] = useState(false);
  if (!canUseApiKeys(account)) {
    return (
      <div className={styles.page}>
        <RoleRequired
          account={account}
          role={API_KEYS_ROLE}
          title={`You don’t have access to API keys in ${domainName}`}
          reason="API keys need the API keys role."
        />
      </div>
    );
  }
  return (
    <div className={styles.page}>
      <PageHeader
        title="API keys"
        description={`Keys let your programs, scripts and CI pipelines call the DBCloud API for ${domainName} without signing in. Send a key’s secret as a bearer token; it works until the key expires or you deactivate it.`}
        actions={
          <Button variant="primary" onClick={() => setCreating(true)}>
            Create API key
          </Button>
        }
      />
      <KeyList domainName={domainName} />
      <CreateKeyDialog domainName={domainName} open={creating} onOpenChange={setCreating} />
    </div>
  );
}

function KeyList({ domainName }: { domainName: string }) {
  const { api } = useAppContext();
  const keys = useQuery(apiKeysQuery(api, domainName));
  return (
    <SectionState
      query={keys}
      what="Your API keys"
      headingLevel={2}
      loading={[0, 1, 2].map((row) => <Skeleton key={row} className={styles.skeletonRow} />)}
    >
      {(data) => <KeyTable domainName={domainName} keys={data} />}
    </SectionState>
  );
}

function KeyTable({ domainName, keys }: { domainName: string; keys: ApiKey[] }) {
  if (keys.length === 0) {
    return (
      <EmptyState
        title="No API keys yet"
        description={`An API key lets a program (a deployment pipeline, Terraform, a backup script) manage ${domainName}’s products, backups and billing reads through the API, without anyone’s sign-in. Create one for each program, so you can deactivate it alone.`}
      />
    );
  }
  return (
    <Table>
      <TableCaption>
        {domainName}’s API keys, newest first ({keys.filter((key) => key.isActive).length} active)
      </TableCaption>
      <TableHeader>
        <TableRow>
          <TableHead scope="col">Description</TableHead>
          <TableHead scope="col">Created</TableHead>
          <TableHead scope="col">Last used</TableHead>
          <TableHead scope="col">Expires</TableHead>
          <TableHead scope="col">Status</TableHead>
          <TableHead scope="col">
            <VisuallyHidden>Actions</VisuallyHidden>
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {keys.map((key) => (
          <KeyRow key={key.apiKeyId} domainName={domainName} apiKey={key} />
        ))}
      </TableBody>
    </Table>
  );
}

/** "by Olivia Owner on 3 Nov 2026", or why a key went with its creator. */
function deactivationInWords(deactivation: NonNullable<ApiKey['deactivation']>): string {
  const on = formatDate(deactivation.at);
  return deactivation.reason === 'CreatorRemoved'
    ? `${on}, when its creator left the account`
    : `${on} by ${deactivation.by}`;
}

function KeyRow({ domainName, apiKey }: { domainName: string; apiKey: ApiKey }) {
  const deactivated = !apiKey.isActive && Date.parse(apiKey.expiresAt) > Date.now();
  const days = daysLeft(apiKey);
  return (
    <TableRow>
      <TableCell>
        <div className={styles.keyName}>
          <span>{apiKey.description}</span>
          <span className={styles.keyId}>{apiKey.apiKeyId}</span>
          {apiKey.isActive && (
            <span className={styles.muted}>
              {apiKey.roles.length > 0
                ? `Acts with its creator’s roles: ${roleNames(apiKey.roles)}`
                : 'Can do nothing: its creator is no longer a member'}
            </span>
          )}
        </div>
      </TableCell>
      <TableCell>
        <div className={styles.stack}>
          <span>{formatDate(apiKey.createdAt)}</span>
          <span className={styles.muted}>by {apiKey.createdBy}</span>
        </div>
      </TableCell>
      <TableCell className={styles.nowrap}>
        {apiKey.lastUsedAt ? formatDateTime(apiKey.lastUsedAt) : 'Never'}
      </TableCell>
      <TableCell>
        <div className={styles.stack}>
          <span>{formatDate(apiKey.expiresAt)}</span>
          {apiKey.isActive && days <= EXPIRING_SOON_DAYS && (
            <Badge tone={days <= 7 ? 'danger' : 'warning'}>{expiresInWords(apiKey)}</Badge>
          )}
        </div>
      </TableCell>
      <TableCell>
        {apiKey.isActive ? (
          <Badge tone="success">Active</Badge>
        ) : deactivated ? (
          <div className={styles.stack}>
            <Badge>Deactivated</Badge>
            {apiKey.deactivation && (
              <span className={styles.muted}>{deactivationInWords(apiKey.deactivation)}</span>
            )}
          </div>
        ) : (
          <Badge tone="warning">Expired</Badge>
        )}
      </TableCell>
      <TableCell>
        {!deactivated && (
          <div className={styles.actions}>
            <EditKey domainName={domainName} apiKey={apiKey} />
            <DeactivateKey domainName={domainName} apiKey={apiKey} />
          </div>
        )}
      </TableCell>
    </TableRow>
  );
}

function EditKey({ domainName, apiKey }: { domainName: string; apiKey: ApiKey }) {
  const [open, setOpen] = useState(false);
  const modify = useModifyApiKey({
    onSuccess: (key) => {
      toast('success', `${key.description} saved`);
      setOpen(false);
    },
    onError: shownOnScreen,
  });
  return (
    <>
      <Button size="sm" onClick={() => setOpen(true)} aria-label={`Edit ${apiKey.description}`}>
        Edit
      </Button>
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
              apiKey={apiKey}
              submitLabel="Save key"
              failedTitle="The key was not changed"
              onSubmit={(change) => modify.mutateAsync({ ...change, apiKeyId: apiKey.apiKeyId })}
              onCancel={() => setOpen(false)}
            />
          )}
        </DialogContent>
      </Dialog>
    </>
  );
}

function DeactivateKey({ domainName, apiKey }: { domainName: string; apiKey: ApiKey }) {
  const deactivate = useDeactivateApiKey({
    onSuccess: (key) => toast('success', `${key.description} deactivated`),
    // The confirmation shows the problem itself.
    onError: shownOnScreen,
  });
  if (!apiKey.isActive) return null;
  return (
    <ConfirmDialog
      title={`Deactivate ${apiKey.description}?`}
      description={`Programs using this key (${apiKey.apiKeyId}) are refused from now on. A deactivated key cannot be turned back on: you would create a new one.`}
      confirmLabel="Deactivate key"
      variant="danger"
      pending={deactivate.isPending}
      error={deactivate.error}
      onConfirm={() => deactivate.mutate({ domainName, apiKeyId: apiKey.apiKeyId })}
      trigger={
        <Button size="sm" variant="danger" aria-label={`Deactivate ${apiKey.description}`}>
          Deactivate
        </Button>
      }
    />
  );
}

/** A new key: the form, then its secret, once. Closing drops the secret from memory. */
function CreateKeyDialog({
  domainName,
  open,
  onOpenChange,
}: {
  domainName: string;
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
      {/* A first call with the new key, its secret in it: shown only here, with the secret, and gone with it. */}
      <ShowAsCode
        summary="Try the key: list the products from a script"
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
