import type { UserCloudAccount } from '@dbcloud/api-client';
import { Badge, Card, CardContent, CardHeader, CardTitle, Muted, Skeleton, TextLink } from '@dbcloud/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { can } from '../../../app/access';
import { formatDate } from '../../../app/format';
import { useRootContext } from '../../../app/use-root-context';
import { SectionLoading } from '../../../components/section-state';
import { apiKeysQuery, daysLeft, expiresInWords, expiringSoon } from '../api';
import styles from './api-keys.module.css';

/**
 * The home page's reminder: the account's active keys that stop working within 30 days, so
 * nobody learns it from a failed deployment. Nothing when there are none, or the user may not see keys.
 */
export function ExpiringKeys({ account }: { account: UserCloudAccount }) {
  const { api } = useRootContext();
  const allowed = can(account, 'getApiKeys');
  const keys = useQuery({ ...apiKeysQuery(api, account.domainName), enabled: allowed });
  if (!allowed || keys.isError) return null;
  if (keys.isPending) {
    return (
      <SectionLoading what="Keys that expire soon">
        <Skeleton className={styles.skeletonRow} />
      </SectionLoading>
    );
  }
  const soon = expiringSoon(keys.data);
  if (soon.length === 0) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle>API keys expiring soon</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className={styles.expiringList}>
          {soon.map((key) => (
            <li key={key.apiKeyId}>
              <span>
                {key.description} <Muted as="span">on {formatDate(key.expiresAt)}</Muted>
              </span>
              <Badge tone={daysLeft(key) <= 7 ? 'danger' : 'warning'}>{expiresInWords(key)}</Badge>
            </li>
          ))}
        </ul>
        <p className={styles.flush}>
          Programs using {soon.length === 1 ? 'this key' : 'these keys'} stop working then.{' '}
          <TextLink asChild>
            <Link to="/portal/$cloudAccount/apiKeys" params={{ cloudAccount: account.domainName }}>
              Extend or replace {soon.length === 1 ? 'it' : 'them'} in API keys
            </Link>
          </TextLink>
          .
        </p>
      </CardContent>
    </Card>
  );
}
