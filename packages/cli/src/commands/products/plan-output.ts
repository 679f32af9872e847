// How `dbcloud` shows a plan (`--dry-run`): what it would do, each request exactly as it would be sent
// (the same plan the MCP server's preview shows), what the plan chose, and the price.
import { type OperationId, operations, type PricedPlan } from '@dbcloud/api-client';
import { money } from '@dbcloud/api-client/products';

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

/** A plan for people: the action, each request (route, operationId, body), the notes, the price. */
export function planText(plan: PricedPlan): string {
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
  ].join('\n');
}
