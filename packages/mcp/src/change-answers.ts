// The JSON Schema of a change tool's structured answers (its stages), for each way of confirming: what
// the tools list and the schema resources say a change answers (`changes.ts` makes those answers).
import type { ConfirmBy } from './changes.js';
import { type JsonSchema, object, selfContained } from './contract.js';
import type { ChangeTool } from './tool.js';

/**
 * What a change tool's structured answer may be, as JSON Schema, for each way of confirming. The
 * preview (and the token, confirmed by the model) are defined once and referenced where they recur.
 */
export function changeAnswers(tool: ChangeTool, by: ConfirmBy): JsonSchema {
  const preview = { $ref: '#/$defs/Preview' };
  const differences = {
    type: 'array',
    items: { type: 'string' },
    description: 'What differs from the plan that was confirmed, in words.',
  };
  if (by === 'model') {
    const confirmation = { $ref: '#/$defs/Confirmation' };
    const through = {
      type: 'string',
      description: 'Says that the confirmation goes through the assistant, not the person’s client.',
    };
    return selfContained({
      type: 'object',
      oneOf: [
        object({
          stage: { const: 'preview', description: 'Nothing was changed yet.' },
          preview,
          confirmation,
          confirmedThrough: through,
        }),
        object({
          stage: {
            const: 'changed',
            description:
              'Nothing was changed: the plan is no longer the one the confirmed preview showed (a price, the offer or the product changed).',
          },
          differences,
          preview,
          confirmation,
          confirmedThrough: through,
        }),
        object({
          stage: { const: 'done', description: 'The change was made.' },
          result: tool.result,
          confirmedThrough: through,
        }),
      ],
      $defs: {
        Preview: tool.preview,
        Confirmation: object({
          token: {
            type: 'string',
            description: 'Pass as confirmationToken, with the same arguments, to act.',
          },
          expiresAt: { type: 'string', format: 'date-time' },
          howToConfirm: { type: 'string' },
        }),
      },
    });
  }
  return selfContained({
    type: 'object',
    oneOf: [
      object({
        stage: { const: 'done', description: 'The person agreed and the change was made.' },
        confirmedBy: { const: 'person' },
        result: tool.result,
      }),
      object({
        stage: { const: 'declined', description: 'Nothing was changed: the person did not agree.' },
        answer: { type: 'string', enum: ['decline', 'cancel'] },
        message: { type: 'string' },
        preview,
      }),
      object({
        stage: {
          const: 'changed',
          description:
            'Nothing was changed: the person agreed, but the plan is no longer the one they were shown (a price, the offer or the product changed).',
        },
        differences,
        message: { type: 'string' },
        preview,
      }),
    ],
    $defs: { Preview: tool.preview },
  });
}
