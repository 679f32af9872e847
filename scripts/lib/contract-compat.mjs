// Whether a change to the contract breaks those who use it (`pnpm check:contract-compat`).
//
// api-smart-diff computes the diff: it resolves `$ref`s, matches operations across renamed path
// placeholders, parameters by `in` and name, enumeration values and `required` names by value, and
// reports each change at its place in every operation that reaches it. Its own classification is not
// used: it reads OpenAPI 3.1's type lists wrongly (`type: string` → `[string, null]` in an answer, or
// `[integer, null]` → `[string, null]`, come out non-breaking) and calls a removed enumeration value
// in an answer non-breaking, where our typed SDK stops compiling code that compares with it. The rules
// below classify each change by where it is: what a client sends (parameters, request body) may only
// accept more; what it reads (2xx answers) may only promise more.
//
// Breaking:
// - an operation removed, or its operationId changed (the SDK's `OperationId`); a 2xx answer or one of
//   its media types removed; a schema of `components` removed (the SDK exports a type for each);
// - in an answer: a field removed or no longer required; a type widened or changed (null allowed, a
//   type added to the list, a `oneOf` branch added); an enumeration value removed; `const` or `enum`
//   dropped (any value may come);
// - in what is sent: a new required parameter, body, or body field, or a field made required; a field
//   or parameter removed; a type narrowed or changed (a type or `oneOf` branch removed); an enumeration
//   value removed, or `enum`/`const` added; a bound tightened (`maxLength`, `maximum`, `maxItems` lower,
//   `minLength`, `minimum`, `minItems` higher, a `pattern`, `format` or `multipleOf` added or changed,
//   `additionalProperties: false` added).
// Reported, not breaking: a value added to an enumeration of an answer (code that handles every value
// needs a case for it), and anything else the library calls breaking that these rules pass.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { apiCompare } from 'api-smart-diff';
import { deref } from './contract.mjs';

/** The last released contract, bundled: the baseline (`pnpm release:version` writes it, nothing else). */
export const RELEASED_CONTRACT = 'openapi/released/openapi.json';

/** The bumps a changeset may give a package. */
const BUMPS = new Set(['major', 'minor', 'patch', 'none']);

const METHODS = new Set(['get', 'put', 'post', 'delete', 'patch', 'options', 'head', 'trace']);
const UPPER_BOUNDS = new Set(['maxLength', 'maxItems', 'maximum', 'exclusiveMaximum', 'maxProperties']);
const LOWER_BOUNDS = new Set(['minLength', 'minItems', 'minimum', 'exclusiveMinimum', 'minProperties']);
const CONSTRAINTS = new Set(['pattern', 'format', 'multipleOf']);

const code = (value) => `\`${typeof value === 'string' ? value : JSON.stringify(value)}\``;
const isSuccess = (status) => /^2/.test(String(status));

/** A schema's `type` as a set (`undefined`: any type). */
const typeSet = (type) => (type === undefined ? undefined : new Set(Array.isArray(type) ? type : [type]));

/** Whether every type of `inner` is one of `outer`'s (an integer is a number). */
function coveredBy(inner, outer) {
  if (outer === undefined) return true;
  if (inner === undefined) return false;
  return [...inner].every((type) => outer.has(type) || (type === 'integer' && outer.has('number')));
}

const describeTypes = (type) => (type === undefined ? 'any type' : code(type));

/**
 * Where a diff's path inside a schema points: the field it concerns (`products[].tier`: names, `[]` for
 * an array's items, `{}` for a map's values), and either the keyword changed (`type`, `enum`, …, with
 * the index within its list when the change is one element) or, when a whole schema was added, removed
 * or replaced, which one (`property`, `items`, `schema`).
 */
function schemaPlace(tokens) {
  const field = [];
  let i = 0;
  while (i < tokens.length) {
    const token = tokens[i];
    if (token === 'properties' && i + 1 < tokens.length) {
      field.push(String(tokens[i + 1]));
      i += 2;
    } else if (token === 'items' || (token === 'additionalProperties' && i + 1 < tokens.length)) {
      field.push(token === 'items' ? '[]' : '{}');
      i += 1;
    } else if (['oneOf', 'anyOf', 'allOf'].includes(token) && i + 2 < tokens.length) {
      i += 2; // inside one branch: the same field
    } else {
      return { field, keyword: String(token), index: tokens[i + 1] };
    }
  }
  const whole =
    tokens.length === 0 ? 'schema' : tokens[tokens.length - 2] === 'properties' ? 'property' : 'items';
  return { field, whole };
}

