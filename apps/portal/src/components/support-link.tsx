import { useQuery } from '@tanstack/react-query';
import { configurationQuery } from '../app/configuration';
import { selectedAccount } from '../app/tenant';
import { useAppContext } from '../app/use-app-context';

/**
 * 'Contact support': the selected account's support page once it exists; until then, and when no
 * account is selected, an e-mail to the support address from GET configuration.
 */
export function useSupportHref(): string {
  const { api } = useAppContext();
  const { data } = useQuery(configurationQuery(api));
  void selectedAccount;
  return `mailto:${data?.supportEmail ?? 'support@dbcloud.dev'}`;
}

export function SupportEmail() {
  const { api } = useAppContext();
  const { data } = useQuery(configurationQuery(api));
  const email = data?.supportEmail ?? 'support@dbcloud.dev';
  return <a href={`mailto:${email}`}>{email}</a>;
}
