// Demo mode only (GET configuration says `demo`): the fake cloud keeps every "sent" mail in its
// mailbox, so pages that say "check your e-mail" can offer the link itself.
import { queryOptions } from '@tanstack/react-query';
import { keysOf } from './session';

/** The newest sign-in link in the fake cloud's mailbox for an e-mail, as a same-origin path. */
export async function demoSignInLink(email: string): Promise<string | null> {
  const response = await fetch(`/__fake/mailbox?to=${encodeURIComponent(email)}`);
  if (!response.ok) return null;
  const mail = (await response.json()) as { subject: string; link: string }[];
  const link = mail.filter((m) => m.link.includes('/user/login/link')).at(-1)?.link;
  if (!link) return null;
  const url = new URL(link, window.location.origin);
  return `${url.pathname}${url.search}`;
}

export const demoSignInLinkQuery = (email: string) =>
  queryOptions({
    queryKey: keysOf('public', 'demo-sign-in-link')(email.toLowerCase()),
    queryFn: () => demoSignInLink(email),
    staleTime: 0,
    retry: false,
  });
