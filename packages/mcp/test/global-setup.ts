// The tests run what a user runs: the built `dbcloud-mcp` bin (and the built api-client it imports)
// against the built standalone fake cloud (and, to compare their requests, the built `dbcloud` bin). Each is built here when its dist is missing or older than
// its sources, so `pnpm test` right after `pnpm build` (as CI runs it) builds nothing.
import { buildIfStale } from '../../../scripts/lib/build-if-stale.mjs';

export default function setup(): void {
  buildIfStale(['@dbcloud/api-client', '@dbcloud/fake-cloud', '@dbcloud/cli', '@dbcloud/mcp']);
}