const fieldText = (field) =>
  field.length === 0 ? 'the value' : code(field.join('.').replace(/\.(\[\]|\{\})/g, '$1'));

/**
 * The verdict on one change inside a schema, or `undefined` when it is compatible: `{ level, message,
 * field, kind }` (`level`: `breaking` or `notice`; `field`: the field it concerns, as text; `kind`: for
 * the changes told together with others). `sends`: the client sends what the schema describes (else it
 * reads it).
 */
function schemaVerdict(diff, tokens, sends) {
  const place = schemaPlace(tokens);
  const { action, before, after } = diff;
  const field = fieldText(place.field);
  const breaking = (message, kind) => ({ level: 'breaking', message, field, kind });
  if (place.whole === 'property') {
    if (action === 'remove')
      return breaking(`field ${field} removed${sends ? '' : ' from the answer'}`, 'gone');
    if (action === 'replace') return breaking(`field ${field} changed`);
    if (action === 'add') return { level: 'compatible', field, kind: 'added' }; // its `required` says more
    return undefined;
  }
  if (place.whole) {
    const what = place.whole === 'items' ? `the items of ${field}` : `the schema of ${field}`;
    if (action === 'add' && sends) return breaking(`${what} constrained`);
    if (action === 'remove' && !sends) return breaking(`${what} no longer described`);
    if (action === 'replace') return breaking(`${what} changed`);
    return undefined;
  }
  const { keyword } = place;
  const one = place.index !== undefined;
  switch (keyword) {
    case 'required': {
      const names = one ? [action === 'add' ? after : before] : [].concat(action === 'add' ? after : before);
      const verdicts = names.map((name) => ({ ...place, field: fieldText([...place.field, name]) }));
      if (sends && action === 'add') {
        return verdicts.map((v) => ({
          level: 'breaking',
          message: `${v.field} now required`,
          field: v.field,
          kind: 'required',
        }));
      }
      if (!sends && action === 'remove') {
        return verdicts.map((v) => ({
          level: 'breaking',
          message: `${v.field} no longer always present`,
          field: v.field,
          kind: 'optional',
        }));
      }
      if (action === 'replace') return breaking(`required field ${code(before)} → ${code(after)}`);
      return undefined;
    }
    case 'nullable': {
      if (sends && before === true && after !== true) return breaking(`${field} no longer accepts null`);
      if (!sends && before !== true && after === true) return breaking(`${field} may now be null`);
      return undefined;
    }
    case 'type': {
      if (one) {
        if (action === 'add' && !sends) return breaking(`${field} may now be ${code(after)}`);
        if (action === 'remove' && sends) return breaking(`${field} no longer accepts ${code(before)}`);
        const widens = sends
          ? before === 'integer' && after === 'number'
          : before === 'number' && after === 'integer';
        if (action === 'replace' && !widens)
          return breaking(`type of ${field}: ${code(before)} → ${code(after)}`);
        return undefined;
      }
      const [was, is] = [typeSet(before), typeSet(after)];
      if (sends ? coveredBy(was, is) : coveredBy(is, was)) return undefined;
      return breaking(`type of ${field}: ${describeTypes(before)} → ${describeTypes(after)}`);
    }
    case 'enum': {
      if (one) {
        if (action === 'remove') return breaking(`value ${code(before)} of ${field} removed`);
        if (action === 'replace') return breaking(`value ${code(before)} of ${field} → ${code(after)}`);
        if (action === 'add' && !sends) {
          return { level: 'notice', message: `value ${code(after)} of ${field} added to an answer`, field };
        }
        return undefined;
      }
      if (action === 'add' && sends) return breaking(`${field} limited to ${code(after)}`);
      if (action === 'remove' && !sends) return breaking(`${field} no longer limited to ${code(before)}`);
      return undefined;
    }
    case 'const': {
      if (action === 'replace') return breaking(`${field}: ${code(before)} → ${code(after)}`);
      if (action === 'add' && sends) return breaking(`${field} limited to ${code(after)}`);
      if (action === 'remove' && !sends) return breaking(`${field} no longer always ${code(before)}`);
      return undefined;
    }
    case 'oneOf':
    case 'anyOf': {
      const branch = action === 'add' ? after : before;
      const what = branch?.type === 'null' ? 'null' : `another shape (a ${keyword} branch)`;
      if (!one) return action === 'replace' ? breaking(`${field} changed`) : undefined;
      if (action === 'add' && !sends) return breaking(`${field} may now be ${what}`);
      if (action === 'remove' && sends) return breaking(`${field} no longer accepts ${what}`);
      if (action === 'replace') return breaking(`${field}: a ${keyword} branch changed`);
      return undefined;
    }
    case 'additionalProperties':
      return sends && after === false && before !== false
        ? breaking(`${field} no longer accepts other fields`)
        : undefined;
    default:
      break;
  }
  // Bounds and formats: a client's values must still pass; an answer's are not the client's concern.
  if (!sends) return undefined;
  const was = before ?? 'none';
  if (UPPER_BOUNDS.has(keyword) && (action === 'add' || (action === 'replace' && after < before))) {
    return breaking(`${field}: ${keyword} ${was} → ${after}`);
  }
  if (
    LOWER_BOUNDS.has(keyword) &&
    ((action === 'add' && after > 0) || (action === 'replace' && after > before))
  ) {
    return breaking(`${field}: ${keyword} ${was} → ${after}`);
  }
  if (CONSTRAINTS.has(keyword) && (action === 'add' || action === 'replace')) {
    return breaking(`${field}: ${keyword} ${action === 'add' ? 'added' : 'changed'} (${code(after)})`);
  }
  if (keyword === 'uniqueItems' && after === true && before !== true)
    return breaking(`${field}: items must be unique`);
  return undefined;
}

