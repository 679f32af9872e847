// Which roles an account-scoped operation needs (DESIGN §5: Products, Backups, Billing, ApiAccess,
// Support, Account, UserManagement, BillingInformation; the owner has all). `any` means any member;
// a list means at least one of them. Public and user-level operations are not listed: the contract's
// security says who may call them.
import type { OperationId, Role } from '@dbcloud/api-client';
import { operations } from '@dbcloud/api-client';

type TenantOperationId = Extract<(typeof operations)[number], { access: 'tenant' }>['operationId'];

const BY_TAG: Record<string, Role[]> = {
  Products: ['Products'],
  Backup: ['Backups'],
  Billing: ['Billing'],
  'Payment info': ['BillingInformation'],
  'API keys': ['ApiAccess'],
  Support: ['Support'],
};

/** Exceptions to the tag's role, and the tags without one. */
const OWN: Partial<Record<TenantOperationId, Role[] | 'any'>> = {
  getAccountInfo: ['Account'],
  getAccountBillingInfo: ['Account', 'BillingInformation'],
  getAccountUsers: ['Account', 'UserManagement'],
  getStudioToken: ['Products'],
  inviteUser: ['UserManagement'],
  cancelInvitation: ['UserManagement'],
  // any member may unlink their own login; unlinking others needs UserManagement (checked in the handler)
  unlinkUser: 'any',
  // the invited account is not yet one of the user's accounts: the invitation is checked instead
  confirmInvitation: 'any',
  getDashboardUserInfo: 'any',
  isSubdomainAvailable: ['Products'],
  getMetric: ['Products'],
  getClusterIncidents: ['Products'],
  getClusterSuggestions: ['Products'],
  getClusterAvailability: ['Products'],
  listAuditLog: ['Products'],
  calculateInternalPrice: 'any',
};

/** The roles that allow an operation (any one of them), or 'any' for every member. */
export function rolesFor(operationId: OperationId): Role[] | 'any' {
  const own = OWN[operationId as TenantOperationId];
  if (own) return own;
  const op = operations.find((candidate) => candidate.operationId === operationId);
  const byTag = op ? BY_TAG[op.tag] : undefined;
  if (!byTag) throw new Error(`no role rule for ${operationId}`);
  return byTag;
}

/** In words, for a 403: "billing", "API keys", … */
export function areaName(operationId: OperationId): string {
  const op = operations.find((candidate) => candidate.operationId === operationId);
  const tag = op?.tag ?? 'this area';
  return tag === 'Payment info' ? 'payment information' : tag === 'API keys' ? 'API keys' : tag.toLowerCase();
}
