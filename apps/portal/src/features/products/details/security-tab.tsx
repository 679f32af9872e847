import { Button, Muted } from '@dbcloud/ui-kit';
import { formatDate } from '../../../app/format';
import { shownOnScreen } from '../../../app/mutations';
import { toast } from '../../../app/notify';
import { useDownloadCertificate } from '../../../components/certificate-download';
import { ConfirmDialog } from '../../../components/lazy-confirm-dialog';
import { Section } from './change-parts';
import styles from './details.module.css';
import { IpEditor } from './ip-editor';
import { useRegenerateCertificate } from './mutations';
import type { ProductTabProps } from './tab-props';

/** Security: the client certificate (download, regenerate) and who may connect (allowed IPs). */
export function SecurityTab({ domainName, product }: ProductTabProps) {
  const { productId, certificate } = product;
  const closed = product.status === 'terminating' || product.status === 'terminated';
  const fetchCertificate = useDownloadCertificate();
  const regenerate = useRegenerateCertificate({
    onSuccess: () =>
      toast('success', 'A new certificate was issued', {
        description: 'Download it and update your clients.',
      }),
    onError: shownOnScreen,
  });

  return (
    <>
      <Section
        title="Client certificate"
        description="Clients present it to connect: a zip with ca.pem, client.crt and client.key."
      >
        <dl className={styles.facts}>
          <div>
            <dt>Issued</dt>
            <dd>{formatDate(certificate.issuedAt)}</dd>
          </div>
          <div>
            <dt>Expires</dt>
            <dd>{formatDate(certificate.expiresAt)}</dd>
          </div>
          <div className={styles.wide}>
            <dt>SHA-256 fingerprint</dt>
            <dd className={styles.mono}>{certificate.fingerprint}</dd>
          </div>
        </dl>
        {closed ? <Muted>A terminated product has no certificate to download.</Muted> : null}
        <div className={styles.actions}>
          <Button
            variant="primary"
            loading={fetchCertificate.isPending}
            disabled={closed}
            onClick={() => fetchCertificate.mutate({ domainName, productId })}
          >
            Download certificate
          </Button>
          <ConfirmDialog
            title="Regenerate the client certificate?"
            description={`A new certificate is issued, valid for one year. The current one is not revoked: anyone who holds it can still connect until it expires on ${formatDate(certificate.expiresAt)}. If it may have leaked, narrow the allowed IP ranges below until then.`}
            confirmLabel="Regenerate"
            pending={regenerate.isPending}
            error={regenerate.error}
            onConfirm={() => regenerate.mutate({ domainName, productId })}
            trigger={
              <Button variant="danger" disabled={closed}>
                Regenerate…
              </Button>
            }
          />
        </div>
      </Section>
      <Section
        title="Allowed IP ranges"
        description="Only these addresses may connect to the database. Changes apply within a minute."
      >
        <IpEditor domainName={domainName} product={product} list="allowedIps" label="Allowed IP ranges" />
      </Section>
    </>
  );
}
