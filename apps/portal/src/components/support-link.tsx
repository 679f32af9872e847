import { useQuery } from '@tanstack/react-query';
import { configurationQuery } from '../app/configuration';
import { useAppContext } from '../app/use-app-context';

/**
 * 'Contact support' (DESIGN §7): an e-mail to the support address from GET configuration. When the
 * support page exists, the issue that builds it makes this the selected account's support page.
 */
export function useSupportHref(): string {
  const { api } = useAppContext();
  const { data } = useQuery(configurationQuery(api));
  return `mailto:${data?.supportEmail ?? 'support@dbcloud.dev'}`;
}

export function SupportEmail() {
  const { api } = useAppContext();
  const { data } = useQuery(configurationQuery(api));
  const email = data?.supportEmail ?? 'support@dbcloud.dev';
  return <a href={`mailto:${email}`}>{email}</a>;
}
