import { Button, Muted } from '@dbcloud/ui-kit';
import { useNavigate } from '@tanstack/react-router';
import { shownOnScreen } from '../../../app/mutations';
import { toast } from '../../../app/notify';
import { ConfirmDialog } from '../../../components/lazy-confirm-dialog';
import { Section } from './change-parts';
import styles from './details.module.css';
import { useDeleteProduct, useTerminateProduct } from './mutations';
import type { ProductTabProps } from './tab-props';

/** Settings: terminate the product; once terminated, delete its record. Each asks for the product's name. */
export function SettingsTab({ domainName, product }: ProductTabProps) {
  const navigate = useNavigate();
  const { productId, displayName, status } = product;
  const terminate = useTerminateProduct({
    onSuccess: () =>
      toast('success', `${displayName} is terminating`, {
        description: 'Billing for it has stopped. Its backups stay until you delete its record.',
      }),
    onError: shownOnScreen,
  });
  const remove = useDeleteProduct({
    onSuccess: async () => {
      toast('success', `${displayName}’s record was deleted`);
      await navigate({ to: '/portal/$cloudAccount/products', params: { cloudAccount: domainName } });
    },
    onError: shownOnScreen,
  });

  if (status === 'terminated') {
    return (
      <Section
        title="Delete the record"
        description={`${displayName} is terminated. Deleting its record removes it and its backups for good, and frees its subdomain.`}
      >
        <div className={styles.actions}>
          <ConfirmDialog
            title={`Delete ${displayName}’s record?`}
            description="The product and every backup of it are deleted. This cannot be undone."
            confirmPhrase={displayName}
            confirmLabel="Delete record"
            pending={remove.isPending}
            error={remove.error}
            onConfirm={() => remove.mutate({ domainName, productId })}
            trigger={<Button variant="danger">Delete record…</Button>}
          />
        </div>
      </Section>
    );
  }
  if (status === 'terminating') {
    return (
      <Section title="Terminate">
        <Muted role="status">
          {displayName} is terminating (about 5 minutes). Once it is terminated, its record can be deleted
          here.
        </Muted>
      </Section>
    );
  }
  return (
    <Section
      title="Terminate"
      description="Terminating stops the nodes and billing for them. The product stays listed as terminated, and its backups are kept until you delete its record."
    >
      <div className={styles.actions}>
        <ConfirmDialog
          title={`Terminate ${displayName}?`}
          description="Its nodes stop and every connection to it ends. A terminated product cannot be started again."
          confirmPhrase={displayName}
          confirmLabel="Terminate"
          pending={terminate.isPending}
          error={terminate.error}
          onConfirm={() => terminate.mutate({ domainName, productId })}
          trigger={<Button variant="danger">Terminate…</Button>}
        />
      </div>
    </Section>
  );
}
