// support_request_create: a support request about one product or the account, with the response time the
// account's support plan gives its severity.
import type { CreateSupportRequest, SupportSeverity } from '@dbcloud/api-client';
import { unwrap } from '@dbcloud/api-client';
import { inline, object, ref } from '../contract.js';
import { ToolError } from '../errors.js';
import { type ChangeTool, changeTool } from '../tool.js';
import { effect, PREVIEW_NOTE } from './products/shared.js';

interface SupportArgs {
  productId?: string;
  severity: SupportSeverity;
  title: string;
  message: string;
}

export const support: ChangeTool = changeTool<SupportArgs>({
  name: 'support_request_create',
  group: 'support',
  title: 'Open a support request',
  description: `Opens a support request to DBCloud’s support engineers about one product or the account in general, as the key’s creator, with a severity whose response time the account’s support plan sets. The account may open 10 requests an hour. ${PREVIEW_NOTE}`,
  destructive: false,
  input: object(
    {
      productId: inline('ProductId', {
        description: 'The product it is about (leave out for the account in general).',
      }),
      severity: inline('SupportSeverity'),
      title: { type: 'string', minLength: 1, maxLength: 120, pattern: '^[^\\x00-\\x1F\\x7F-\\x9F]*$' },
      message: {
        type: 'string',
        minLength: 1,
        maxLength: 5000,
        pattern: '^[^\\x00-\\x08\\x0B\\x0C\\x0E-\\x1F\\x7F-\\x9F]*$',
      },
    },
    ['productId'],
  ),
  view: { action: effect('open a support request'), supportPlan: ref('SupportPlan') },
  result: object({ request: ref('SupportRequestCreated') }),
  plan: async (args, { api, domainName }) => {
    const context = await unwrap(
      api.GET('/support/load-context/{domainName}', { params: { path: { domainName } } }),
    );
    const option = context.severities.find((candidate) => candidate.severity === args.severity);
    if (!option) throw new ToolError('Unknown severity', 'The account’s support plan has no such severity.');
    const request: CreateSupportRequest = {
      domainName,
      kind: args.productId === undefined ? 'general' : 'product',
      ...(args.productId === undefined ? {} : { productId: args.productId }),
      severity: args.severity,
      responseTime: option.responseTime,
      title: args.title,
      message: args.message,
    };
    return {
      view: { action: 'open a support request', supportPlan: context.supportPlan },
      requests: [{ operationId: 'createSupportRequest', path: {}, body: request }],
    };
  },
  done: ([request]) => ({ request }),
});
