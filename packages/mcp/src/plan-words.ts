// The plan of a change in words, for the person asked to confirm it: what it does, the requests it
// sends and its price now and after (the message of the question `changes.ts` asks).
import { money } from '@dbcloud/api-client/products';
import type { ChangeTool, ToolPlan } from './tool.js';

const sentence = (text: string) => {
  const trimmed = text.trim();
  const first = trimmed.charAt(0).toUpperCase() + trimmed.slice(1);
  return /[.!?]$/.test(first) ? first : `${first}.`;
};

/** A plan in words, for the person: what it does, what it sends, and its price (now and after). */
export function planInWords(tool: ChangeTool, plan: Pick<ToolPlan, 'view' | 'requests' | 'price'>): string {
  const lines = [`${tool.title}: ${sentence(plan.view.action)}`];
  const { action: _action, ...details } = plan.view;
  for (const [key, value] of Object.entries(details)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value) && value.every((item) => typeof item === 'string')) {
      for (const item of value) lines.push(`- ${item}`);
    } else {
      lines.push(`${key}: ${typeof value === 'string' ? value : JSON.stringify(value)}`);
    }
  }
  lines.push(
    `It sends ${plan.requests.length === 1 ? 'this request' : `these ${plan.requests.length} requests, in order`}:`,
  );
  for (const request of plan.requests) {
    const parts: string[] = [request.operationId];
    if (Object.keys(request.path).length > 0) parts.push(JSON.stringify(request.path));
    if (request.body !== undefined) parts.push(JSON.stringify(request.body));
    lines.push(`- ${parts.join(' ')}`);
  }
  const { price } = plan;
  if (price) {
    lines.push(
      `Price: ${money(price.currentMonthlyEstimateCents, price.currency)} a month now, ${money(price.newMonthlyEstimateCents, price.currency)} a month after the change (estimates).`,
    );
  } else {
    lines.push('Price: this change has no price of its own.');
  }
  return lines.join('\n');
}
