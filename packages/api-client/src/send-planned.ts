// Acting on a plan of `@dbcloud/api-client/products`: its price (what the portal's previews ask), and
// each planned request sent as it is (the operation's method and path from the operations table, its
// path parameters, query and body untouched), so that what is sent is exactly what the plan showed.
// Also the offered sizes with their prices, which programs list before they plan a scale.
import type { ApiClient } from './client.js';
import { unwrap } from './errors.js';
import { operations } from './generated/operations.js';
import type { ProductPaymentContext } from './generated/types.js';
import { offeredRungs } from './products/create.js';
import type { InstanceRung, PricedRung } from './products/offer.js';
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

/** A size the account is offered, with its monthly price (POST products/payment-context's answer). */
export interface OfferedSize extends InstanceRung {
  /** The product's own size (false for every size of a new product). */
  readonly current: boolean;
  readonly price: ProductPaymentContext;
}

/** Prices each rung (one call each, one after another: the account's call budget is shared). */
export async function priceRungs(
  api: ApiClient,
  domainName: string,
  rungs: readonly PricedRung[],
): Promise<OfferedSize[]> {
  const sizes: OfferedSize[] = [];
  for (const { priceRequest, ...rung } of rungs) {
    const price = await unwrap(
      api.POST('/products/payment-context/{domainName}', {
        params: { path: { domainName } },
        body: priceRequest,
      }),
    );
    sizes.push({ ...rung, price });
  }
  return sizes;
}

/**
 * The instance sizes account `domainName` is offered, each with its monthly price: for a new product as
 * `createDefaults` starts it (Free only while the account may still have a free product), or, given
 * `productId`, for that product at each size it can move to (another tier's size is a tier change; never
 * to or from Free): `offeredRungs`, priced. The CLI's `products sizes` answers with this.
 */
export async function offeredSizes(
  api: ApiClient,
  domainName: string,
  productId?: string,
): Promise<OfferedSize[]> {
  const path = { domainName };
  const [context, product] = await Promise.all([
    unwrap(api.GET('/products/create/context/{domainName}', { params: { path } })),
    productId === undefined
      ? undefined
      : unwrap(
          api.GET('/products/get/{domainName}/{productId}', { params: { path: { domainName, productId } } }),
        ),
  ]);
  return priceRungs(api, domainName, offeredRungs(context, product));
}
