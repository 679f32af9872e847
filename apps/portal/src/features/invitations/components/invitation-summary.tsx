import type { InvitationInfo } from '@dbcloud/api-client';
import { Badge } from '@dbcloud/ui-kit';
import { formatDateTime } from '../../../app/format';
import { roleNames } from '../../../app/roles';
import { ACCOUNT_TYPE_NAMES } from '../../../app/site-labels';
import styles from './invitations.module.css';

/** Which account, who invited, what access, until when. */
export function InvitationSummary({ info }: { info: InvitationInfo }) {
  return (
    <dl className={styles.summary}>
      <dt>Account</dt>
      <dd>
        <strong>{info.domainName}</strong>
        {info.accountType === 'Hipaa' && <Badge tone="info">{ACCOUNT_TYPE_NAMES.Hipaa}</Badge>}
      </dd>
      <dt>Invited</dt>
      <dd>{info.email}</dd>
      <dt>Invited by</dt>
      <dd>{info.invitedBy}</dd>
      <dt>Access to</dt>
      <dd>{roleNames(info.roles)}</dd>
      <dt>Expires</dt>
      <dd>{formatDateTime(info.expiresAt)}</dd>
    </dl>
  );
}
