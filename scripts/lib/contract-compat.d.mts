// The types of contract-compat.mjs, for the TypeScript that imports it (the api-client's tests).

/** One change, in one operation (`METHOD /path (operationId)`; empty for `components`). */
export interface ContractChange {
  readonly operation: string;
  /** `request body`, `response 200`, `components` or empty (the operation, its parameters). */
  readonly where: string;
  readonly message: string;
}

export interface Changeset {
  readonly file: string;
  readonly releases: Readonly<Record<string, 'major' | 'minor' | 'patch' | 'none'>>;
  readonly summary: string;
}

export interface CompatVerdict {
  readonly breaking: readonly ContractChange[];
  readonly notices: readonly ContractChange[];
  /** The pending changesets that give the SDK a major release. */
  readonly majors: readonly Changeset[];
  /** No breaking change, or breaking changes a major changeset announces. */
  readonly ok: boolean;
}

/** The last released contract, bundled, from the repository's root. */
export const RELEASED_CONTRACT: string;

/** The breaking changes and notices from `before` to `after` (bundled OpenAPI documents). */
export function classifyChanges(
  before: object,
  after: object,
): { breaking: ContractChange[]; notices: ContractChange[] };

/** Reads one changeset file's text. */
export function parseChangeset(file: string, text: string): Changeset;

/** The pending changesets of a `.changeset` folder (every Markdown file but its README). */
export function readChangesets(dir: string): Changeset[];

export function compatVerdict(options: {
  released: object;
  current: object;
  changesets: readonly Changeset[];
  pkg?: string;
}): CompatVerdict;

/** The verdict's report, as lines. */
export function formatVerdict(verdict: CompatVerdict, options?: { pkg?: string; limit?: number }): string[];
