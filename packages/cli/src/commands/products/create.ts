// `dbcloud products create`: a new product planned by the SDK's recipe (what is not given starts where
// the portal's wizard starts), sent as planned, or with `--dry-run` shown with its price.
import {
  type CloudProvider,
  type ProductReleaseChannel,
  type ProductStorageType,
  sendPlanned,
  type Tier,
  unwrap,
} from '@dbcloud/api-client';
import {
  CLOUD_PROVIDERS,
  PRODUCT_RELEASE_CHANNELS,
  PRODUCT_STORAGE_TYPES,
  TIERS,
} from '@dbcloud/api-client/enums';
import { DEFAULT_STORAGE_SIZE_GIB, PRODUCT_STORAGE_BOUNDS, planCreate } from '@dbcloud/api-client/products';
import { Command, Option } from 'commander';
import { CLI_COMMANDS } from '../../command-table.js';
import { contextOf } from '../../context.js';
import { UsageError } from '../../errors.js';
import { collect, examples, integer } from '../../options.js';
import { planText, priceWithBudget } from './plan-output.js';
import { productDetails } from './read.js';

// The options' names are the command table's (`@dbcloud/cli/commands`): each a field of the request.
const FLAG = CLI_COMMANDS.createProduct.flags;
const { sizeGb, iops, throughput } = PRODUCT_STORAGE_BOUNDS;

interface CreateOptions {
  tier?: Tier;
  name: string;
  subdomain: string;
  cloud?: CloudProvider;
  region?: string;
  instance?: string;
  storageType?: ProductStorageType;
  storageSize?: number;
  iops?: number;
  throughput?: number;
  releaseChannel?: ProductReleaseChannel;
  allowIp?: string[];
  dryRun?: boolean;
}

export function createCommand(): Command {
  const create = new Command('create')
    .summary('Create a product (or --dry-run: show the request and its price)')
    .description(
      `Create a product (running after about 10 minutes). What is not given starts where the portal's create wizard starts: Development (when the account can order it) at its smallest size, the first cloud and region offered, the first storage type at ${DEFAULT_STORAGE_SIZE_GIB} GiB with its default IOPS and throughput, the account's release channel, and your address as the server sees it.`,
    )
    .addOption(new Option(`--${FLAG.tier} <tier>`, 'the tier (default: Development)').choices(TIERS))
    .requiredOption(`--${FLAG.name} <name>`, 'the display name, e.g. "Search (EU)"')
    .requiredOption(
      `--${FLAG.subdomainName} <subdomain>`,
      'node URLs are https://<node>.<subdomain>.<account>.dbcloud.dev',
    )
    .addOption(
      new Option(
        `--${FLAG.cloudProvider} <provider>`,
        'the cloud provider (default: the first offered)',
      ).choices(CLOUD_PROVIDERS),
    )
    .option(`--${FLAG.region} <region>`, 'a region of the provider (default: its first)')
    .option(
      `--${FLAG.instanceType} <type>`,
      'the instance size, one of the tier’s (default: its smallest; `dbcloud products sizes` lists them)',
    )
    .addOption(
      new Option(
        `--${FLAG['storage.type']} <type>`,
        'the storage class (default: the first the account is offered)',
      ).choices(PRODUCT_STORAGE_TYPES),
    )
    .option(
      `--${FLAG['storage.sizeGb']} <gib>`,
      `the data volume per node in GiB (default: ${DEFAULT_STORAGE_SIZE_GIB}, within the type’s sizes)`,
      integer(sizeGb.min, sizeGb.max),
    )
    .option(
      `--${FLAG['storage.iops']} <iops>`,
      'provisioned IOPS (default: the storage type’s default)',
      integer(iops.min, iops.max),
    )
    .option(
      `--${FLAG['storage.throughput']} <mbps>`,
      'provisioned MB/s (default: the storage type’s default)',
      integer(throughput.min, throughput.max),
    )
    .addOption(
      new Option(
        `--${FLAG.releaseChannel} <channel>`,
        'the release line (default: the account’s default)',
      ).choices(PRODUCT_RELEASE_CHANNELS),
    )
    .option(
      `--${FLAG.allowedIps} <cidr>`,
      'an address range that may connect; repeat for more (default: your address as the server sees it)',
      collect,
    )
    .option('--dry-run', 'send nothing: show the request it would send and its monthly price')
    .action(async (options: CreateOptions, command: Command) => {
      const { api, domainName, answer } = contextOf(command);
      const context = await unwrap(
        api.GET('/products/create/context/{domainName}', { params: { path: { domainName } } }),
      );
      const planned = planCreate(context, domainName, {
        tier: options.tier,
        name: options.name,
        subdomainName: options.subdomain,
        cloudProvider: options.cloud,
        region: options.region,
        instanceType: options.instance,
        storage: {
          type: options.storageType,
          sizeGb: options.storageSize,
          iops: options.iops,
          throughput: options.throughput,
        },
        releaseChannel: options.releaseChannel,
        allowedIps: options.allowIp,
      });
      if (!planned.ok) throw new UsageError(planned.problems.join('\n'));
      if (options.dryRun) {
        answer(await priceWithBudget(api, domainName, planned.plan), planText);
        return;
      }
      let created: unknown;
      for (const request of planned.plan.requests) created = await sendPlanned(api, request);
      answer(
        created as Parameters<typeof productDetails>[0],
        (product) =>
          `Created ${product.productId}: ${product.status}, running in about 10 minutes.\n\n${productDetails(product)}`,
      );
    });
  return examples(
    create,
    'dbcloud products create --name "Search (EU)" --subdomain search --dry-run',
    'dbcloud products create --tier Production --name "Orders (EU)" --subdomain orders --cloud Aws --region eu-west-1 --storage-size 200',
  );
}
