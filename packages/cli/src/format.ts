// How the human output looks: aligned tables, money, sizes and times. Scripts use `--json` instead.

/** One row of cells, already turned into text. */
export type Row = readonly string[];

/** An aligned table: a header line in capitals, then one line per row, columns two spaces apart. */
export function table(headers: Row, rows: readonly Row[]): string {
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
  return pairs.map(([label, value]) => `${`${label}:`.padEnd(width)}  ${value}`).join('\n');
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
