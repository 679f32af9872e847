import type { BillingBudget, UserCloudAccount } from '@dbcloud/api-client';
import { TextLink } from '@dbcloud/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { can } from '../../app/access';
import { formatMoney } from '../../app/format';
import { useRootContext } from '../../app/use-root-context';
import { Alert } from '../alert';
import { budgetQuery } from './api';

/** The most serious alert crossed this month, in words: the highest spent threshold, else the forecast. */
export function crossedWords(state: BillingBudget): string | null {
  if (!state.budget) return null;
  const budget = formatMoney(state.budget);
  const spent = state.alerts.filter((alert) => alert.kind === 'spent');
  const highest = Math.max(0, ...spent.map((alert) => alert.percent ?? 0));
  if (highest > 0) return `${highest}% of this month’s budget of ${budget} is spent`;
  if (state.alerts.some((alert) => alert.kind === 'forecast')) {
    return `This month’s forecast is above the budget of ${budget}`;
  }
  return null;
}

/**
 * The banner of the home and billing pages while a budget threshold is crossed this month (until the
 * month ends or the budget changes). Nothing otherwise, without the Billing role, or while it loads.
 */
export function BudgetBanner({
  account,
  onBilling = false,
}: {
  account: UserCloudAccount;
  onBilling?: boolean;
}) {
  const { api } = useRootContext();
  const allowed = can(account, 'getBillingBudget');
  const budget = useQuery({ ...budgetQuery(api, account.domainName), enabled: allowed });
  const words = budget.data ? crossedWords(budget.data) : null;
  if (!allowed || !budget.data || !words) return null;
  return (
    <Alert tone="warning" title={words}>
      So far {formatMoney(budget.data.spentSoFar)}, forecast {formatMoney(budget.data.forecast)} by the end of
      the month. The billing contact was e-mailed.{' '}
      {onBilling ? (
        'Change the budget below if it no longer fits.'
      ) : (
        <TextLink asChild>
          <Link to="/portal/$cloudAccount/billing/summary" params={{ cloudAccount: account.domainName }}>
            See the budget in Billing
          </Link>
        </TextLink>
      )}
    </Alert>
  );
}
