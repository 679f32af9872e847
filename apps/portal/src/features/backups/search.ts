// The backups page's search: the product and database chosen and the folder open inside the database
// (`2026-11-20/`). Anything else, or a malformed value, is left out (the page then opens the first
// product's first database at its top).
import * as v from 'valibot';
import { textMatching } from '../../app/search-params';

const NAME = /^[A-Za-z0-9._-]{1,128}$/;
/** The contract's `prefix` pattern, without the empty folder or a `.`/`..` segment. */
const FOLDER = /^((?!\.\.?\/)[A-Za-z0-9._-]+\/)+$/;

export const backupsSearch = v.object({
  /** The product whose backups are browsed; the first product with backups when absent. */
  productId: textMatching(NAME, 1024),
  /** One of the product's databases; its first when absent. */
  database: textMatching(NAME, 1024),
  /** A folder inside the database, ending with `/` (`2026-11-20/`); the database's top when absent. */
  path: textMatching(FOLDER, 1024),
});

export type BackupsSearch = v.InferOutput<typeof backupsSearch>;
