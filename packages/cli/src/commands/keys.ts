// `dbcloud keys list` and `dbcloud keys current`. Keys are made, changed and deactivated in the portal:
// a key cannot make or change keys.
import { type ApiKey, type ApiKeyList, unwrap } from '@dbcloud/api-client';
import { Command } from 'commander';
import { contextOf } from '../context.js';
import { instant, table } from '../format.js';
import { examples } from '../options.js';

/** The roles a key acts with today: "creator’s (8)" while it follows its creator's, else their names. */
const rolesInWords = (key: ApiKey): string =>
  key.roles.length === 0
    ? 'none'
    : key.grantedRoles === null
      ? `creator’s (${key.roles.length})`
      : key.roles.join(',');

function keysTable(keys: ApiKeyList): string {
  if (keys.length === 0) return 'No API keys.';
  return table(
    ['id', 'description', 'active', 'read-only', 'roles', 'expires', 'last used', 'created by'],
    keys.map((key) => [
      key.apiKeyId,
      key.description,
      key.isActive ? 'yes' : 'no',
      key.readOnly ? 'yes' : 'no',
      rolesInWords(key),
      instant(key.expiresAt),
      key.lastUsedAt ? instant(key.lastUsedAt) : 'never',
      key.createdBy,
    ]),
  );
}

/** The key the CLI runs with, in a few lines: what it may do. */
function currentKey(key: ApiKey): string {
  return [
    `${key.apiKeyId} (“${key.description}”), created by ${key.createdBy}, expires ${instant(key.expiresAt)}`,
    `read-only: ${key.readOnly ? 'yes (every call that changes something is refused)' : 'no'}`,
    `roles: ${key.roles.length > 0 ? key.roles.join(', ') : 'none'}${key.grantedRoles === null ? ' (its creator’s, as they change)' : ''}`,
  ].join('\n');
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

  const current = new Command('current')
    .description('Show the key this CLI runs with: its roles and whether it is read-only')
    .action(async (_options, command: Command) => {
      const { api, domainName, answer } = contextOf(command);
      const key = await unwrap(
        api.GET('/api-keys/current/{domainName}', { params: { path: { domainName } } }),
      );
      answer(key, currentKey);
    });
  examples(current, 'dbcloud keys current');

  return new Command('keys')
    .description('The account’s API keys (create, change and deactivate them on the portal’s API keys page)')
    .addCommand(list)
    .addCommand(current)
    .addHelpText('after', '\nExamples:\n  $ dbcloud keys list\n  $ dbcloud keys current');
}
