// The account's keys as a table (cards on a phone), each with its edit form and its deactivation.
import type { ApiKey, Role } from '@dbcloud/api-client';
import { keyRoles } from '@dbcloud/api-client/roles';
import {
  Badge,
  Button,
  EmptyState,
  Muted,
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
  VisuallyHidden,
} from '@dbcloud/ui-kit';
import { lazy, Suspense, useState } from 'react';
import { formatDate, formatDateTime } from '../../../app/format';
import { shownOnScreen } from '../../../app/mutations';
import { toast } from '../../../app/notify';
import { roleNames } from '../../../app/roles';
import { ConfirmDialog } from '../../../components/lazy-confirm-dialog';
import { WrapPoints } from '../../../components/wrap-points';
import { daysLeft, EXPIRING_SOON_DAYS, expiresInWords } from '../api';
import { useDeactivateApiKey } from '../mutations';
import styles from './api-keys.module.css';

export function KeyTable({
  domainName,
  held,
  keys,
}: {
  domainName: string;
  /** The signed-in user's roles: what they can give a key they edit. */
  held: readonly Role[];
  keys: ApiKey[];
}) {
  if (keys.length === 0) {
    return (
      <EmptyState
        title="No API keys yet"
        description={`An API key lets a program (a deployment pipeline, Terraform, a backup script) manage ${domainName}’s products, backups and billing reads through the API, without anyone’s sign-in. Create one for each program, so you can deactivate it alone.`}
      />
    );
  }
  return (
    <Table className={styles.keyTable}>
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
          <KeyRow key={key.apiKeyId} domainName={domainName} held={held} apiKey={key} />
        ))}
      </TableBody>
    </Table>
  );
}

/** "3 Nov 2026 by olivia@…", or why a key went with its creator. */
function DeactivationInWords({ deactivation }: { deactivation: NonNullable<ApiKey['deactivation']> }) {
  const on = formatDate(deactivation.at);
  return deactivation.reason === 'CreatorRemoved' ? (
    <>{on}, when its creator left the account</>
  ) : (
    <>
      {on} by <WrapPoints text={deactivation.by} after="@" />
    </>
  );
}

/**
 * What a key may do, compactly: "All roles" or "3 roles" (the names on demand) and "Read-only". The
 * roles are those it acts with today (given ones its creator still holds) that a key can use at all.
 */
function KeyPowers({ apiKey }: { apiKey: ApiKey }) {
  const { readOnly } = apiKey;
  const roles = apiKey.roles.filter((role) => keyRoles.includes(role));
  const grantedRoles = apiKey.grantedRoles?.filter((role) => keyRoles.includes(role)) ?? null;
  const summary =
    roles.length === 0
      ? 'No roles'
      : grantedRoles === null
        ? 'Creator’s roles'
        : `${roles.length} ${roles.length === 1 ? 'role' : 'roles'}`;
  const lost = grantedRoles?.filter((role) => !roles.includes(role)) ?? [];
  return (
    <div className={styles.powers}>
      {readOnly && <Badge tone="info">Read-only</Badge>}
      <details className={styles.roles}>
        <summary aria-label={`${summary} of ${apiKey.description}`}>{summary}</summary>
        <p className={styles.roleList}>
          {roles.length > 0
            ? roleNames(roles)
            : 'Can do nothing: its creator no longer holds any of its roles here.'}
          {grantedRoles === null && roles.length > 0 && (
            <Muted as="span"> Follows its creator’s roles as they change.</Muted>
          )}
          {lost.length > 0 && (
            <Muted as="span"> Given but lost with its creator’s roles: {roleNames(lost)}.</Muted>
          )}
        </p>
      </details>
    </div>
  );
}

function KeyRow({ domainName, held, apiKey }: { domainName: string; held: readonly Role[]; apiKey: ApiKey }) {
  const deactivated = !apiKey.isActive && Date.parse(apiKey.expiresAt) > Date.now();
  const days = daysLeft(apiKey);
  return (
    <TableRow>
      <TableCell>
        <div className={styles.keyName}>
          <span className={styles.keyDescription}>{apiKey.description}</span>
          <span className={styles.keyId}>{apiKey.apiKeyId}</span>
          {apiKey.isActive && <KeyPowers apiKey={apiKey} />}
        </div>
      </TableCell>
      <TableCell data-label="Created">
        <div className={styles.stack}>
          <span>{formatDate(apiKey.createdAt)}</span>
          <Muted as="span">
            by <WrapPoints text={apiKey.createdBy} after="@" />
          </Muted>
        </div>
      </TableCell>
      <TableCell data-label="Last used">
        {apiKey.lastUsedAt ? formatDateTime(apiKey.lastUsedAt) : 'Never'}
      </TableCell>
      <TableCell data-label="Expires">
        <div className={styles.stack}>
          <span>{formatDate(apiKey.expiresAt)}</span>
          {apiKey.isActive && days <= EXPIRING_SOON_DAYS && (
            <Badge tone={days <= 7 ? 'danger' : 'warning'}>{expiresInWords(apiKey)}</Badge>
          )}
        </div>
      </TableCell>
      <TableCell data-label="Status">
        {apiKey.isActive ? (
          <Badge tone="success">Active</Badge>
        ) : deactivated ? (
          <div className={styles.stack}>
            <Badge>Deactivated</Badge>
            {apiKey.deactivation && (
              <Muted as="span">
                <DeactivationInWords deactivation={apiKey.deactivation} />
              </Muted>
            )}
          </div>
        ) : (
          <Badge tone="warning">Expired</Badge>
        )}
      </TableCell>
      <TableCell>
        {!deactivated && (
          <div className={styles.actions}>
            <EditKey domainName={domainName} held={held} apiKey={apiKey} />
            <DeactivateKey domainName={domainName} apiKey={apiKey} />
          </div>
        )}
      </TableCell>
    </TableRow>
  );
}

// The edit and deactivation dialogs load when their button is first pressed: not in the page's first load.
const EditKeyDialog = lazy(() => import('./edit-key-dialog'));

function EditKey({
  domainName,
  held,
  apiKey,
}: {
  domainName: string;
  held: readonly Role[];
  apiKey: ApiKey;
}) {
  // Undefined until first pressed (the dialog's code loads then).
  const [open, setOpen] = useState<boolean>();
  return (
    <>
      <Button
        size="sm"
        onClick={() => setOpen(true)}
        aria-label={`Edit ${apiKey.description}`}
        aria-haspopup="dialog"
        aria-expanded={open === true}
      >
        Edit
      </Button>
      {open !== undefined && (
        <Suspense>
          <EditKeyDialog
            domainName={domainName}
            held={held}
            apiKey={apiKey}
            open={open}
            onOpenChange={setOpen}
          />
        </Suspense>
      )}
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
