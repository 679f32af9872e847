// `dbcloud products list|get|create|scale|restart-node|terminate`.
import {
  type CloudProvider,
  type NodeTag,
  type Product,
  type ProductChangeRequest,
  type ProductCreateContext,
  type ProductList,
  type ProductReleaseChannel,
  type ProductStorageType,
  type Tier,
  unwrap,
} from '@dbcloud/api-client';
import {
  CLOUD_PROVIDERS,
  NODE_TAGS,
  PRODUCT_RELEASE_CHANNELS,
  PRODUCT_STORAGE_TYPES,
  TIERS,
} from '@dbcloud/api-client/enums';
import { Argument, Command, Option } from 'commander';
import { CLI_COMMANDS } from '../command-table.js';
import { confirm } from '../confirm.js';
import { contextOf } from '../context.js';
import { UsageError } from '../errors.js';
import { fields, instant, table } from '../format.js';
import { collect, examples, integer } from '../options.js';

// The options' names are the command table's (`@dbcloud/cli/commands`), which pages read to write
// these commands.
const CREATE = CLI_COMMANDS.createProduct.flags;
const SCALE = { ...CLI_COMMANDS.changeProduct.flags, ...CLI_COMMANDS.changeVolume.flags };
const TERMINATE = CLI_COMMANDS.terminateProduct.flags;

const storageText = ({ storage }: Product) =>
  `${storage.type}, ${storage.sizeGb} GB, ${storage.iops} IOPS, ${storage.throughput} MB/s`;

function productsTable(products: ProductList): string {
  if (products.length === 0) return 'No products.';
  return table(
    ['id', 'name', 'status', 'tier', 'cloud', 'region', 'instance', 'nodes'],
    products.map((product) => [
      product.productId,
      product.displayName,
      product.status,
      product.tier,
      product.cloudProvider,
      product.region,
      product.instanceType,
      String(product.nodes.length),
    ]),
  );
}

function productDetails(product: Product): string {
  const labels = product.labels.map((label) => label.message);
  return [
    fields([
      ['ID', product.productId],
      ['Name', product.displayName],
      ['Status', product.status],
      ['Tier', product.tier],
      ['Cloud', `${product.cloudProvider} ${product.region}`],
      ['Instance', product.instanceType],
      ['Storage', storageText(product)],
      ['Release channel', product.releaseChannel],
      ['Allowed IPs', product.allowedIps.join(', ') || 'none'],
      ['Created', instant(product.createdAt)],
      ...(labels.length ? [['Alerts', labels.join('; ')] as const] : []),
    ]),
    '',
    table(
      ['node', 'status', 'region', 'url'],
      product.nodes.map((node) => [
        node.isAdditional ? `${node.nodeTag} (additional)` : node.nodeTag,
        node.status,
        node.region,
        node.url,
      ]),
    ),
  ].join('\n');
}

interface CreateOptions {
  tier: Tier;
  name: string;
  subdomain: string;
  cloud: CloudProvider;
  region: string;
  instance: string;
  storageType?: ProductStorageType;
  storageSize?: number;
  iops?: number;
  throughput?: number;
  releaseChannel?: ProductReleaseChannel;
  allowIp?: string[];
}

/**
 * A new product's storage: what the options give, the rest as the account's create context offers it
 * (`GET products/create/context`, what the portal's create wizard starts from): its first storage type,
 * and the type's smallest size, default IOPS and default throughput.
 */
function storageOf(options: CreateOptions, context: ProductCreateContext) {
  const offered = context.storageTypes.map((option) => option.type);
  const type = options.storageType ?? offered[0];
  const limits = context.storageTypes.find((option) => option.type === type);
  if (!limits) {
    throw new UsageError(
      offered.length === 0
        ? 'The account is offered no storage type: it cannot create a product now.'
        : `The account is not offered ${type} storage: choose ${offered.join(', ')} (--${CREATE['storage.type']}).`,
    );
  }
  return {
    type: limits.type,
    sizeGb: options.storageSize ?? limits.minSizeGb,
    iops: options.iops ?? limits.defaultIops,
    throughput: options.throughput ?? limits.defaultThroughput,
  };
}

interface ScaleOptions {
  instance?: string;
  tier?: Tier;
  storageType?: ProductStorageType;
  storageSize?: number;
  iops?: number;
  throughput?: number;
}

