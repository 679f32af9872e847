// Acting on a plan of `@dbcloud/api-client/products`: its price (what the portal's previews ask), and
// each planned request sent as it is (the operation's method and path from the operations table, its
// path parameters, query and body untouched), so that what is sent is exactly what the plan showed.
import type { ApiClient } from './client.js';
import { unwrap } from './errors.js';
import { operations } from './generated/operations.js';
import type { ProductPaymentContext, ProductPaymentContextRequest } from './generated/types.js';
import { newProductLadder } from './products/create.js';
import { type InstanceRung, productLadder } from './products/offer.js';
import type { Plan, PlannedRequest, PricedPlan } from './products/plan.js';

type Call = (
  path: string,
  init: { params: { path: Record<string, string>; query?: Record<string, unknown> }; body?: unknown },
) => Promise<{ data?: unknown; error?: unknown; response: Response }>;

/** Sends one planned request and answers its data (an `ApiError` when the API refuses it). */
export function sendPlanned(api: ApiClient, request: PlannedRequest): Promise<unknown> {
  const operation = operations.find((row) => row.operationId === request.operationId);
  if (!operation) throw new Error(`${request.operationId} is not an operation of the contract`);
  const call = (api as unknown as Record<string, Call>)[operation.method.toUpperCase()];
  if (!call) throw new Error(`the client has no ${operation.method} method`);
  return unwrap(
    call.call(api, operation.path, {
      params: { path: { ...request.path }, ...(request.query ? { query: { ...request.query } } : {}) },
      ...(request.body === undefined ? {} : { body: request.body }),
    }) as never,
  );
}

/**
 * Prices a plan as the portal prices a change (POST products/payment-context with the plan's
 * `priceRequest`, for account `domainName`): the plan with its price.
 */
export async function pricePlan<R extends PlannedRequest>(
  api: ApiClient,
  domainName: string,
  plan: Plan<R>,
): Promise<PricedPlan<R>> {
  const price = await unwrap(
    api.POST('/products/payment-context/{domainName}', {
      params: { path: { domainName } },
      body: plan.priceRequest,
    }),
  );
  return { ...plan, price };
}

/** One size of the instance ladder with its monthly price (`current`: the product's own size). */
export interface PricedSize extends InstanceRung {
  readonly current?: boolean;
  readonly price: ProductPaymentContext;
}

/**
 * The instance sizes and their monthly prices, as `dbcloud products sizes` and the MCP server's
 * `products_sizes` answer them: for a new product (the sizes a create starts from; Free only while the
 * account may have another Free product), or for `productId` at each size it can move to (another
 * tier's size is a tier change; never to or from Free). Asks the create context, the product, and
 * POST products/payment-context once per size.
 */
export async function pricedSizes(
  api: ApiClient,
  domainName: string,
  productId?: string,
): Promise<PricedSize[]> {
  const path = { domainName };
  const context = await unwrap(api.GET('/products/create/context/{domainName}', { params: { path } }));
  const rungs: (InstanceRung & { current?: boolean; priceRequest: ProductPaymentContextRequest })[] =
    productId
      ? productLadder(
          await unwrap(
            api.GET('/products/get/{domainName}/{productId}', {
              params: { path: { domainName, productId } },
            }),
          ),
          context,
          { allTiers: true },
        )
      : newProductLadder(context).filter((rung) => rung.tier !== 'Free' || context.freeProductsLeft > 0);
  const sizes: PricedSize[] = [];
  for (const { priceRequest, ...rung } of rungs) {
    const price = await unwrap(
      api.POST('/products/payment-context/{domainName}', { params: { path }, body: priceRequest }),
    );
    sizes.push({ ...rung, price });
  }
  return sizes;
}
