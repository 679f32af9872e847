// `dbcloud products …`: one module per command (list, get and sizes read; create and scale plan with the
// SDK's recipes; restart-node and terminate ask first).
import { Command } from 'commander';
import { createCommand } from './create.js';
import { restartNodeCommand, terminateCommand } from './lifecycle.js';
import { getCommand, listCommand, sizesCommand } from './read.js';
import { scaleCommand } from './scale.js';

/** `dbcloud products …` */
export function productsCommand(): Command {
  return new Command('products')
    .description('List, inspect, create, scale, restart and terminate products (database clusters)')
    .addCommand(listCommand())
    .addCommand(getCommand())
    .addCommand(sizesCommand())
    .addCommand(createCommand())
    .addCommand(scaleCommand())
    .addCommand(restartNodeCommand())
    .addCommand(terminateCommand())
    .addHelpText('after', '\nExample:\n  $ dbcloud products list');
}
