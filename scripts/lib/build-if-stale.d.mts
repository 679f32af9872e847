// The types of build-if-stale.mjs, for the TypeScript that imports it (the packages' test setups).

export type BuiltPackage = '@dbcloud/api-client' | '@dbcloud/fake-cloud' | '@dbcloud/cli' | '@dbcloud/mcp';

/** Builds each named package (in the order given) whose output is missing or older than its sources. */
export function buildIfStale(names: readonly BuiltPackage[]): void;
