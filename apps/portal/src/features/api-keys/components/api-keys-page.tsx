import type { Role, UserCloudAccount } from '@dbcloud/api-client';
import { Button, Page, PageHeader, Skeleton, TextLink } from '@dbcloud/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { lazy, Suspense, useState } from 'react';
import { useRootContext } from '../../../app/use-root-context';
import { Authorization } from '../../../components/role-required';
import { SectionState } from '../../../components/section-state';
import { apiKeysQuery } from '../api';
import styles from './api-keys.module.css';
import { KeyTable } from './key-table';

// The creation dialog (with the key form) loads when "Create API key" is first pressed.
const CreateKeyDialog = lazy(() =>
  import('./create-key-dialog').then((module) => ({ default: module.CreateKeyDialog })),
);

/** apiKeys: the account's keys, creating one (its secret shown once), editing, deactivating. */
export function ApiKeysPage({ account }: { account: UserCloudAccount }) {
  const { domainName } = account;
  // Undefined until first pressed (the dialog's code loads then).
  const [creating, setCreating] = useState<boolean>();
  return (
    <Authorization
      account={account}
      title={`You don’t have access to API keys in ${domainName}`}
      reason="API keys need the API keys role."
      operation="getApiKeys"
      page
    >
      <Page>
        <PageHeader
          title="API keys"
          description={
            <>
              Keys let your programs, scripts and CI pipelines call the DBCloud API for {domainName} without
              signing in. Send a key’s secret as a bearer token; it works until the key expires or you
              deactivate it. The{' '}
              <TextLink asChild>
                <Link to="/docs/api">API reference</Link>
              </TextLink>{' '}
              says which calls take a key, with examples.
            </>
          }
          actions={
            <Button variant="primary" onClick={() => setCreating(true)}>
              Create API key
            </Button>
          }
        />
        <KeyList domainName={domainName} held={account.roles} />
        {creating !== undefined && (
          <Suspense>
            <CreateKeyDialog
              domainName={domainName}
              held={account.roles}
              open={creating}
              onOpenChange={setCreating}
            />
          </Suspense>
        )}
      </Page>
    </Authorization>
  );
}

function KeyList({ domainName, held }: { domainName: string; held: readonly Role[] }) {
  const { api } = useRootContext();
  const keys = useQuery(apiKeysQuery(api, domainName));
  return (
    <SectionState
      query={keys}
      what="Your API keys"
      headingLevel={2}
      loading={[0, 1, 2].map((row) => <Skeleton key={row} className={styles.skeletonRow} />)}
    >
      {(data) => <KeyTable domainName={domainName} held={held} keys={data} />}
    </SectionState>
  );
}
