// `dbcloud products list|get|sizes`: the account's products, one product, and the instance ladder with
// its monthly prices (for a new product, or for one product's sizes).
import { type PricedSize, type Product, type ProductList, pricedSizes, unwrap } from '@dbcloud/api-client';
import { money } from '@dbcloud/api-client/products';
import { Command } from 'commander';
import { contextOf } from '../../context.js';
import { fields, instant, table } from '../../format.js';
import { examples } from '../../options.js';

/** A product's storage in words, in the contract's units. */
export const storageText = ({ storage }: Product) =>
  `${storage.type}, ${storage.sizeGb} GiB, ${storage.iops} IOPS, ${storage.throughput} MB/s`;

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

export function productDetails(product: Product): string {
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

export function listCommand(): Command {
  const list = new Command('list')
    .description('List the account’s products')
    .action(async (_options, command: Command) => {
      const { api, domainName, answer } = contextOf(command);
      const products = await unwrap(
        api.GET('/products/get-products/{domainName}', { params: { path: { domainName } } }),
      );
      answer(products, productsTable);
    });
  return examples(list, 'dbcloud products list', 'dbcloud products list --json');
}

export function getCommand(): Command {
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
  return examples(get, 'dbcloud products get prd-orders-eu');
}

function sizesTable(rows: PricedSize[]): string {
  return table(
    ['tier', 'size', 'vCPUs', 'memory', 'a month'],
    rows.map((row) => [
      row.tier,
      row.current ? `${row.instanceType} (current)` : row.instanceType,
      String(row.vCpus),
      `${row.memoryGb} GB`,
      money(row.price.newMonthlyEstimateCents, row.price.currency),
    ]),
  );
}

export function sizesCommand(): Command {
  const sizes = new Command('sizes')
    .summary('The instance sizes and their monthly prices')
    .description(
      'The instance ladder the account is offered, each size with its monthly price: for a new product as `products create` starts it, or, given a product, for that product at each size it can move to (a size of another tier is a tier change; never to or from Free).',
    )
    .argument('[productId]', 'a product, e.g. prd-reports-eu')
    .action(async (productId: string | undefined, _options, command: Command) => {
      const { api, domainName, answer } = contextOf(command);
      answer(await pricedSizes(api, domainName, productId), sizesTable);
    });
  return examples(sizes, 'dbcloud products sizes', 'dbcloud products sizes prd-reports-eu --json');
}
