import type { ApiClient, PromoCodeDescription } from '@dbcloud/api-client';
import { isProblem } from '@dbcloud/api-client';
import { Field, Input } from '@dbcloud/ui-kit';
import { useQuery } from '@tanstack/react-query';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useDebouncedValue } from '../../../app/use-debounced-value';
import { LiveStatus } from '../../../components/forms/live-status';
import { promoCodeQuery } from '../api';
import { PROMO_CODE } from '../promo-code';

export type PromoCodeCheck =
  | { status: 'none' | 'checking' | 'unknown'; code: string }
  | { status: 'invalid'; code: string }
  | { status: 'valid'; code: string; promo: PromoCodeDescription };

export const INVALID_PROMO_CODE = 'This promo code is not valid';

/** What the typed promo code gives, checked ~400 ms after typing stops. */
export function usePromoCodeCheck(api: ApiClient, typed: string): PromoCodeCheck {
  const current = typed.trim().toUpperCase();
  const code = useDebouncedValue(current, 400);
  const wellFormed = PROMO_CODE.test(code);
  const query = useQuery({ ...promoCodeQuery(api, code), enabled: wellFormed });
  if (!current || !PROMO_CODE.test(current)) return { status: 'none', code: current };
  if (code !== current || query.isPending) return { status: 'checking', code: current };
  if (query.isError) {
    return isProblem(query.error, 'not-found', 'validation')
      ? { status: 'invalid', code }
      : { status: 'unknown', code };
  }
  return { status: 'valid', code, promo: query.data };
}

/** "WELCOME50: 50% off your first three months of paid products." (the server's words). */
function describe(promo: PromoCodeDescription): string {
  const text = promo.description.trim();
  return `${promo.promoCode}: ${text}${/[.!]$/.test(text) ? '' : '.'}`;
}

export function PromoCodeField({
  id,
  registration,
  check,
  error,
}: {
  id: string;
  registration: UseFormRegisterReturn;
  check: PromoCodeCheck;
  error: string | undefined;
}) {
  const statusId = `${id}-status`;
  const message = error
    ? ''
    : check.status === 'valid'
      ? describe(check.promo)
      : check.status === 'invalid'
        ? INVALID_PROMO_CODE
        : check.status === 'checking'
          ? `Checking ${check.code}…`
          : check.status === 'unknown'
            ? 'We could not check this code right now; we will check it when you submit.'
            : '';
  const tone = check.status === 'valid' ? 'good' : check.status === 'invalid' ? 'bad' : 'neutral';
  return (
    <Field id={id} label="Promo code (optional)" error={error}>
      <Input
        autoComplete="off"
        spellCheck={false}
        autoCapitalize="characters"
        aria-describedby={statusId}
        {...registration}
      />
      <LiveStatus id={statusId} tone={tone} message={message} />
    </Field>
  );
}
