// Sign-up's live checks: is the e-mail known, what does a promo code give.
import { type ApiClient, unwrap } from '@dbcloud/api-client';
import { queryOptions } from '@tanstack/react-query';
import { keysOf } from '../../app/session';

/** `alreadyUsed` for an e-mail (compared without regard to case, so the key is lowercase). */
export const emailUsageQuery = (api: ApiClient, email: string) =>
  queryOptions({
    queryKey: keysOf('public', 'email-already-used')(email.toLowerCase()),
    queryFn: ({ signal }) => unwrap(api.POST('/users/is-email-already-used', { body: { email }, signal })),
    staleTime: 60_000,
  });

/** What a promo code gives; a 404 means there is no such code (or it expired). */
export const promoCodeQuery = (api: ApiClient, promoCode: string) =>
  queryOptions({
    queryKey: keysOf('public', 'promo-code')(promoCode),
    queryFn: ({ signal }) =>
      unwrap(api.GET('/users/create/promo-code/description', { params: { query: { promoCode } }, signal })),
    staleTime: 5 * 60_000,
  });
