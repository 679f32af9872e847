// The backups page's search (in the entry chunk with the route tree, so a plain function rather than a
// schema): the product and database chosen and the folder open inside the database (`2026-11-20/`).
// Anything else, or a malformed value, is dropped (the page then opens the first product's first
// database at its top).

export interface BackupsSearch {
  /** The product whose backups are browsed; the first product with backups when absent. */
  productId?: string;
  /** One of the product's databases; its first when absent. */
  database?: string;
  /** A folder inside the database, ending with `/` (`2026-11-20/`); the database's top when absent. */
  path?: string;
}

const NAME = /^[A-Za-z0-9._-]{1,128}$/;
/** The contract's `prefix` pattern, without the empty folder or a `.`/`..` segment. */
const FOLDER = /^((?!\.\.?\/)[A-Za-z0-9._-]+\/)+$/;

const text = (value: unknown, pattern: RegExp): string | undefined =>
  typeof value === 'string' && value.length <= 1024 && pattern.test(value) ? value : undefined;

export function backupsSearch({ productId, database, path }: Record<string, unknown>): BackupsSearch {
  return {
    productId: text(productId, NAME),
    database: text(database, NAME),
    path: text(path, FOLDER),
  };
}
