// Support: support requests, support-contract requests and what the support page
// needs. Response times follow the account's support plan.
import type { SupportContext, SupportPlan, SupportRequestKind, SupportSeverity } from '@dbcloud/api-client';
import { SUPPORT_SEVERITIES } from '@dbcloud/api-client/enums';
import { DAY_MS, HOUR_MS, iso, MINUTE_MS } from '../core/clock.js';
import { type Implementation, type RequestContext, requireTenant, requireUser } from '../core/context.js';
import { fieldError, notFound, unprocessable } from '../core/problem.js';
import { limitAttempts } from '../core/rate-limit.js';
import type { Scenario, World } from '../core/world.js';
import { DEMO_CONFIGURATION } from './configuration.js';
import { findProduct, listedProductsOf } from './products/index.js';

export interface SupportRequestRecord {
  requestId: string;
  domainName: string;
  /** Who opened it. */
  email: string;
  kind: SupportRequestKind;
  productId: string | null;
  severity: SupportSeverity;
  responseTime: string;
  title: string;
  message: string;
  createdAt: number;
  respondBy: number;
}

export interface SupportContractRequestRecord {
  requestId: string;
  domainName: string;
  email: string;
  plan: Exclude<SupportPlan, 'Basic'>;
  contactName: string;
  contactEmail: string;
  contactPhone: string | null;
  message: string;
  createdAt: number;
}

export interface SupportState {
  /** Each account's support plan; an account not listed has `Basic`. */
  plans: Map<string, SupportPlan>;
  requests: SupportRequestRecord[];
  contractRequests: SupportContractRequestRecord[];
  /** The number of the next `SR-` and `SC-` ids. */
  nextRequestNumber: number;
  nextContractRequestNumber: number;
}

/** The area's slice of the world (core/world.ts declares the core records only). */
declare module '../core/world.js' {
  interface World {
    support: SupportState;
  }
}

/** Support requests an account may open within an hour. */
export const SUPPORT_REQUESTS_PER_HOUR = 10;
/** Support-contract requests an account may make in 24 hours (sales follows each one up). */
export const CONTRACT_REQUESTS_PER_DAY = 5;

/** Each plan's place among the plans: a contract may only move an account to a plan above its own. */
const PLAN_RANK: Record<SupportPlan, number> = { Basic: 0, Professional: 1, Enterprise: 2 };

/** First-response times per plan and severity (ISO 8601 durations). */
export const RESPONSE_TIMES: Record<SupportPlan, Record<SupportSeverity, string>> = {
  Basic: { Minor: 'P3D', Normal: 'P1D', Critical: 'PT8H' },
  Professional: { Minor: 'P1D', Normal: 'PT8H', Critical: 'PT2H' },
  Enterprise: { Minor: 'PT8H', Normal: 'PT4H', Critical: 'PT1H' },
};

const SEVERITY_DESCRIPTIONS: Record<SupportSeverity, string> = {
  Minor: 'A question, or an issue with a workaround.',
  Normal: 'Production is degraded or a feature does not work as documented.',
  Critical: 'Production is down or data is at risk.',
};

// ---- seed -----------------------------------------------------------------------------------------

export function seedSupport(world: World, scenario: Scenario): SupportState {
  const now = world.seededAt;
  const plans = new Map<string, SupportPlan>([
    ['acme', 'Basic'],
    ['acme-health', 'Professional'],
    ['globex', 'Enterprise'],
  ]);
  if (scenario === 'large') plans.set('megacorp', 'Enterprise');
  const requests: SupportRequestRecord[] = [
    {
      requestId: 'SR-10040',
      domainName: 'acme',
      email: 'owner@demo.dbcloud.dev',
      kind: 'general',
      productId: null,
      severity: 'Minor',
      responseTime: 'P3D',
      title: 'Invoice address for the EU entity',
      message: 'Which address should our EU entity use on invoices?',
      createdAt: now - 40 * DAY_MS,
      respondBy: now - 37 * DAY_MS,
    },
    {
      requestId: 'SR-10041',
      domainName: 'acme',
      email: 'member@demo.dbcloud.dev',
      kind: 'product',
      productId: 'prd-orders-eu',
      severity: 'Normal',
      responseTime: 'P1D',
      title: 'Slow queries after the 6.2 upgrade',
      message: 'Some reporting queries on prd-orders-eu take twice as long since the upgrade.',
      createdAt: now - 12 * DAY_MS,
      respondBy: now - 11 * DAY_MS,
    },
  ];
  const contractRequests: SupportContractRequestRecord[] = [
    {
      requestId: 'SC-10006',
      domainName: 'acme-health',
      email: 'owner@demo.dbcloud.dev',
      plan: 'Professional',
      contactName: 'Olivia Owner',
      contactEmail: 'owner@demo.dbcloud.dev',
      contactPhone: '+14155550100',
      message: 'We need faster responses for our regulated workloads.',
      createdAt: now - 200 * DAY_MS,
    },
  ];
  return { plans, requests, contractRequests, nextRequestNumber: 10042, nextContractRequestNumber: 10007 };
}

// ---- rules ----------------------------------------------------------------------------------------

export const supportPlanOf = (world: World, domainName: string): SupportPlan =>
  world.support.plans.get(domainName) ?? 'Basic';

