// The portal build's chunks, from a stand-in of the main build's records: what every account page loads
// goes in the frame, what at least eight load in the shared chunks (the libraries' apart), the rest stays
// with its page; its page is portal.html, with the main build's stylesheet and early data script.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Rolldown } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PORTAL_PAGE, portalBuild } from './portal-build';

const workspace = path.resolve(import.meta.dirname, '../..');
const source = (file: string) => path.join(workspace, 'apps/portal/src', file);
const library = (name: string) => `/repo/node_modules/.pnpm/${name}@1.0.0/node_modules/${name}/dist/index.js`;
const MAIN_STYLES = 'assets/main.css';
/** The main build's early data script (early-data.ts). */
const EARLY_SCRIPT = 'assets/early-data-1.js';

let dist: string;

beforeAll(() => {
  dist = mkdtempSync(path.join(tmpdir(), 'portal-build-'));
  mkdirSync(path.join(dist, '.vite'));
  mkdirSync(path.join(dist, 'assets'));
  // Ten account pages: each loads the frame's chunk; eight the forms' (ours, and react-hook-form's);
  // two the chart's. A public page loads a chunk of its own.
  const pages = Object.fromEntries(
    Array.from({ length: 10 }, (_, i) => [
      `/portal/$cloudAccount/page-${i}`,
      {
        files: [
          'assets/frame.js',
          ...(i < 8 ? ['assets/forms.js', 'assets/rhf.js'] : []),
          ...(i < 2 ? ['assets/chart.js'] : []),
        ],
        later: [],
      },
    ]),
  );
  writeFileSync(
    path.join(dist, '.vite/route-preloads.json'),
    JSON.stringify({ ...pages, '/pricing': { files: ['assets/pricing.js'], later: [] } }),
  );
  const chunk = (sources: string[], packages: string[] = []) => ({
    sources: sources.map((file) => `apps/portal/src/${file}`),
    packages,
    forms: [],
  });
  writeFileSync(
    path.join(dist, '.vite/chunk-modules.json'),
    JSON.stringify({
      'assets/entry.js': chunk(['main.tsx', 'router.tsx']),
      'assets/frame.js': chunk(['app/session.ts'], ['lucide-react']),
      'assets/forms.js': chunk(['app/use-server-form.ts']),
      'assets/rhf.js': chunk([], ['react-hook-form']),
      'assets/chart.js': chunk(['components/chart.tsx'], ['d3-scale']),
      'assets/pricing.js': chunk(['features/pricing/page.tsx']),
    }),
  );
  writeFileSync(
    path.join(dist, '.vite/manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/entry.js', isEntry: true },
      'style.css': { file: MAIN_STYLES },
    }),
  );
  writeFileSync(path.join(dist, MAIN_STYLES), '.a{color:red}.b{color:blue}');
  writeFileSync(path.join(dist, '.vite/early-data.json'), JSON.stringify({ script: EARLY_SCRIPT }));
});

afterAll(() => {
  if (dist) rmSync(dist, { recursive: true, force: true });
});

describe('the portal build', () => {
  const groupOf = (id: string) => {
    const { groups } = portalBuild(dist);
    return groups.find((group) => group.test(id))?.name;
  };

  it('puts what every account page loads first in the frame, the entry’s modules too', () => {
    expect(groupOf(source('app/session.ts'))).toBe('frame');
    expect(groupOf(library('lucide-react'))).toBe('frame');
    expect(groupOf(source('router.tsx'))).toBe('frame');
  });

  it('shares what at least eight account pages load, the libraries in a chunk of their own', () => {
    expect(groupOf(source('app/use-server-form.ts'))).toBe('shared');
    expect(groupOf(library('react-hook-form'))).toBe('shared-libraries');
  });

  it('leaves with their pages what few load, a route’s own split, and what no account page loads', () => {
    expect(groupOf(source('components/chart.tsx'))).toBeUndefined();
    expect(groupOf(library('d3-scale'))).toBeUndefined();
    expect(groupOf(`${source('routes/portal/$cloudAccount/home.tsx')}?tsr-split=component`)).toBeUndefined();
    expect(groupOf(source('features/pricing/page.tsx'))).toBeUndefined();
  });

  it('keeps the page’s entry module in the entry chunk', async () => {
    const { plugin, groups } = portalBuild(dist);
    const main = source('main.tsx');
    const parsed = plugin.moduleParsed as (info: Partial<Rolldown.ModuleInfo>) => void;
    parsed.call({}, { id: path.join(dist, 'index.html'), isEntry: true, importedIds: [main] });
    expect(groups.find((group) => group.test(main))).toBeUndefined();
  });

  const generate = (own: string) => {
    const { plugin } = portalBuild(dist);
    const bundle: Record<string, { type: 'asset'; fileName: string; source: string }> = {
      'index.html': {
        type: 'asset',
        fileName: 'index.html',
        source:
          '<script src="/theme.js"></script><link rel="stylesheet" crossorigin href="/assets/own.css"><div id="app"></div>',
      },
      'assets/own.css': { type: 'asset', fileName: 'assets/own.css', source: own },
    };
    (plugin.generateBundle as (options: unknown, output: typeof bundle) => void).call({}, {}, bundle);
    return bundle;
  };

  it('writes portal.html, naming the main build’s stylesheet instead of its own (the same rules)', () => {
    const bundle = generate('.b{color:blue}.a{color:red}');
    expect(bundle['index.html']?.fileName).toBe(PORTAL_PAGE);
    expect(bundle['index.html']?.source).toContain(`href="/${MAIN_STYLES}"`);
    expect(bundle['assets/own.css']).toBeUndefined();
  });

  it('names the early data script in theme.js’s place, after preloads of what it asks for first', () => {
    const page = String(generate('.b{color:blue}.a{color:red}')['index.html']?.source);
    expect(page).not.toContain('/theme.js');
    expect(page).toMatch(
      new RegExp(
        '^<link rel="preload" as="fetch" crossorigin href="/api/v1/user">' +
          '<link rel="preload" as="fetch" crossorigin href="/api/v1/configuration">' +
          `<script src="/${EARLY_SCRIPT}"></script><link rel="stylesheet"`,
      ),
    );
  });

  it('fails the build when its stylesheet holds other rules than the main build’s', () => {
    expect(() => generate('.a{color:green}.b{color:blue}')).toThrow(/stylesheet/);
  });
});
