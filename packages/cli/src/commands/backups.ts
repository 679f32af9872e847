// `dbcloud backups ls|link`.
import { type BackupDirectory, backupFileOf, unwrap } from '@dbcloud/api-client';
import { Command } from 'commander';
import { contextOf } from '../context.js';
import { UsageError } from '../errors.js';
import { bytes, instant, table } from '../format.js';
import { examples, integer } from '../options.js';

function directoryTable(directory: BackupDirectory): string {
  const rows = [
    ...directory.folders.map((folder) => [folder.path, 'folder', '', '']),
    ...directory.files.map((file) => [file.path, file.kind, bytes(file.size), instant(file.lastModified)]),
  ];
  if (rows.length === 0) return `No backups in ${directory.prefix || 'the root'} of ${directory.productId}.`;
  return table(['path', 'kind', 'size', 'modified'], rows);
}

/** `dbcloud backups …` */
export function backupsCommand(): Command {
  const ls = new Command('ls')
    .summary('List a folder of a product’s backups')
    .description(
      'List a folder of a product’s backups: the root holds one folder per database, a database one folder per day, a day its files',
    )
    .argument('<productId>', 'the product, e.g. prd-orders-eu')
    .argument(
      '[folder]',
      'the folder to list, ending with / (a path the listing shows); default: the root',
      '',
    )
    .action(async (productId: string, folder: string, _options, command: Command) => {
      const { api, domainName, answer } = contextOf(command);
      if (folder !== '' && !folder.endsWith('/')) folder = `${folder}/`;
      const directory = await unwrap(
        api.GET('/backup/list-directory/{domainName}', {
          params: { path: { domainName }, query: { productId, prefix: folder } },
        }),
      );
      answer(directory, directoryTable);
    });
  examples(
    ls,
    'dbcloud backups ls prd-orders-eu',
    'dbcloud backups ls prd-orders-eu orders/',
    'dbcloud backups ls prd-orders-eu orders/2026-11-20/',
  );

  const link = new Command('link')
    .summary('Make a download link for one backup file')
    .description(
      'Make a download link for one backup file: anyone holding it can download the file until it expires',
    )
    .argument('<productId>', 'the product, e.g. prd-orders-eu')
    .argument('<file>', 'the file’s path as `backups ls` shows it: <database>/<day>/<file name>')
    .option('--hours <hours>', 'how long the link works, 1 to 168 hours', integer(1, 168), 24)
    .action(async (productId: string, file: string, options: { hours: number }, command: Command) => {
      const backupFile = backupFileOf(file);
      if (!backupFile) {
        throw new UsageError(
          `"${file}" is not a backup file’s path: give <database>/<day>/<file name>, as \`dbcloud backups ls\` shows it.`,
        );
      }
      const { api, domainName, answer } = contextOf(command);
      const backupLink = await unwrap(
        api.GET('/backup/link/{domainName}', {
          params: {
            path: { domainName },
            query: {
              productId,
              ...backupFile,
              durationInHours: options.hours,
            },
          },
        }),
      );
      answer(backupLink, ({ link: url, expiresAt }) => `${url}\nExpires ${instant(expiresAt)}.`);
    });
  examples(
    link,
    'dbcloud backups link prd-orders-eu orders/2026-11-20/2026-11-20-02-00.ravendb-full-backup --hours 4',
  );

  return new Command('backups')
    .description('Browse a product’s backups and make download links')
    .addCommand(ls)
    .addCommand(link)
    .addHelpText('after', '\nExample:\n  $ dbcloud backups ls prd-orders-eu');
}