/** The verdict on a change to one of an operation's parameters (`tail`: the path after its index). */
function parameterVerdict(diff, tail, parameter) {
  const [key, ...inner] = tail;
  const { action, before, after } = diff;
  const name = code(parameter?.name ?? '?');
  const breaking = (message) => ({ level: 'breaking', message, field: name });
  if (key === undefined) {
    if (action === 'remove') return breaking(`${parameter?.in ?? ''} parameter ${name} removed`.trim());
    if (action === 'add' && parameter?.required === true)
      return breaking(`new required ${parameter.in} parameter ${name}`);
    return undefined;
  }
  if (key === 'required')
    return after === true && before !== true ? breaking(`parameter ${name} now required`) : undefined;
  if (key === 'in' || key === 'name') return breaking(`parameter ${name}: \`${key}\` changed`);
  if (key !== 'schema') return undefined;
  const verdict = schemaVerdict(diff, inner, true);
  if (!verdict || Array.isArray(verdict) || verdict.level === 'compatible') return undefined;
  return { ...verdict, message: `parameter ${name}: ${verdict.message.replace('the value', 'its value')}` };
}

/**
 * Classifies the changes from `before` to `after` (bundled OpenAPI 3.x documents): `breaking` and
 * `notices`, each `{ operation, where, message }`, once per change and operation.
 */
