// `dbcloud keys list`. Keys are made and deactivated in the portal: a key cannot make keys.
import { type ApiKeyList, unwrap } from '@dbcloud/api-client';
import { Command } from 'commander';
import { contextOf } from '../context.js';
import { instant, table } from '../format.js';
import { examples } from '../options.js';

function keysTable(keys: ApiKeyList): string {
  if (keys.length === 0) return 'No API keys.';
  return table(
    ['id', 'description', 'active', 'expires', 'last used', 'created by'],
    keys.map((key) => [
      key.apiKeyId,
      key.description,
      key.isActive ? 'yes' : 'no',
      instant(key.expiresAt),
      key.lastUsedAt ? instant(key.lastUsedAt) : 'never',
      key.createdBy,
    ]),
  );
}

/** `dbcloud keys …` */
export function keysCommand(): Command {
  const list = new Command('list')
    .description('List the account’s API keys, active and inactive, newest first (never their secrets)')
    .action(async (_options, command: Command) => {
      const { api, domainName, answer } = contextOf(command);
      const keys = await unwrap(api.GET('/api-keys/{domainName}', { params: { path: { domainName } } }));
      answer(keys, keysTable);
    });
  examples(list, 'dbcloud keys list');

  return new Command('keys')
    .description('The account’s API keys (create and deactivate them on the portal’s API keys page)')
    .addCommand(list)
    .addHelpText('after', '\nExample:\n  $ dbcloud keys list');
}
