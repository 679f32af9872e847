/**
 * `@dbcloud/cli/commands`: which `dbcloud` command makes which call of the API, and how a request's
 * fields are written on its command line. The commands build their arguments and options from it, and a
 * page can write the command for a request it is about to send (the portal's "Show as code"): plain
 * data, no Node modules, so it loads in a browser.
 */
import type { OperationId } from '@dbcloud/api-client';

/** One command of `dbcloud` that makes one call, with the request's fields one by one. */
export interface CliCommand {
  /** The words after `dbcloud`: `products create`. */
  readonly command: string;
  /** The request's fields (path, query or body) given as the command's arguments, in their order. */
  readonly arguments: readonly string[];
  /**
   * The request's fields given as options, by the field's name (a nested one's names joined by dots,
   * `storage.type`): the option's name without its dashes. A list repeats its option once per item; a
   * boolean's option (a flag) is given when the field is true, and left out for false.
   */
  readonly flags: Readonly<Record<string, string>>;
}

/**
 * The option that names the account, on every command: a request's `domainName` (in its path or body)
 * is written as `--account`.
 */
export const ACCOUNT_FLAG = 'account';

/**
 * The commands that make one call each, by the call's operationId. The others (`backups ls`, `backups
 * link`, `metrics`, `billing budget`) take what they send in other words than the request's fields (a
 * file's path for its database and inner path, a period for the times and step, an amount in the
 * account's currency and percentages for the budget in cents and its thresholds).
 */
export const CLI_COMMANDS = {
  getProducts: { command: 'products list', arguments: [], flags: {} },
  getProduct: { command: 'products get', arguments: ['productId'], flags: {} },
  createProduct: {
    command: 'products create',
    arguments: [],
    flags: {
      tier: 'tier',
      name: 'name',
      subdomainName: 'subdomain',
      cloudProvider: 'cloud',
      region: 'region',
      instanceType: 'instance',
      'storage.type': 'storage-type',
      'storage.sizeGb': 'storage-size',
      'storage.iops': 'iops',
      'storage.throughput': 'throughput',
      releaseChannel: 'release-channel',
      allowedIps: 'allow-ip',
    },
  },
  // `products scale` changes the instance and tier, or the storage: two calls, never both at once.
  changeProduct: {
    command: 'products scale',
    arguments: ['productId'],
    flags: { instanceType: 'instance', tier: 'tier' },
  },
  changeVolume: {
    command: 'products scale',
    arguments: ['productId'],
    flags: { type: 'storage-type', sizeGb: 'storage-size', iops: 'iops', throughput: 'throughput' },
  },
  restartNode: { command: 'products restart-node', arguments: ['productId', 'nodeTag'], flags: {} },
  terminateProduct: {
    command: 'products terminate',
    arguments: ['productId'],
    flags: { hideInPortal: 'hide' },
  },
  getBillingCurrentSummary: { command: 'billing summary', arguments: [], flags: {} },
  getBillingHistory: { command: 'billing invoices', arguments: [], flags: { selectedYear: 'year' } },
  getApiKeys: { command: 'keys list', arguments: [], flags: {} },
  getCurrentApiKey: { command: 'keys current', arguments: [], flags: {} },
} as const satisfies Partial<Record<OperationId, CliCommand>>;

/** The operations `dbcloud` has a command for (see `CLI_COMMANDS`). */
export type CliOperationId = keyof typeof CLI_COMMANDS;

/** The command for an operation, or undefined when `dbcloud` has none. */
export function cliCommandOf(operationId: string): CliCommand | undefined {
  return Object.hasOwn(CLI_COMMANDS, operationId) ? CLI_COMMANDS[operationId as CliOperationId] : undefined;
}