/** The length of a response time (`P3D`, `PT8H`, `PT30M`) in ms. */
export function durationMs(responseTime: string): number {
  const match = /^P(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?)?$/.exec(responseTime);
  if (!match) throw new Error(`not a response time: ${responseTime}`);
  const [, days = '0', hours = '0', minutes = '0'] = match;
  return Number(days) * DAY_MS + Number(hours) * HOUR_MS + Number(minutes) * MINUTE_MS;
}

function checkKind(kind: SupportRequestKind, productId: string | undefined): void {
  if (kind === 'product' && productId === undefined) {
    throw unprocessable(
      'Choose the product the request is about.',
      fieldError('productId', 'is required for a product request'),
    );
  }
  if (kind === 'general' && productId !== undefined) {
    throw unprocessable(
      'A general request is about the account, not one product.',
      fieldError('productId', 'must be left out of a general request'),
    );
  }
}

function checkProduct(ctx: RequestContext, domainName: string, productId: string | undefined): void {
  if (productId === undefined) return;
  if (!findProduct(ctx.world, domainName, productId)) {
    throw notFound(`There is no product ${productId} in ${domainName}.`);
  }
}

function checkResponseTime(plan: SupportPlan, severity: SupportSeverity, responseTime: string): void {
  const expected = RESPONSE_TIMES[plan][severity];
  if (responseTime !== expected) {
    throw unprocessable(
      `Under the ${plan} plan, ${severity} requests are answered within ${expected}.`,
      fieldError('responseTime', `must be ${expected} for ${severity} under the ${plan} plan`),
    );
  }
}

function contextOf(world: World, domainName: string): SupportContext {
  const plan = supportPlanOf(world, domainName);
  return {
    products: listedProductsOf(world, domainName)
      .map(({ productId, displayName, tier, status }) => ({ productId, displayName, tier, status }))
      .sort((a, b) => a.displayName.localeCompare(b.displayName)),
    severities: SUPPORT_SEVERITIES.map((severity) => ({
      severity,
      responseTime: RESPONSE_TIMES[plan][severity],
      description: SEVERITY_DESCRIPTIONS[severity],
    })),
    supportPlan: plan,
    supportEmail: DEMO_CONFIGURATION.supportEmail,
  };
}

/** How many requests of each kind an account may make, and in what time. */
const LIMITS = {
  'support-request': [SUPPORT_REQUESTS_PER_HOUR, HOUR_MS],
  'support-contract': [CONTRACT_REQUESTS_PER_DAY, DAY_MS],
} as const;

/** A request to support once the account's limit for its kind allows it: whose, who sent it and when. */
function filing(ctx: RequestContext, kind: keyof typeof LIMITS, domainName: string, email: string) {
  const [max, windowMs] = LIMITS[kind];
  limitAttempts(ctx.world, `${kind}:${domainName}`, max, windowMs, ctx.now);
  return { domainName, email, createdAt: ctx.now };
}

// ---- operations -----------------------------------------------------------------------------------

export const supportImplementation = {
  async createSupportRequest({ request, response }, ctx) {
    const { tenant } = requireTenant(ctx);
    const user = requireUser(ctx);
    const body = await request.json();
    checkKind(body.kind, body.productId);
    checkProduct(ctx, tenant.domainName, body.productId);
    checkResponseTime(supportPlanOf(ctx.world, tenant.domainName), body.severity, body.responseTime);
    const filed = filing(ctx, 'support-request', tenant.domainName, user.email);
    const support = ctx.world.support;
    const record: SupportRequestRecord = {
      requestId: `SR-${support.nextRequestNumber++}`,
      ...filed,
      kind: body.kind,
      productId: body.productId ?? null,
      severity: body.severity,
      responseTime: body.responseTime,
      title: body.title,
      message: body.message,
      respondBy: ctx.now + durationMs(body.responseTime),
    };
    support.requests.push(record);
    return response(201).json({
      requestId: record.requestId,
      createdAt: iso(record.createdAt),
      respondBy: iso(record.respondBy),
    });
  },

  async requestSupportContract({ request, response }, ctx) {
    const { tenant } = requireTenant(ctx);
    const user = requireUser(ctx);
    const body = await request.json();
    const current = supportPlanOf(ctx.world, tenant.domainName);
    if (PLAN_RANK[body.plan] <= PLAN_RANK[current]) {
      throw unprocessable(
        `${tenant.domainName} already has the ${current} plan; ask for a plan above it.`,
        fieldError('plan', `must be above ${current}`),
      );
    }
    const filed = filing(ctx, 'support-contract', tenant.domainName, user.email);
    const support = ctx.world.support;
    const record: SupportContractRequestRecord = {
      requestId: `SC-${support.nextContractRequestNumber++}`,
      ...filed,
      plan: body.plan,
      contactName: body.contactName,
      contactEmail: body.contactEmail,
      contactPhone: body.contactPhone ?? null,
      message: body.message,
    };
    support.contractRequests.push(record);
    return response(201).json({ requestId: record.requestId, createdAt: iso(record.createdAt) });
  },

  getSupportContext({ response }, ctx) {
    const { tenant } = requireTenant(ctx);
    return response(200).json(contextOf(ctx.world, tenant.domainName));
  },
} satisfies Partial<Implementation>;
