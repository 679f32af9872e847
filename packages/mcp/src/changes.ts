// How a change tool's call is answered. Every change is first planned (what it does, the requests it
// would send, their price) and acts only once it is confirmed; who confirms depends on how the server
// was started:
//
// - `person` (the default): the user, through their MCP client. On a 2026-07-28 client the call answers
//   `input_required` with a form showing the plan in words and its price; the client asks the person
//   and calls again with their answer. A 2025-06-18 or 2025-11-25 client that declared `elicitation`
//   gets the same question as an `elicitation/create` request, within the one call. Nothing is kept on
//   the server between the rounds: the plan shown travels signed in `requestState`. After an accept,
//   the plan is made again from the world as it is now; when it differs from the one shown (a price,
//   the offer, the product's state), nothing is sent and the answer says what changed. A decline or a
//   cancel changes nothing. A client that can do neither is refused: the model cannot confirm for the
//   person.
// - `model` (`--confirm model`): the preview-and-token flow, where the model passes the token of a
//   preview back itself. Each answer says that the confirmation went through the model.
//
// The JSON Schema of these answers is `change-answers.ts`'s; the plan in words, `plan-words.ts`'s.
import { sendPlanned } from '@dbcloud/api-client';
import { planDifferences } from '@dbcloud/api-client/products';
import {
  type InputRequiredResult,
  inputRequired,
  inputResponse,
  type RequestStateCodec,
} from '@modelcontextprotocol/server';
import { bindingOf, type Confirmations, refusalMessage } from './confirmations.js';
import { ToolError } from './errors.js';
import { planInWords } from './plan-words.js';
import type { ChangeTool, Structured, ToolContext, ToolPlan } from './tool.js';

/** Who confirms a change: the person through their client (default), or the model with a token. */
export type ConfirmBy = 'person' | 'model';
export const CONFIRM_BY: readonly ConfirmBy[] = ['person', 'model'];

/** What a `model` answer says of itself, in its `confirmedThrough` field. */
export const THROUGH_MODEL =
  'model: this server was started with --confirm model, so a change is confirmed by the assistant passing back its preview’s token, not asked of the person by their client. Show the preview to the user and confirm only with their explicit agreement.';

/** The plan as it was shown, signed into the `requestState` of an `input_required` round. */
export interface ShownPlan {
  /** This question's own id: its accept acts once. */
  id: string;
  tool: string;
  binding: string;
  plan: Pick<ToolPlan, 'view' | 'requests' | 'price'>;
}

/** The name of the question in `inputRequests` (and of its answer in `inputResponses`). */
const QUESTION = 'confirm';

/** The form the person answers: one box they tick to agree. */
const CONFIRM_FORM = {
  type: 'object' as const,
  properties: {
    confirm: {
      type: 'boolean' as const,
      title: 'Make this change',
      description: 'Tick to make exactly the change described above, at the price shown.',
    },
  },
  required: ['confirm'],
};

