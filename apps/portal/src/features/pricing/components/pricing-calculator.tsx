import { isApiError, type PriceCalculationRequest, type PricingCatalogue } from '@dbcloud/api-client';
import { useQuery } from '@tanstack/react-query';
import { defaultParseSearch, useLocation, useNavigate, useSearch } from '@tanstack/react-router';
import { useEffect, useMemo, useState } from 'react';
import { useHydrated } from '../../../app/hydrated';
import { rememberedAccount } from '../../../app/remembered-account';
import { chooseAccount, userQuery } from '../../../app/session';
import { useRootContext } from '../../../app/use-root-context';
import { Alert } from '../../../components/alert';
import {
  type Configuration,
  type ConfigurationField,
  type Drafts,
  fieldMessages,
  type NumberKey,
  parseAmount,
  priceCalculationRequest,
  searchOf,
} from '../configuration';
import { calculatedPriceQuery } from '../price-query';
import { resolveConfiguration } from '../shared-link';
import { ConfigurationForm } from './configuration-form';
import { PriceBar, PriceSummary } from './price-summary';
import styles from './pricing.module.css';

/** How long typing must pause before the price is asked for (one request, not one per keystroke). */
export const PRICE_DEBOUNCE_MS = 400;

/**
 * The value after it has stopped changing for `delayMs`. As app/use-debounced-value.ts: that module
 * shares a chunk with the sign-up pages' fields, and a page of its own using it splits that chunk, which
 * makes each of them larger (`pnpm check:bundle`: the register page has the least room).
 */
function useSettledValue<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

const FIELD_OF: Record<NumberKey, ConfigurationField> = {
  sizeGb: 'storage.sizeGb',
  iops: 'storage.iops',
  throughput: 'storage.throughput',
  dataTransferGb: 'dataTransferGb',
};

/**
 * `/pricing`: the configuration, read from and written to the URL; its price from
 * `pricing/calculate-price`, or with the account's discounts for a signed-in user with an account.
 */
export function PricingCalculator({ catalogue }: { catalogue: PricingCatalogue }) {
  const { api } = useRootContext();
  // What of the address is valid (the route's search.ts), and the address as the page was opened with
  // it (app/opened-search.ts; the router has already left out what was not valid): what a shared link
  // held that could not be used is said in a notice, until a choice replaces the address.
  const search = useSearch({ from: '/_site/pricing' });
  const opened = useLocation({ select: (location) => location.state.openedSearch });
  const raw = useMemo(() => (opened ? defaultParseSearch(opened) : {}), [opened]);
  const navigate = useNavigate();
  const [drafts, setDrafts] = useState<Drafts>({});

  const { config, problems } = useMemo(
    () => resolveConfiguration(catalogue, search, raw),
    [catalogue, search, raw],
  );

  // Signed-out prices until hydrated: the prerendered page is a visitor's (app/hydrated.ts).
  const hydrated = useHydrated();
  const { data: sessionUser } = useQuery(userQuery(api));
  const user = hydrated ? sessionUser : undefined;
  const account = user ? chooseAccount(user, rememberedAccount.get()) : undefined;

  // Each change replaces the address (no history entry per keystroke) and keeps the scroll position.
  const change = (next: Configuration, keepDrafts = false) => {
    if (!keepDrafts) setDrafts({});
    void navigate({ to: '/pricing', search: searchOf(next), replace: true, resetScroll: false });
  };

  const typed = (key: NumberKey, text: string) => {
    setDrafts((current) => ({ ...current, [key]: text }));
    const value = parseAmount(text);
    if (value === undefined) return;
    const next =
      key === 'dataTransferGb'
        ? { ...config, dataTransferGb: value }
        : { ...config, storage: { ...config.storage, [key]: value } };
    change(next, true);
  };

  // A field left with a number shows it as the address holds it.
  const settled = (key: NumberKey) => {
    const text = drafts[key];
    if (text !== undefined && parseAmount(text) !== undefined) {
      setDrafts(({ [key]: _, ...rest }) => rest);
    }
  };

  const messages = fieldMessages(catalogue, config);
  for (const key of Object.keys(drafts) as NumberKey[]) {
    const text = drafts[key] ?? '';
    if (parseAmount(text) === undefined) {
      messages[FIELD_OF[key]] = text.trim() === '' ? 'Enter a number.' : 'Enter a number, such as 128.';
    }
  }
  const valid = Object.keys(messages).length === 0;

  // The last configuration that could be priced stays priced while a field is being fixed.
  const [lastValid, setLastValid] = useState('');
  const validKey = valid ? JSON.stringify(priceCalculationRequest(config)) : undefined;
  if (validKey !== undefined && validKey !== lastValid) setLastValid(validKey);
  const requestKey = validKey ?? lastValid;
  const settledKey = useSettledValue(requestKey, PRICE_DEBOUNCE_MS);
  const request = useMemo<PriceCalculationRequest | undefined>(
    () => (settledKey ? JSON.parse(settledKey) : undefined),
    [settledKey],
  );
  const price = useQuery(calculatedPriceQuery(api, request, account));

  const serverMessages = isApiError(price.error) ? (price.error.problem.errors ?? {}) : {};
  for (const [path, list] of Object.entries(serverMessages)) {
    const field = path as ConfigurationField;
    if (Object.values(FIELD_OF).includes(field) && !messages[field] && list[0]) messages[field] = list[0];
  }

  const updating = requestKey !== settledKey || (price.isFetching && price.isPlaceholderData);

  return (
    <>
      {problems.length > 0 && (
        <Alert tone="warning" title="Part of this link could not be used">
          <ul className={styles.problems}>
            {problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </Alert>
      )}
      <div className={styles.layout}>
        {/* The bar stays in sight over the form alone (its sticky area on a narrow screen). */}
        <div className={styles.configure}>
          <PriceBar price={price.data} stale={updating || !valid} />
          <ConfigurationForm
            catalogue={catalogue}
            config={config}
            drafts={drafts}
            messages={messages}
            onChange={change}
            onType={typed}
            onSettle={settled}
          />
        </div>
        <PriceSummary
          catalogue={catalogue}
          config={config}
          account={account}
          signedIn={user?.isAuthenticated === true}
          price={price}
          priced={request}
          updating={updating}
          invalid={!valid}
        />
      </div>
    </>
  );
}