export function classifyChanges(before, after) {
  const { diffs } = apiCompare(before, after);
  /** Every verdict, by `operation`, `where` and the field it concerns. */
  const found = [];
  /** What the library calls breaking that no rule above classified. */
  const unclassified = [];

  for (const diff of diffs) {
    const [root, ...rest] = diff.path;
    if (root === 'components') {
      const [section, name, ...more] = rest;
      if (section === 'schemas' && more.length === 0 && diff.action === 'remove') {
        found.push({
          operation: '',
          where: 'components',
          level: 'breaking',
          message: `schema ${code(name)} removed (a type the SDK exports)`,
        });
      }
      continue;
    }
    if (root !== 'paths') continue;
    const [pathKey, method, part, ...tail] = rest;
    if (method !== undefined && !METHODS.has(String(method))) continue;
    const beforeOp = before.paths?.[pathKey]?.[method];
    const afterOp = after.paths?.[pathKey]?.[method];
    const id = (afterOp ?? beforeOp)?.operationId;
    const operation = `${String(method ?? '').toUpperCase()} ${pathKey}${id ? ` (${id})` : ''}`;
    let where = '';
    let verdicts;
    if (part === undefined) {
      if (diff.action === 'remove') {
        const methods =
          method === undefined ? Object.keys(diff.before ?? {}).filter((m) => METHODS.has(m)) : [method];
        for (const m of methods) {
          const removedId = before.paths?.[pathKey]?.[m]?.operationId;
          found.push({
            operation: `${m.toUpperCase()} ${pathKey}${removedId ? ` (${removedId})` : ''}`,
            where,
            level: 'breaking',
            message: 'operation removed',
          });
        }
      }
      continue;
    } else if (part === 'operationId') {
      if (diff.action !== 'add')
        verdicts = { level: 'breaking', message: `operationId ${code(diff.before)} → ${code(diff.after)}` };
    } else if (part === 'parameters') {
      const [index, ...inner] = tail;
      const doc = diff.action === 'add' ? after : before;
      const op = diff.action === 'add' ? afterOp : beforeOp;
      // The library lists an operation's parameters, then its path's (it merges them so).
      const list = [...(op?.parameters ?? []), ...(doc.paths?.[pathKey]?.parameters ?? [])];
      const whole =
        inner.length === 0 ? deref(doc, diff.action === 'add' ? diff.after : diff.before) : undefined;
      const parameter = whole ?? deref(doc, list[Number(index)]);
      verdicts = parameterVerdict(diff, inner, parameter);
    } else if (part === 'requestBody') {
      where = 'request body';
      const [key, mediaType, schemaKey, ...schemaPath] = tail;
      if (key === undefined) {
        if (diff.action === 'remove') verdicts = { level: 'breaking', message: 'request body removed' };
        if (diff.action === 'add' && deref(after, diff.after)?.required === true) {
          verdicts = { level: 'breaking', message: 'new required request body' };
        }
      } else if (key === 'required') {
        if (diff.after === true && diff.before !== true)
          verdicts = { level: 'breaking', message: 'request body now required' };
      } else if (key === 'content' && schemaKey === undefined && mediaType !== undefined) {
        if (diff.action === 'remove')
          verdicts = { level: 'breaking', message: `media type ${code(mediaType)} no longer accepted` };
      } else if (key === 'content' && schemaKey === 'schema') {
        verdicts = schemaVerdict(diff, schemaPath, true);
      }
    } else if (part === 'responses') {
      const [status, key, mediaType, schemaKey, ...schemaPath] = tail;
      if (!isSuccess(status)) continue;
      where = `response ${status}`;
      if (key === undefined) {
        if (diff.action === 'remove') verdicts = { level: 'breaking', message: 'removed' };
      } else if (key === 'content' && schemaKey === undefined && mediaType !== undefined) {
        if (diff.action === 'remove')
          verdicts = { level: 'breaking', message: `media type ${code(mediaType)} removed` };
      } else if (key === 'content' && schemaKey === 'schema') {
        verdicts = schemaVerdict(diff, schemaPath, false);
      }
    }
    const list = [].concat(verdicts ?? []);
    for (const verdict of list) found.push({ operation, where, ...verdict });
    if (list.length === 0 && diff.type === 'breaking') {
      unclassified.push({ operation, where, message: diff.description || diff.path.slice(3).join('/') });
    }
  }

  // Told together: a removed field is not also "no longer always present", and a field both added and
  // required is a new required field.
  const at = (entry) => `${entry.operation}\u0000${entry.where}\u0000${entry.field}`;
  const gone = new Set(found.filter((e) => e.kind === 'gone').map(at));
  const added = new Set(found.filter((e) => e.kind === 'added').map(at));
  const breaking = new Map();
  const notices = new Map();
  const keep = (map, { operation, where, message }) =>
    map.set(`${operation}\u0000${where}\u0000${message}`, { operation, where, message });
  for (const entry of found) {
    if (entry.level === 'breaking') {
      if (entry.kind === 'optional' && gone.has(at(entry))) continue;
      const message =
        entry.kind === 'required' && added.has(at(entry))
          ? `new required field ${entry.field}`
          : entry.message;
      keep(breaking, { ...entry, message });
    } else if (entry.level === 'notice') {
      keep(notices, entry);
    }
  }
  const broken = new Set([...breaking.values()].map((e) => `${e.operation}\u0000${e.where}`));
  for (const entry of unclassified) {
    if (broken.has(`${entry.operation}\u0000${entry.where}`)) continue;
    keep(notices, { ...entry, message: `${entry.message} (breaking to api-smart-diff; not by these rules)` });
  }
  return { breaking: [...breaking.values()], notices: [...notices.values()] };
}

