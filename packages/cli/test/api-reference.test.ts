// The API reference (apps/portal's /docs/api) shows every operation's example as curl, written by "show
// as code"'s generator from the contract's example values. Each one an API key may make is run here as
// a reader would paste it, in a shell against the fake cloud with the demo key of `acme`, and must
// succeed. Each runs in a world of its own (the fake cloud's world cookie, which the test adds to the
// command), so that a destructive example (terminating a product) does not change what another finds;
// an example that needs another's change first (configuring a feature that must be on) runs after that
// one's example, in the same world. The contract's examples name dates (a backup of 20 November, an
// audit log day), so each world starts at the moment they were written for, whatever day the test runs.
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { operations as contractOperations } from '@dbcloud/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeSnippets } from '../../../apps/portal/src/components/show-as-code/snippets';
import {
  exampleRequest,
  type Operation,
  reference,
} from '../../../apps/portal/src/features/api-reference/model';
import { type FakeCloud, KEYS, startFakeCloud, timeSettings } from './harness.js';

const tagFile = (slug: string) =>
  fileURLToPath(
    new URL(`../../../apps/portal/src/generated/api-reference/tags/${slug}.json`, import.meta.url),
  );

const operations: Operation[] = reference.tags.flatMap(
  (tag) => JSON.parse(readFileSync(tagFile(tag.slug), 'utf8')) as Operation[],
);
const withKey = operations.filter((operation) => operation.apiKey);

/** When the contract's examples are true of the seed (its newest backups, invoices, audit days). */
const EXAMPLES_MOMENT = '2026-11-26T12:00:00Z';

/** Examples that act on what another example makes: run after it, in its world. */
const AFTER: Readonly<Record<string, string>> = {
  // Open-telemetry is configured once it is on: enableFeature's example turns it on.
  configureOpenTelemetry: 'enableFeature',
};

let cloud: FakeCloud;
beforeAll(async () => {
  cloud = await startFakeCloud();
});
afterAll(() => cloud?.stop());

interface Outcome {
  status: number;
  body: string;
  stderr: string;
}

/**
 * Runs a curl snippet in /bin/sh with the key in the environment, as its comment asks; `curl` prints
 * the answer's status after its body, and carries the world's cookie.
 */
function run(snippet: string, world: string): Promise<Outcome> {
  const wrapper = `curl() { command curl -sS -b 'dbcloud_fake_world=${world}' -w '\\n%{http_code}' "$@"; }\n`;
  return new Promise((resolve) => {
    execFile(
      '/bin/sh',
      ['-c', wrapper + snippet],
      { env: { ...timeSettings(), PATH: process.env.PATH, DBCLOUD_API_KEY: KEYS.acme }, encoding: 'utf8' },
      (_error, stdout, stderr) => {
        const lines = stdout.trimEnd().split('\n');
        const status = Number(lines.pop());
        resolve({ status, body: lines.join('\n').slice(0, 400), stderr });
      },
    );
  });
}

describe('the API reference’s curl examples', () => {
  it('covers every operation an API key may make', () => {
    expect(withKey.length).toBeGreaterThan(40);
    expect(operations).toHaveLength(contractOperations.length);
  });

  it('each succeeds against the fake cloud with a demo key', async () => {
    const failures: string[] = [];
    const queue = [...withKey];
    // A few at a time: each is a shell and a curl (the machine is shared).
    const worker = async () => {
      for (let operation = queue.shift(); operation; operation = queue.shift()) {
        const curlOf = (item: Operation) => {
          const { curl } = codeSnippets(exampleRequest(item), { baseUrl: cloud.url });
          expect(curl).toContain('Authorization: Bearer $DBCLOUD_API_KEY');
          return curl;
        };
        const world = `reference-${operation.operationId}`;
        const reset = await fetch(`${new URL(cloud.url).origin}/__fake/reset`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Cookie: `dbcloud_fake_world=${world}` },
          body: JSON.stringify({ now: EXAMPLES_MOMENT }),
        });
        expect(reset.status).toBe(200);
        const before = operations.find((item) => item.operationId === AFTER[operation.operationId]);
        if (before) expect((await run(curlOf(before), world)).status).toBeLessThan(300);
        const outcome = await run(curlOf(operation), world);
        if (outcome.status < 200 || outcome.status >= 300) {
          failures.push(`${operation.operationId}: ${outcome.status} ${outcome.body} ${outcome.stderr}`);
        }
      }
    };
    await Promise.all(Array.from({ length: 6 }, worker));
    expect(failures).toEqual([]);
  });
});
