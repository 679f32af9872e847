// What the server's API key may do, and so which tools it offers: each tool's calls (`TOOL_CALLS`),
// judged by the contract's roles and `x-changes-state` (`keyMayCall`) against the key's roles and
// read-only, as `GET /api-keys/current` tells them at start.
import type { ApiClient, OperationId } from '@dbcloud/api-client';
import { type KeyPowers, keyMayCall } from '@dbcloud/api-client/roles';

/** The key as the server tells the assistant (and its log) about it. */
export interface ServerKey extends KeyPowers {
  apiKeyId: string;
  description: string;
}

/** Every call each tool may make: a tool is offered when its key may make all of them. */
export const TOOL_CALLS: Readonly<Record<string, readonly OperationId[]>> = {
  products_list: ['getProducts'],
  products_get: ['getProduct'],
  products_catalog: ['getProductCreateContext', 'getProduct'],
  metrics_get: ['getMetric'],
  products_health: ['getClusterIncidents', 'getClusterSuggestions', 'getClusterAvailability'],
  audit_log_day: ['listAuditLog'],
  backups_list: ['listBackupDirectory'],
  backups_latest: ['listBackupDirectory'],
  billing_month: ['getBillingCurrentSummary'],
  billing_costs: ['getCostsDetails'],
  billing_invoices: ['getBillingHistory'],
  api_keys_list: ['getApiKeys'],
  docs_search: [],
  backups_link: ['listBackupDirectory', 'getBackupLink'],
  support_request_create: ['getSupportContext', 'createSupportRequest'],
  products_create: ['getProductCreateContext', 'getProductPaymentContext', 'createProduct'],
  products_scale: [
    'getProduct',
    'getProductCreateContext',
    'getProductPaymentContext',
    'changeProduct',
    'changeVolume',
  ],
  products_restart_node: ['getProduct', 'restartNode'],
  products_terminate: ['getProduct', 'terminateProduct'],
  products_add_node: ['getProduct', 'getProductPaymentContext', 'addAdditionalNode'],
  products_remove_node: ['getProduct', 'getProductPaymentContext', 'removeAdditionalNode'],
};

/** Whether the key may use a tool: every call the tool makes is open to it. */
export function keyMayUse(key: KeyPowers | undefined, toolName: string): boolean {
  if (key === undefined) return true;
  return (TOOL_CALLS[toolName] ?? []).every((operationId) => keyMayCall(key, operationId));
}

/** The key the server runs with (`GET /api-keys/current`); undefined when the API cannot tell. */
export async function currentKey(api: ApiClient, domainName: string): Promise<ServerKey | undefined> {
  const { data } = await api.GET('/api-keys/current/{domainName}', { params: { path: { domainName } } });
  if (!data) return undefined;
  return {
    apiKeyId: data.apiKeyId,
    description: data.description,
    roles: data.roles,
    readOnly: data.readOnly,
  };
}

/** The key in a sentence: "Its API key key_… (“CI”) is read-only, with the roles Products, Billing." */
export function keyInWords(key: ServerKey): string {
  const roles = key.roles.length > 0 ? `the roles ${key.roles.join(', ')}` : 'no roles';
  return `Its API key ${key.apiKeyId} (“${key.description}”) is ${key.readOnly ? 'read-only' : 'not read-only'}, with ${roles}; the tools it cannot use are not offered.`;
}