/** The preview of a plan: the tool's view, the requests, the price. */
const previewOf = (plan: Pick<ToolPlan, 'view' | 'requests' | 'price'>): Structured => ({
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
function differences(
  before: Pick<ToolPlan, 'view' | 'requests' | 'price'>,
  after: Pick<ToolPlan, 'view' | 'requests' | 'price'>,
): string[] {
  const plan = ({ view, requests, price }: Pick<ToolPlan, 'view' | 'requests' | 'price'>) => ({
    action: view.action,
    requests,
    price,
  });
  const words = planDifferences(plan(before), plan(after));
  return words.length > 0 ? words : ['What the preview showed has changed.'];
}

async function act(tool: ChangeTool, plan: ToolPlan, change: Structured, context: ToolContext) {
  const answers: unknown[] = [];
  for (const request of plan.requests) answers.push(await sendPlanned(context.api, request));
  return tool.done(answers, change);
}

/** Runs a change tool's call the `model` way: `args` as given, `confirmationToken` among them when it confirms. */
export async function runChangeByModel(
  tool: ChangeTool,
  args: Structured,
  context: ToolContext,
  confirmations: Confirmations,
): Promise<Structured> {
  const { confirmationToken, ...change } = args;
  const through = { confirmedThrough: THROUGH_MODEL };
  if (typeof confirmationToken !== 'string') {
    const plan = await tool.plan(change, context);
    return {
      stage: 'preview',
      preview: previewOf(plan),
      confirmation: confirmationOf(tool, plan, confirmations),
      ...through,
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
      ...through,
    };
  }
  if (!confirmations.spend(confirmationToken, binding)) {
    throw new ToolError('Confirmation refused', refusalMessage('used'));
  }
  return { stage: 'done', result: await act(tool, plan, change, context), ...through };
}

/** What a `person` call knows of its client and of the rounds so far. */
export interface PersonRound {
  /** Why this client cannot be asked (it declared neither way), else undefined. */
  cannotAsk: string | undefined;
  /** The answers of the previous round (`inputResponses`), untrusted. */
  responses: Record<string, unknown> | undefined;
  /** The plan shown in the previous round, verified (the codec's signature), else undefined. */
  shown: ShownPlan | undefined;
  /** Signs the plan shown into the next round's `requestState`. */
  codec: RequestStateCodec<ShownPlan>;
  /** The questions asked and acted on (shared by the HTTP transport's servers). */
  confirmations: Confirmations;
  /** How long a question's signed plan is accepted, in milliseconds. */
  questionTtlMs: number;
}

/**
 * Runs a change tool's call the `person` way: asks the person (an `input_required` answer), and on a
 * later round acts on their accept, when the plan is still the one shown.
 */
export async function runChangeByPerson(
  tool: ChangeTool,
  args: Structured,
  context: ToolContext,
  round: PersonRound,
): Promise<Structured | InputRequiredResult> {
  const { confirmationToken, ...change } = args;
  if (confirmationToken !== undefined) {
    throw new ToolError(
      'Confirmation refused',
      'This server asks the person to confirm each change through their MCP client; a confirmationToken is not used. Nothing was changed: call the tool without confirmationToken.',
    );
  }
  const answer = inputResponse(round.responses, QUESTION);
  const shown = round.shown?.tool === tool.name ? round.shown : undefined;
  if (answer.kind === 'elicit' && shown) {
    if (answer.action !== 'accept' || answer.content?.[QUESTION] !== true) {
      const how =
        answer.action === 'accept'
          ? 'did not tick the box to agree'
          : answer.action === 'decline'
            ? 'declined it'
            : 'dismissed the question without answering';
      return {
        stage: 'declined',
        answer: answer.action === 'accept' ? 'decline' : answer.action,
        message: `Nothing was changed: the user ${how}. Do not try again unless they ask for it.`,
        preview: previewOf(shown.plan),
      };
    }
    if (!round.confirmations.actOnce(shown.id, round.questionTtlMs)) {
      throw new ToolError(
        'Confirmation refused',
        'This answer of the user was already acted on: an accept makes its change once. Nothing more was changed; call the tool again to ask them about a new change.',
      );
    }
    const plan = await tool.plan(change, context);
    if (bindingOf(tool.name, plan) !== shown.binding) {
      return {
        stage: 'changed',
        differences: differences(shown.plan, plan),
        message:
          'Nothing was changed: the user agreed, but the plan is no longer the one they were shown. Tell them what differs; call the tool again to ask them about the new plan.',
        preview: previewOf(plan),
      };
    }
    return { stage: 'done', confirmedBy: 'person', result: await act(tool, plan, change, context) };
  }
  // Refused before anything is read: without the person, no change can be made.
  if (round.cannotAsk) throw new ToolError('Confirmation not possible', round.cannotAsk);
  const plan = await tool.plan(change, context);
  const { view, requests, price } = plan;
  const state: ShownPlan = {
    id: round.confirmations.questionId(),
    tool: tool.name,
    binding: bindingOf(tool.name, plan),
    plan: { view, requests, ...(price ? { price } : {}) },
  };
  return inputRequired({
    inputRequests: {
      [QUESTION]: inputRequired.elicit({
        message: `${planInWords(tool, plan)}\n\nMake this change? Nothing is sent unless you agree.`,
        requestedSchema: CONFIRM_FORM,
      }),
    },
    requestState: await round.codec.mint(state),
  });
}