/** A changeset's file (`.changeset/<name>.md`): its name, the bump of each package it names, its summary. */
export function parseChangeset(file, text) {
  const match = /^---\r?\n([\s\S]*?)\r?\n?---(?:\r?\n([\s\S]*))?$/.exec(text);
  if (!match) throw new Error(`${file}: no front matter (--- … ---)`);
  const releases = {};
  for (const line of match[1].split(/\r?\n/)) {
    if (!line.trim()) continue;
    const entry = /^\s*(['"]?)([^'":\s]+)\1\s*:\s*(\w+)\s*$/.exec(line);
    if (!entry || !BUMPS.has(entry[3])) throw new Error(`${file}: cannot read ${JSON.stringify(line)}`);
    releases[entry[2]] = entry[3];
  }
  return { file, releases, summary: (match[2] ?? '').trim() };
}

/** The pending changesets in `dir` (`.changeset/`): every Markdown file but its README. */
export function readChangesets(dir) {
  return readdirSync(dir)
    .filter((file) => file.endsWith('.md') && file !== 'README.md')
    .sort()
    .map((file) => parseChangeset(file, readFileSync(path.join(dir, file), 'utf8')));
}

/**
 * The verdict on a contract change: its breaking changes and notices, the pending changesets that
 * bump `pkg` (the SDK) by a major, and `ok`: no break, or breaks announced by such a changeset.
 */
export function compatVerdict({ released, current, changesets, pkg = '@dbcloud/api-client' }) {
  const { breaking, notices } = classifyChanges(released, current);
  const majors = changesets.filter((changeset) => changeset.releases[pkg] === 'major');
  return { breaking, notices, majors, ok: breaking.length === 0 || majors.length > 0 };
}

/** The verdict's report, as lines: each change once, with (up to three of) the operations it touches. */
export function formatVerdict(verdict, { pkg = '@dbcloud/api-client', limit = 40 } = {}) {
  const group = (entries) => {
    const groups = new Map();
    for (const { operation, where, message } of entries) {
      const key = where ? `${where}: ${message}` : message;
      groups.set(key, [...(groups.get(key) ?? []), operation].filter(Boolean));
    }
    const lines = [...groups].map(([key, operations]) => {
      const more = operations.length > 3 ? ` and ${operations.length - 3} more` : '';
      return `  - ${operations.length ? `${operations.slice(0, 3).join(', ')}${more}: ` : ''}${key}`;
    });
    return lines.length > limit ? [...lines.slice(0, limit), `  … and ${lines.length - limit} more`] : lines;
  };
  const lines = [];
  if (verdict.breaking.length > 0) {
    lines.push(
      'Breaking changes since the released contract (openapi/released/openapi.json):',
      ...group(verdict.breaking),
    );
  }
  if (verdict.notices.length > 0)
    lines.push('Worth a line in a changeset (not breaking):', ...group(verdict.notices));
  if (verdict.breaking.length === 0) {
    lines.push('No breaking change since the released contract.');
  } else if (verdict.ok) {
    lines.push(`Announced by a major changeset for ${pkg}: ${verdict.majors.map((c) => c.file).join(', ')}.`);
  } else {
    lines.push(
      `These break the users of ${pkg}. Keep the contract compatible, or announce the break with a major`,
      `changeset (\`pnpm changeset\`: "${pkg}": major, saying what changed and what to do instead).`,
    );
  }
  return lines;
}
