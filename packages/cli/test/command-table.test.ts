// The command table (`@dbcloud/cli/commands`) is what pages read to write `dbcloud` commands: each of
// its commands must be the program's own, with the arguments and options it names, for fields the
// operation's request really has; and its built module must load where there is no Node.
import { readFileSync } from 'node:fs';
import { operations } from '@dbcloud/api-client';
import type { Command } from 'commander';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_FLAG, CLI_COMMANDS, cliCommandOf } from '../src/command-table.js';
import { createProgram } from '../src/program.js';

/** The commands that do not send one request's fields one by one (see CLI_COMMANDS; sizes prices each size). */
const NOT_IN_TABLE = ['backups ls', 'backups link', 'metrics', 'products sizes', 'billing budget'];

interface Schema {
  $ref?: string;
  properties?: Record<string, Schema>;
}
interface Contract {
  paths: Record<
    string,
    Record<
      string,
      {
        operationId?: string;
        parameters?: ({ name: string } | { $ref: string })[];
        requestBody?: { content: { 'application/json': { schema: Schema } } };
      }
    >
  >;
  components: { schemas: Record<string, Schema>; parameters: Record<string, { name: string }> };
}
const contract = JSON.parse(
  readFileSync(new URL(import.meta.resolve('@dbcloud/api-client/openapi.json')), 'utf8'),
) as Contract;

const schemaOf = (schema: Schema): Schema =>
  schema.$ref ? schemaOf(contract.components.schemas[schema.$ref.split('/').at(-1) ?? ''] ?? {}) : schema;

/** Every field a request of the operation may carry: path and query parameters, body fields (nested joined by dots). */
function requestFields(operationId: string): Set<string> {
  const fields = new Set<string>();
  for (const item of Object.values(contract.paths)) {
    for (const operation of Object.values(item)) {
      if (operation.operationId !== operationId) continue;
      for (const parameter of operation.parameters ?? []) {
        const name =
          '$ref' in parameter
            ? contract.components.parameters[parameter.$ref.split('/').at(-1) ?? '']?.name
            : parameter.name;
        if (name) fields.add(name);
      }
      const add = (schema: Schema, prefix: string) => {
        for (const [name, property] of Object.entries(schemaOf(schema).properties ?? {})) {
          fields.add(`${prefix}${name}`);
          add(property, `${prefix}${name}.`);
        }
      };
      const body = operation.requestBody?.content['application/json'].schema;
      if (body) add(body, '');
    }
  }
  return fields;
}

/** Every command of the program that runs something (has no subcommands), by its words. */
function leaves(command: Command, words: string[] = []): Map<string, Command> {
  const found = new Map<string, Command>();
  for (const sub of command.commands) {
    const path = [...words, sub.name()];
    if (sub.commands.length === 0) found.set(path.join(' '), sub);
    else for (const [name, leaf] of leaves(sub, path)) found.set(name, leaf);
  }
  return found;
}

describe('the command table', () => {
  const program = createProgram();
  const commands = leaves(program);

  it.each(Object.entries(CLI_COMMANDS))('%s: the program’s command, arguments and options', (id, entry) => {
    expect(operations.some((operation) => operation.operationId === id)).toBe(true);
    const command = commands.get(entry.command);
    if (!command) throw new Error(`dbcloud has no command "${entry.command}"`);
    expect(command.registeredArguments.map((argument) => argument.name())).toEqual(entry.arguments);
    const options = command.options.map((option) => option.long);
    for (const flag of Object.values(entry.flags)) expect(options, entry.command).toContain(`--${flag}`);
    const fields = requestFields(id);
    for (const field of [...entry.arguments, ...Object.keys(entry.flags)]) {
      expect(fields, `${id} has no field ${field}`).toContain(field);
    }
    expect(fields, `${id} names no account`).toContain('domainName');
  });

  it('has every command that sends a request’s fields, and the account option of every command', () => {
    const listed = new Set<string>(Object.values(CLI_COMMANDS).map((entry) => entry.command));
    for (const name of commands.keys()) {
      expect(listed.has(name) || NOT_IN_TABLE.includes(name), `${name} is not in the table`).toBe(true);
    }
    expect(program.options.map((option) => option.long)).toContain(`--${ACCOUNT_FLAG}`);
    expect(cliCommandOf('createProduct')).toBe(CLI_COMMANDS.createProduct);
    expect(cliCommandOf('addAdditionalNode')).toBeUndefined();
    expect(cliCommandOf('toString')).toBeUndefined();
  });

  it('is built as a module that imports nothing, so that a browser loads it', () => {
    const entry = new URL('../dist/commands.js', import.meta.url);
    const imported = (file: URL): string[] =>
      [
        ...readFileSync(file, 'utf8').matchAll(
          /\bfrom\s*["']([^"']+)["']|\bimport\s*\(?\s*["']([^"']+)["']/g,
        ),
      ].map((match) => match[1] ?? match[2] ?? '');
    const chunks = imported(entry);
    for (const chunk of chunks) {
      expect(chunk).toMatch(/^\.\/[\w-]+\.js$/);
      expect(imported(new URL(chunk, entry))).toEqual([]);
    }
  });
});
