import { useQuery } from '@tanstack/react-query';
import { configurationQuery } from '../app/configuration';
import { useRootContext } from '../app/use-root-context';

/**
 * The support address from GET configuration, as a mail link (the error screen's contact). Apart from
 * `useSupportHref` (support-link.tsx): the error screen is in the entry chunk, the not-found screens are not.
 */
export function SupportEmail() {
  const { api } = useRootContext();
  const { data } = useQuery(configurationQuery(api));
  const email = data?.supportEmail ?? 'support@dbcloud.dev';
  return <a href={`mailto:${email}`}>{email}</a>;
}
