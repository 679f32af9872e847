// The `dbcloud` program: global options, the command groups, and how every outcome becomes an exit code.
import { ApiError, isProblem } from '@dbcloud/api-client';
import { DEFAULT_URL } from '@dbcloud/api-client/settings';
import { Command, CommanderError } from 'commander';
import pkg from '../package.json' with { type: 'json' };
import { ACCOUNT_FLAG } from './command-table.js';
import { backupsCommand } from './commands/backups.js';
import { billingCommand } from './commands/billing.js';
import { keysCommand } from './commands/keys.js';
import { metricsCommand } from './commands/metrics.js';
import { productsCommand } from './commands/products/index.js';
import { baseUrlOf, type GlobalOptions } from './context.js';
import { EXIT, UsageError } from './errors.js';
import { printable, printableJson, printableLines } from './format.js';
import { examples } from './options.js';
import { inWords, MAX_RETRY_WAIT_SECONDS } from './rate-limit.js';

const ENVIRONMENT = `
Environment:
  DBCLOUD_API_KEY   the API key’s secret (dbc_…), instead of --api-key
  DBCLOUD_ACCOUNT   the key’s account (its domain name, e.g. acme), instead of --account
  DBCLOUD_URL       the API’s address, instead of --url (default: ${DEFAULT_URL})

Exit codes: 0 done; 1 the API answered an error (its title, detail and request id on stderr, or with
--json its problem details as one JSON line); 2 a usage error. Quote the request id (req_…) to support.

Rate limits: an API key may make 120 calls a minute. When the API answers 429 (too many requests) with a
wait of at most ${MAX_RETRY_WAIT_SECONDS} seconds, dbcloud waits and tries once more; otherwise it says when
to try again and exits 1.`;

/** Builds a fresh program (commander keeps parsed values on its commands, so one per run). */
export function createProgram(): Command {
  const program = new Command('dbcloud')
    .description(
      'DBCloud from the command line: products, backups, billing and metrics of one cloud account, with an API key',
    )
    .version(pkg.version, '-v, --version')
    .option('--api-key <secret>', 'the API key’s secret, dbc_… (default: $DBCLOUD_API_KEY)')
    .option(`--${ACCOUNT_FLAG} <domainName>`, 'the key’s account, e.g. acme (default: $DBCLOUD_ACCOUNT)')
    .option('--url <url>', `the API’s address (default: $DBCLOUD_URL or ${DEFAULT_URL})`)
    .option('--json', 'print the API’s JSON answer, for scripts')
    .addCommand(productsCommand())
    .addCommand(backupsCommand())
    .addCommand(billingCommand())
    .addCommand(metricsCommand())
    .addCommand(keysCommand())
    .addHelpText('after', ENVIRONMENT);
  examples(
    program,
    'export DBCLOUD_API_KEY=dbc_… DBCLOUD_ACCOUNT=acme',
    'dbcloud products list',
    'dbcloud products get prd-orders-eu --json',
  );
  // Subcommands added with addCommand do not inherit settings: apply them to every command.
  const configure = (command: Command) => {
    command
      .exitOverride()
      .showHelpAfterError('(add --help for usage)')
      .configureHelp({ showGlobalOptions: true, sortSubcommands: false });
    for (const sub of command.commands) configure(sub);
  };
  configure(program);
  return program;
}

/**
 * Writes an API error's problem to stderr: its status and title, then its detail and field errors, and
 * the server's id of the request (to quote to support); with `--json`, the problem details themselves
 * (RFC 9457) on one line, for a script to parse, with `requestId`.
 */
function reportApiError(error: ApiError, baseUrl: string, json: boolean): void {
  const { problem, requestId } = error;
  const limited = isProblem(error, 'rate-limited');
  if (json) {
    const answer = error.status
      ? {
          ...problem,
          ...(limited ? { retryAfter: error.retryAfter } : {}),
          ...(requestId ? { requestId } : {}),
        }
      : { ...problem, detail: `No answer from ${baseUrl}. ${problem.detail ?? ''}`.trim() };
    process.stderr.write(`${printableJson(answer)}\n`);
    return;
  }
  // The problem is the server's text: its control characters are shown escaped, never acted on.
  const lines = [
    `Error: ${printable(problem.title)} (${error.status || `no answer from ${printable(baseUrl)}`})`,
  ];
  if (problem.detail) lines.push(printableLines(problem.detail));
  for (const [field, messages] of Object.entries(problem.errors ?? {})) {
    const line = `${field}: ${messages.join('; ')}`;
    if (!problem.detail?.includes(line)) lines.push(`  ${printable(line)}`);
  }
  if (limited) lines.push(`Try again in ${inWords(error.retryAfter ?? 60)}.`);
  if (requestId) lines.push(`Request id: ${printable(requestId)}`);
  process.stderr.write(`${lines.join('\n')}\n`);
}

/**
 * Runs `dbcloud` with `args` (what follows the program name) and answers the exit code: 0 done, 1 an
 * API error (its problem on stderr), 2 a usage error (on stderr).
 */
export async function run(args: readonly string[]): Promise<number> {
  const program = createProgram();
  try {
    await program.parseAsync([...args], { from: 'user' });
    return EXIT.ok;
  } catch (error) {
    if (error instanceof CommanderError) {
      // commander has already printed its message (or the help, or the version).
      return error.code === 'commander.helpDisplayed' || error.code === 'commander.version'
        ? EXIT.ok
        : EXIT.usage;
    }
    const options = program.opts<GlobalOptions>();
    if (error instanceof UsageError) {
      process.stderr.write(
        options.json
          ? `${printableJson({ title: 'Usage error', status: EXIT.usage, detail: error.message })}\n`
          : `Error: ${printableLines(error.message)}\n`,
      );
      return EXIT.usage;
    }
    if (error instanceof ApiError) {
      reportApiError(error, baseUrlOf(options), options.json === true);
      return EXIT.apiError;
    }
    throw error;
  }
}
