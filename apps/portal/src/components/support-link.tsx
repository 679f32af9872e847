import { useQuery } from '@tanstack/react-query';
import { useParams } from '@tanstack/react-router';
import { can } from '../app/access';
import { configurationQuery } from '../app/configuration';
import { rememberedAccount } from '../app/remembered-account';
import { chooseAccount, userQuery } from '../app/session';
import { useRootContext } from '../app/use-root-context';

/**
 * 'Contact support': the selected account's support page (the account the address
 * names, else the one the portal would open) when the user may open it (role Support), else an e-mail to
 * the support address from GET configuration.
 */
export function useSupportHref(): string {
  const { api } = useRootContext();
  const { cloudAccount } = useParams({ strict: false }) as { cloudAccount?: string };
  const { data: user } = useQuery(userQuery(api));
  const { data: configuration } = useQuery(configurationQuery(api));
  const selected = user && chooseAccount(user, cloudAccount ?? rememberedAccount.get());
  const account = user?.cloudAccounts.find((a) => a.domainName === selected);
  if (account && can(account, 'getSupportContext')) return `/portal/${account.domainName}/support`;
  return `mailto:${configuration?.supportEmail ?? 'support@dbcloud.dev'}`;
}
