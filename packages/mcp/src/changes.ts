// How a change tool's call is answered. Without a token: its plan as a preview (what it does, the
// requests it would send, their price) and a token bound to that plan. With a token: the plan is made
// again from the world as it is now; when it differs from the preview's (a price, the offer, the
// product's state), nothing is sent and the answer says what differs, in words, with the new preview
// and a new token; otherwise exactly the planned requests are sent, in order.
import { sendPlanned } from '@dbcloud/api-client';
import { planDifferences } from '@dbcloud/api-client/products';
import { bindingOf, type Confirmations, refusalMessage } from './confirmations.js';
import { ToolError } from './errors.js';
import type { ChangeTool, Structured, ToolContext, ToolPlan } from './tool.js';

/** The preview of a plan: the tool's view, the requests, the price. */
const previewOf = (plan: ToolPlan): Structured => ({
  ...plan.view,
  requests: plan.requests,
  ...(plan.price ? { price: plan.price } : {}),
});

function confirmationOf(tool: ChangeTool, plan: ToolPlan, confirmations: Confirmations) {
  const { token, expiresAt } = confirmations.issue(tool.name, plan);
  return {
    token,
    expiresAt,
    howToConfirm: `Nothing has changed. Show this preview to the user; if they agree, call ${tool.name} again with the same arguments and confirmationToken set to this token, before it expires.`,
  };
}

/** What differs between two plans of a tool, in words. */
function differences(before: ToolPlan, after: ToolPlan): string[] {
  const plan = ({ view, requests, price }: ToolPlan) => ({ action: view.action, requests, price });
  const words = planDifferences(plan(before), plan(after));
  return words.length > 0 ? words : ['What the preview showed has changed.'];
}

/** Runs a change tool's call: `args` as given, `confirmationToken` among them when it confirms. */
export async function runChange(
  tool: ChangeTool,
  args: Structured,
  context: ToolContext,
  confirmations: Confirmations,
): Promise<Structured> {
  const { confirmationToken, ...change } = args;
  if (typeof confirmationToken !== 'string') {
    const plan = await tool.plan(change, context);
    return {
      stage: 'preview',
      preview: previewOf(plan),
      confirmation: confirmationOf(tool, plan, confirmations),
    };
  }
  const pending = confirmations.find(confirmationToken, tool.name);
  if (typeof pending === 'string') throw new ToolError('Confirmation refused', refusalMessage(pending));
  const plan = await tool.plan(change, context);
  const binding = bindingOf(tool.name, plan);
  if (binding !== pending.binding) {
    return {
      stage: 'changed',
      differences: differences(pending.plan, plan),
      preview: previewOf(plan),
      confirmation: {
        ...confirmationOf(tool, plan, confirmations),
        howToConfirm: `Nothing has changed: the plan is no longer the one the confirmed preview showed. Show the differences and this new preview to the user; if they agree, call ${tool.name} again with the same arguments and confirmationToken set to this new token, before it expires.`,
      },
    };
  }
  if (!confirmations.spend(confirmationToken, binding)) {
    throw new ToolError('Confirmation refused', refusalMessage('used'));
  }
  const answers: unknown[] = [];
  for (const request of plan.requests) answers.push(await sendPlanned(context.api, request));
  return { stage: 'done', result: tool.done(answers, change) };
}
