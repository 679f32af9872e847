export { type BackupFile, backupFileOf } from './backup-files.js';
export {
  type ApiClient,
  type ApiClientOptions,
  createApiClient,
  rateLimitOf,
  withTenant,
} from './client.js';
export { type DownloadedFile, download } from './download.js';
export {
  ApiError,
  type FetchResult,
  isApiError,
  isProblem,
  isRetryableStatus,
  PROBLEM_STATUS,
  type Problem,
  type ProblemKind,
  type ProblemStatus,
  problemKind,
  TenantMismatchError,
  unwrap,
} from './errors.js';
export type { IdempotentOperationId } from './generated/idempotency.js';
export {
  type Operation,
  type OperationAccess,
  type OperationId,
  type OperationInfo,
  operations,
  type RequiredRoles,
} from './generated/operations.js';
export {
  CALL_BUDGETS,
  type CallBudgetPolicy,
  OPERATION_RATE_LIMITS,
  type OperationRateLimit,
  type OperationRateLimitPolicy,
  type RateLimitPartition,
  type RateLimitPolicy,
} from './generated/rate-limits.js';
export { ROLES } from './generated/role-list.js';
export type { components, operations as OperationTypes, paths } from './generated/schema.js';
export type * from './generated/types.js';
export {
  METRIC_PERIODS,
  type MetricPeriod,
  type MetricPeriodWindow,
  metricPeriodWindow,
} from './metric-periods.js';
export type { OperationRef } from './operation.js';
export type { RetryEvent, RetryOptions } from './options.js';
export type { Plan, PlannedRequest, PricedPlan } from './products/plan.js';
export { parseRateLimit, type RateLimit, type RateLimitQuota } from './rate-limit.js';
export { type OfferedSize, offeredSizes, pricePlan, priceRungs, sendPlanned } from './send-planned.js';