/** `dbcloud products …` */
export function productsCommand(): Command {
  const list = new Command('list')
    .description('List the account’s products')
    .action(async (_options, command: Command) => {
      const { api, domainName, answer } = contextOf(command);
      const products = await unwrap(
        api.GET('/products/get-products/{domainName}', { params: { path: { domainName } } }),
      );
      answer(products, productsTable);
    });
  examples(list, 'dbcloud products list', 'dbcloud products list --json');

  const get = new Command('get')
    .description('Show a product: configuration, storage and nodes')
    .argument('<productId>', 'the product, e.g. prd-orders-eu')
    .action(async (productId: string, _options, command: Command) => {
      const { api, domainName, answer } = contextOf(command);
      const product = await unwrap(
        api.GET('/products/get/{domainName}/{productId}', { params: { path: { domainName, productId } } }),
      );
      answer(product, productDetails);
    });
  examples(get, 'dbcloud products get prd-orders-eu');

  const create = new Command('create')
    .summary('Create a product')
    .description(
      'Create a product (running after about 10 minutes). Storage, IOPS, throughput, release channel and allowed IPs default to what the account’s create context offers, where the portal starts too.',
    )
    .addOption(new Option(`--${CREATE.tier} <tier>`, 'the tier').choices(TIERS).makeOptionMandatory())
    .requiredOption(`--${CREATE.name} <name>`, 'the display name, e.g. "Search (EU)"')
    .requiredOption(
      `--${CREATE.subdomainName} <subdomain>`,
      'node URLs are https://<node>.<subdomain>.<account>.dbcloud.dev',
    )
    .addOption(
      new Option(`--${CREATE.cloudProvider} <provider>`, 'the cloud provider')
        .choices(CLOUD_PROVIDERS)
        .makeOptionMandatory(),
    )
    .requiredOption(`--${CREATE.region} <region>`, 'a region of the provider, e.g. europe-west1')
    .requiredOption(
      `--${CREATE.instanceType} <type>`,
      'the instance size: F1 (Free), D10, D20 (Development), P20…P50',
    )
    .addOption(
      new Option(
        `--${CREATE['storage.type']} <type>`,
        'the storage class (default: the first the account is offered)',
      ).choices(PRODUCT_STORAGE_TYPES),
    )
    .option(
      `--${CREATE['storage.sizeGb']} <gb>`,
      'the data volume in GB (default: the storage type’s smallest)',
      integer(5, 16384),
    )
    .option(
      `--${CREATE['storage.iops']} <iops>`,
      'provisioned IOPS (default: the storage type’s default)',
      integer(100, 256000),
    )
    .option(
      `--${CREATE['storage.throughput']} <mbps>`,
      'provisioned MB/s (default: the storage type’s default)',
      integer(25, 4000),
    )
    .addOption(
      new Option(
        `--${CREATE.releaseChannel} <channel>`,
        'the release line (default: the account’s default)',
      ).choices(PRODUCT_RELEASE_CHANNELS),
    )
    .option(
      `--${CREATE.allowedIps} <cidr>`,
      'an address range that may connect; repeat for more (default: your address as the server sees it)',
      collect,
    )
    .action(async (options: CreateOptions, command: Command) => {
      const { api, domainName, answer } = contextOf(command);
      const context = await unwrap(
        api.GET('/products/create/context/{domainName}', { params: { path: { domainName } } }),
      );
      const product = await unwrap(
        api.POST('/products/create', {
          body: {
            domainName,
            tier: options.tier,
            name: options.name,
            subdomainName: options.subdomain,
            cloudProvider: options.cloud,
            region: options.region,
            instanceType: options.instance,
            storage: storageOf(options, context),
            releaseChannel: options.releaseChannel ?? context.defaultReleaseChannel,
            allowedIps: options.allowIp ?? [context.defaultAllowedIp],
          },
        }),
      );
      answer(
        product,
        (created) =>
          `Created ${created.productId}: ${created.status}, running in about 10 minutes.\n\n${productDetails(created)}`,
      );
    });
  examples(
    create,
    'dbcloud products create --tier Development --name "Search (EU)" --subdomain search --cloud Gcp --region europe-west1 --instance D20 --allow-ip 198.51.100.23/32',
  );

  const scale = new Command('scale')
    .summary('Change a product’s instance, tier or storage')
    .description(
      'Change a product’s instance size or tier, or its storage (not both at once: each change runs for about 5 minutes)',
    )
    .argument('<productId>', 'the product, e.g. prd-reports-eu')
    .option(`--${SCALE.instanceType} <type>`, 'the new instance size, e.g. D20 or P40')
    .addOption(new Option(`--${SCALE.tier} <tier>`, 'the new tier').choices(TIERS))
    .addOption(new Option(`--${SCALE.type} <type>`, 'the new storage class').choices(PRODUCT_STORAGE_TYPES))
    .option(`--${SCALE.sizeGb} <gb>`, 'the new volume size in GB (storage never shrinks)', integer(5, 16384))
    .option(`--${SCALE.iops} <iops>`, 'the new provisioned IOPS', integer(100, 256000))
    .option(`--${SCALE.throughput} <mbps>`, 'the new provisioned MB/s', integer(25, 4000))
    .action(async (productId: string, options: ScaleOptions, command: Command) => {
      const compute = options.instance !== undefined || options.tier !== undefined;
      const storage = [options.storageType, options.storageSize, options.iops, options.throughput].some(
        (value) => value !== undefined,
      );
      if (!compute && !storage) {
        throw new UsageError(
          'Say what to change: --instance or --tier, or --storage-size, --storage-type, --iops, --throughput.',
        );
      }
      if (compute && storage) {
        throw new UsageError(
          'Change the instance or tier and the storage in two steps: the second can start once the product is running again.',
        );
      }
      const { api, domainName, answer } = contextOf(command);
      let product: Product;
      if (compute) {
        const body: ProductChangeRequest = { productId };
        if (options.instance !== undefined) body.instanceType = options.instance;
        if (options.tier !== undefined) body.tier = options.tier;
        product = await unwrap(
          api.POST('/products/change-product/{domainName}', { params: { path: { domainName } }, body }),
        );
      } else {
        // The storage change names every value: the ones not given stay as they are.
        const current = await unwrap(
          api.GET('/products/get/{domainName}/{productId}', { params: { path: { domainName, productId } } }),
        );
        product = await unwrap(
          api.POST('/products/change-volume/{domainName}', {
            params: { path: { domainName } },
            body: {
              productId,
              type: options.storageType ?? current.storage.type,
              sizeGb: options.storageSize ?? current.storage.sizeGb,
              iops: options.iops ?? current.storage.iops,
              throughput: options.throughput ?? current.storage.throughput,
            },
          }),
        );
      }
      answer(product, (changed) =>
        [
          `${changed.productId} is ${changed.status}: ${changed.tier} ${changed.instanceType}, storage ${storageText(changed)}.`,
          changed.status === 'scaling' ? 'The change takes about 5 minutes.' : '',
        ]
          .filter(Boolean)
          .join('\n'),
      );
    });
  examples(
    scale,
    'dbcloud products scale prd-reports-eu --instance D20',
    'dbcloud products scale prd-reports-eu --storage-size 100 --storage-type premium',
  );

  const restartNode = new Command('restart-node')
    .summary('Restart one node of a product (asks first)')
    .description(
      'Restart one node of a product (asks first; connections to that node drop for about 2 minutes)',
    )
    .argument('<productId>', 'the product, e.g. prd-orders-eu')
    .addArgument(
      new Argument('<nodeTag>', 'the node: A, B, C, or an additional node D, E, F').choices(NODE_TAGS),
    )
    .option('-y, --yes', 'do not ask for confirmation (needed without a terminal)')
    .action(async (productId: string, nodeTag: NodeTag, options: { yes?: boolean }, command: Command) => {
      const { api, domainName, answer } = contextOf(command);
      await confirm(
        `Restart node ${nodeTag} of ${productId}? Connections to this node drop while it restarts (about 2 minutes); the other nodes keep serving.`,
        { yes: options.yes === true, what: `restart node ${nodeTag} of ${productId}` },
      );
      const product = await unwrap(
        api.POST('/products/restart-node/{domainName}/{productId}/{nodeTag}', {
          params: { path: { domainName, productId, nodeTag } },
        }),
      );
      answer(
        product,
        (restarted) => `Node ${nodeTag} of ${restarted.productId} is restarting (about 2 minutes).`,
      );
    });
  examples(
    restartNode,
    'dbcloud products restart-node prd-orders-eu B',
    'dbcloud products restart-node prd-orders-eu B --yes',
  );

  const terminate = new Command('terminate')
    .summary('Terminate a product (asks first)')
    .description(
      'Terminate a product (asks first): its nodes are removed and its billing stops; its backups are kept',
    )
    .argument('<productId>', 'the product, e.g. prd-reports-eu')
    .option(`--${TERMINATE.hideInPortal}`, 'leave the product out of lists once terminated')
    .option('-y, --yes', 'do not ask for confirmation (needed without a terminal)')
    .action(async (productId: string, options: { yes?: boolean; hide?: boolean }, command: Command) => {
      const { api, domainName, answer } = contextOf(command);
      await confirm(
        `Terminate ${productId}? Its nodes are removed and its data is gone; billing stops, backups are kept.`,
        { yes: options.yes === true, what: `terminate ${productId}` },
      );
      const product = await unwrap(
        api.POST('/products/terminate/{domainName}', {
          params: { path: { domainName } },
          body: { productId, hideInPortal: options.hide === true },
        }),
      );
      answer(
        product,
        (terminated) =>
          `${terminated.productId} is ${terminated.status}: terminated in about 5 minutes. Its billing has stopped; its backups are kept.`,
      );
    });
  examples(
    terminate,
    'dbcloud products terminate prd-reports-eu',
    'dbcloud products terminate prd-reports-eu --yes',
  );

  return new Command('products')
    .description('List, inspect, create, scale, restart and terminate products (database clusters)')
    .addCommand(list)
    .addCommand(get)
    .addCommand(create)
    .addCommand(scale)
    .addCommand(restartNode)
    .addCommand(terminate)
    .addHelpText('after', '\nExample:\n  $ dbcloud products list');
}
