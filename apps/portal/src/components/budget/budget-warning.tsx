import type { ProductPaymentContext } from '@dbcloud/api-client';
import { budgetImpact } from '@dbcloud/api-client/products';
import { useQuery } from '@tanstack/react-query';
import { formatMoney } from '../../app/format';
import { useRootContext } from '../../app/use-root-context';
import { Alert } from '../alert';
import { budgetQuery, useCan } from './api';

/**
 * A change's warning when it would take this month's forecast over the account's budget (the SDK's
 * `budgetImpact` decides; this only words it). Nothing without a price, a budget, the Billing role, or
 * while the budget loads: the warning never holds up a change.
 */
export function BudgetWarning({
  domainName,
  price,
}: {
  domainName: string;
  price: ProductPaymentContext | undefined;
}) {
  const { api } = useRootContext();
  const allowed = useCan(domainName, 'getBillingBudget');
  const budget = useQuery({ ...budgetQuery(api, domainName), enabled: allowed });
  if (!allowed || !budget.data || !price) return null;
  const impact = budgetImpact(budget.data, price);
  if (!impact?.overBudget) return null;
  const money = (amountCents: number) => formatMoney({ amountCents, currency: impact.currency });
  return (
    <Alert
      tone="warning"
      title={`This would take the forecast over your budget of ${money(impact.budgetCents)}`}
    >
      This month’s forecast would be {money(impact.forecastAfterCents)}, {money(impact.overCents)} over the
      budget. A budget only warns: the change is still made.
    </Alert>
  );
}
