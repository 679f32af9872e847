import type { InvitationInfo, Role } from '@dbcloud/api-client';
import { Badge } from '@dbcloud/ui-kit';
import { formatDateTime } from '../../../app/format';
import styles from './invitations.module.css';

const ROLE_NAMES: Record<Role, string> = {
  Products: 'Products',
  Backups: 'Backups',
  Billing: 'Billing',
  ApiAccess: 'API keys',
  Support: 'Support',
  Account: 'Account',
  UserManagement: 'User management',
  BillingInformation: 'Billing information',
};

/** Which account, who invited, what access, until when. */
export function InvitationSummary({ info }: { info: InvitationInfo }) {
  return (
    <dl className={styles.summary}>
      <dt>Account</dt>
      <dd>
        <strong>{info.domainName}</strong>
        {info.accountType === 'Hipaa' && <Badge tone="info">HIPAA</Badge>}
      </dd>
      <dt>Invited</dt>
      <dd>{info.email}</dd>
      <dt>Invited by</dt>
      <dd>{info.invitedBy}</dd>
      <dt>Access to</dt>
      <dd>{info.roles.map((role) => ROLE_NAMES[role]).join(', ')}</dd>
      <dt>Expires</dt>
      <dd>{formatDateTime(info.expiresAt)}</dd>
    </dl>
  );
}
