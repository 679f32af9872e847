/**
 * `@dbcloud/cli`: the `dbcloud` command. Its bin is what most people use; `run` is the same program for
 * those who start it from code (`await run(['products', 'list', '--json'])` answers the exit code).
 */
export { EXIT, UsageError } from './errors.js';
export { createProgram, run } from './program.js';
