// How the human output looks: aligned tables, money, sizes and times. Scripts use `--json` instead.

/**
 * Characters a terminal acts on instead of showing: C0 controls, DEL, C1 controls (ESC and CSI start
 * sequences that clear the screen or set the window title), and the bidirectional overrides and
 * isolates that reorder what is shown.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g;
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const CONTROL_BUT_NEWLINE = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g;
/** What JSON.stringify leaves as it is of CONTROL (it escapes C0 controls in strings itself). */
const CONTROL_IN_JSON = /[\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g;

const NAMED: Record<string, string> = { '\t': '\\t', '\n': '\\n', '\r': '\\r' };

/** A control character as visible text: `\n`, `\t`, `\r`, else `\u001b`. */
const escapeControl = (char: string): string =>
  NAMED[char] ?? `\\u${(char.codePointAt(0) ?? 0).toString(16).padStart(4, '0')}`;

/**
 * A value from the API as one line of terminal text: every control character shown escaped, never
 * acted on (a product name holding ESC sequences must not clear the screen or set the terminal's title).
 */
export function printable(value: string): string {
  return value.replace(CONTROL, escapeControl);
}

/** Text of several lines for the terminal: its line breaks kept, every other control character escaped. */
export function printableLines(text: string): string {
  return text.replace(CONTROL_BUT_NEWLINE, escapeControl);
}

/**
 * JSON for the terminal: `JSON.stringify` escapes C0 controls itself; DEL, C1 controls and the
 * bidirectional controls are written as `\u` escapes too (the same JSON value).
 */
export function printableJson(value: unknown, indent?: number): string {
  return JSON.stringify(value, null, indent).replace(CONTROL_IN_JSON, escapeControl);
}

/** One row of cells, already turned into text. */
export type Row = readonly string[];

/** An aligned table: a header line in capitals, then one line per row, columns two spaces apart. */
export function table(headers: Row, rawRows: readonly Row[]): string {
  const rows = rawRows.map((row) => row.map(printable));
  const widths = headers.map((header, column) =>
    Math.max(header.length, ...rows.map((row) => (row[column] ?? '').length)),
  );
  const line = (cells: Row) =>
    cells
      .map((cell, column) => (column === cells.length - 1 ? cell : cell.padEnd(widths[column] ?? 0)))
      .join('  ')
      .trimEnd();
  return [line(headers.map((header) => header.toUpperCase())), ...rows.map(line)].join('\n');
}

/** Label/value lines, the labels aligned: `Status:   running`. */
export function fields(pairs: readonly (readonly [string, string])[]): string {
  const width = Math.max(...pairs.map(([label]) => label.length + 1));
  return pairs.map(([label, value]) => `${`${label}:`.padEnd(width)}  ${printable(value)}`).join('\n');
}

/** An amount in integer cents as the currency writes it: `$129.50`, `€12.00`. */
export function money({ amountCents, currency }: { amountCents: number; currency: string }): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(amountCents / 100);
}

/** An instant in UTC, to the minute: `2026-11-20 14:05 UTC`. */
export function instant(iso: string | null | undefined): string {
  if (!iso) return '-';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

const BYTE_UNITS = ['B', 'KB', 'MB', 'GB', 'TB', 'PB'];

/** A size in bytes, in binary units with one decimal: `700.0 MB`. */
export function bytes(size: number): string {
  let value = size;
  let unit = 0;
  while (value >= 1024 && unit < BYTE_UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return unit === 0 ? `${value} B` : `${value.toFixed(1)} ${BYTE_UNITS[unit]}`;
}
