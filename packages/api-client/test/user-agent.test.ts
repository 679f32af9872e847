// The User-Agent: from Node (and other runtimes that are not browsers) the SDK and its version, the
// runtime and its version, after the program's own token; never set in a browser, which sends its own.
import { afterEach, describe, expect, it, vi } from 'vitest';
import pkg from '../package.json' with { type: 'json' };
import { unwrap } from '../src/index.js';
import { runtimeOf } from '../src/outside-browser.js';
import { recordingClient, useFakeCloud } from './fake-cloud.js';

useFakeCloud();
afterEach(() => {
  vi.unstubAllGlobals();
});

type Api = ReturnType<typeof recordingClient>['api'];
const getConfiguration = (api: Api, headers: Record<string, string> = {}) =>
  unwrap(api.GET('/configuration', { headers }));

const SDK = `dbcloud-api-client/${pkg.version} (node/${process.versions.node})`;

describe('from Node', () => {
  it('names the SDK, its version (the package’s) and the runtime', async () => {
    const { api, sent } = recordingClient();
    await getConfiguration(api);
    expect(sent[0]?.headers.get('User-Agent')).toBe(SDK);
    expect(pkg.version).toMatch(/^\d+\.\d+\.\d+/);
  });

  it('puts the program’s own token first', async () => {
    const { api, sent } = recordingClient({ userAgent: 'dbcloud-cli/0.1.0' });
    await getConfiguration(api);
    await getConfiguration(api);
    expect(sent.map((request) => request.headers.get('User-Agent'))).toEqual([
      `dbcloud-cli/0.1.0 ${SDK}`,
      `dbcloud-cli/0.1.0 ${SDK}`,
    ]);
  });

  it('leaves a call’s own User-Agent alone', async () => {
    const { api, sent } = recordingClient();
    await getConfiguration(api, { 'User-Agent': 'probe/1.0' });
    expect(sent[0]?.headers.get('User-Agent')).toBe('probe/1.0');
  });
});

describe('in a browser', () => {
  it('sets none: the browser sends its own (a page cannot set it)', async () => {
    vi.stubGlobal('navigator', {
      userAgent:
        'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
    });
    const { api, sent } = recordingClient({ userAgent: 'my-page/1.0' });
    await getConfiguration(api);
    expect(sent[0]?.headers.has('User-Agent')).toBe(false);
  });
});

describe('runtimeOf', () => {
  it('names Node, Deno, Bun, or what another runtime calls itself', () => {
    expect(runtimeOf({ process: { versions: { node: '22.12.0' } } })).toBe('node/22.12.0');
    expect(
      runtimeOf({ Deno: { version: { deno: '2.1.4' } }, process: { versions: { node: '20.11.1' } } }),
    ).toBe('deno/2.1.4');
    expect(runtimeOf({ Bun: { version: '1.2.0' }, process: { versions: { node: '22.6.0' } } })).toBe(
      'bun/1.2.0',
    );
    expect(runtimeOf({ navigator: { userAgent: 'Cloudflare-Workers' } })).toBe('Cloudflare-Workers');
    expect(runtimeOf({})).toBe('unknown');
  });
});
