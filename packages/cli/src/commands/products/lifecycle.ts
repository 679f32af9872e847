// `dbcloud products restart-node|terminate`: the destructive commands, each asking first on a terminal
// and refusing without `--yes` in a script.
import { type NodeTag, unwrap } from '@dbcloud/api-client';
import { NODE_TAGS } from '@dbcloud/api-client/enums';
import { Argument, Command } from 'commander';
import { CLI_COMMANDS } from '../../command-table.js';
import { confirm } from '../../confirm.js';
import { contextOf } from '../../context.js';
import { examples } from '../../options.js';

const TERMINATE = CLI_COMMANDS.terminateProduct.flags;

export function restartNodeCommand(): Command {
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
  return examples(
    restartNode,
    'dbcloud products restart-node prd-orders-eu B',
    'dbcloud products restart-node prd-orders-eu B --yes',
  );
}

export function terminateCommand(): Command {
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
  return examples(
    terminate,
    'dbcloud products terminate prd-reports-eu',
    'dbcloud products terminate prd-reports-eu --yes',
  );
}
