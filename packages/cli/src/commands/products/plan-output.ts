// How `dbcloud` shows a plan (`--dry-run`): what it would do, each request exactly as it would be sent
// (the same plan the MCP server's preview shows), what the plan chose, the price, and whether it would
// take this month's forecast over the account's budget.
import {
  type ApiClient,
  type BillingBudget,
  type OperationId,
  operations,
  type Plan,
  type PricedPlan,
  pricePlan,
} from '@dbcloud/api-client';
import { type BudgetImpact, budgetImpact, money, type ProductRequest } from '@dbcloud/api-client/products';

const routeOf = (operationId: OperationId) => {
  const operation = operations.find((row) => row.operationId === operationId);
  return operation ? `${operation.method.toUpperCase()} ${operation.path}` : operationId;
};

/** The price of a plan in words: the monthly estimate after, and now for a change. */
export function priceWords({ price, requests }: PricedPlan): string {
  const after = money(price.newMonthlyEstimateCents, price.currency);
  const creating = requests.some((request) => request.operationId === 'createProduct');
  const words = [
    creating
      ? `${after} a month`
      : `${after} a month (now ${money(price.currentMonthlyEstimateCents, price.currency)})`,
  ];
  if (price.billingContactRequired) words.push('a billing contact is needed first');
  if (price.cardRequired) words.push('add a card before the first invoice');
  return words.join('; ');
}

/** A priced plan, and what it does to this month's forecast against the budget (null: no budget to tell). */
export type BudgetedPlan = PricedPlan & { budgetImpact: BudgetImpact | null };

/**
 * Prices a plan and, when the caller may read the account's budget, says whether it would take this
 * month's forecast over it (`budgetImpact`, the SDK's rule). A budget that cannot be read (no Billing
 * role) leaves the plan as it is.
 */
export async function priceWithBudget(
  api: ApiClient,
  domainName: string,
  plan: Plan<ProductRequest>,
): Promise<BudgetedPlan> {
  const [priced, budget] = await Promise.all([
    pricePlan(api, domainName, plan),
    api
      .GET('/billing/budget/{domainName}', { params: { path: { domainName } } })
      .then(({ data }): BillingBudget | undefined => data)
      .catch(() => undefined),
  ]);
  return { ...priced, budgetImpact: budget ? budgetImpact(budget, priced.price) : null };
}

/** A plan for people: the action, each request (route, operationId, body), the notes, the price. */
export function planText(plan: PricedPlan | BudgetedPlan): string {
  const budget = 'budgetImpact' in plan ? plan.budgetImpact : null;
  const requests = plan.requests.map((request) => {
    const path = Object.entries(request.path)
      .map(([name, value]) => `${name}=${value}`)
      .join(' ');
    return [
      `  ${routeOf(request.operationId)} (${request.operationId})${path ? ` ${path}` : ''}`,
      ...JSON.stringify(request.body, null, 2)
        .split('\n')
        .map((line) => `    ${line}`),
    ].join('\n');
  });
  return [
    `Dry run: nothing was sent. It would ${plan.action}:`,
    ...requests,
    ...plan.notes.map((note) => `  ${note}`),
    `Price: ${priceWords(plan)}.`,
    ...(budget?.words ? [`Budget: ${budget.words}`] : []),
  ].join('\n');
}
