// The build's last step: the public pages as HTML (src/prerender.tsx), so that they paint before any
// script has run. After the client build, src/prerender.tsx is built for Node (into
// node_modules/.prerender, where Node finds the portal's dependencies), and each page of its
// PRERENDERED_PATHS is written to dist/_site/<path>/index.html (`/` to dist/_site/index.html): the
// built index.html with the page's HTML in #app and the public answers it shows in a JSON element
// (src/app/prerendered.ts). dist/index.html stays the client-rendered page every other address gets
// (the portal, the other public pages); serving.ts, and a CDN as README's "Serving in production"
// says, answer a prerendered path with its file. The API reference's Markdown form and llms.txt
// (src/prerender.tsx's textFiles) are written too, as dist/docs/api.md and dist/llms.txt.
//
// Why a build step of our own and not TanStack Start's prerendering or the router's own SSR client: both
// hydrate through an inline bootstrap script (`$_TSR`, which the Content-Security-Policy would need a
// hash or a nonce for on every page) and add to every public page's first load: on the smallest app of
// our stack, built with our Vite, each measured many times what main.tsx's hydration costs here, which
// the tightest public pages have no room for (`pnpm check:bundle`).
//
// The public answers come from the fake cloud's demo world (what `npm start` serves), or from the API
// at PRERENDER_API_URL (e.g. https://portal.example/api/v1) when it is set. Either way the page asks
// the API again once it has hydrated, so a price changed since the build shows within a moment.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { startFakeCloudServer } from '@dbcloud/fake-cloud/node';
import react from '@vitejs/plugin-react';
import { build, type Plugin, type ResolvedConfig } from 'vite';
import { PRERENDERED_DIR, prerenderedFile, ROUTES_FILE } from './serving.ts';
import type { PrerenderedPage } from './src/prerender.tsx';

interface PrerenderModule {
  PRERENDERED_PATHS: readonly string[];
  routePaths(): string[];
  prerenderPage(path: string, apiBaseUrl: string): Promise<PrerenderedPage>;
  textFiles(): Promise<Record<string, string>>;
}

/** `<` and the line separators as escapes: the JSON cannot end its element or break a line early. */
const jsonInHtml = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

const ENTRY = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
const THEME = '<script src="/theme.js"></script>';

/**
 * The built index.html with a page in #app and its data after it. The page does not load the app's
 * entry itself: public/theme.js starts it once the page has painted (its `data-app`).
 */
export function pageHtml(template: string, page: PrerenderedPage): string {
  const app = '<div id="app"></div>';
  const entry = ENTRY.exec(template)?.[1];
  if (!template.includes(app) || !template.includes(THEME) || !entry) {
    throw new Error(`dist/index.html has no ${app}, ${THEME} or module script`);
  }
  // The Content-Security-Policy runs no inline script, so a page must hold none (React sends one to
  // put a boundary rendered ahead into place: src/prerender.tsx turns that off).
  if (/<script/i.test(page.html)) throw new Error(`${page.data[0]}: the HTML holds a <script>`);
  const data = `<script type="application/json" id="prerendered">${jsonInHtml(page.data)}</script>`;
  return template
    .replace(ENTRY, '')
    .replace(THEME, () => `<script src="/theme.js" data-app="${entry}"></script>`)
    .replace(app, () => `<div id="app">${page.html}</div>${data}`);
}

async function buildRenderer(root: string, outDir: string): Promise<PrerenderModule> {
  rmSync(outDir, { recursive: true, force: true });
  await build({
    configFile: false,
    root,
    logLevel: 'warn',
    mode: 'production',
    plugins: [react()],
    build: {
      ssr: 'src/prerender.tsx',
      outDir,
      emptyOutDir: true,
      target: 'node20',
      minify: false,
      rolldownOptions: { output: { entryFileNames: 'prerender.js' } },
    },
  });
  return import(pathToFileURL(path.join(outDir, 'prerender.js')).href) as Promise<PrerenderModule>;
}

async function prerender(config: ResolvedConfig): Promise<void> {
  const since = Date.now();
  const dist = path.resolve(config.root, config.build.outDir);
  const renderer = await buildRenderer(config.root, path.join(config.root, 'node_modules/.prerender'));
  const template = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const given = process.env.PRERENDER_API_URL;
  const fakeCloud = given ? undefined : await startFakeCloudServer({ port: 0 });
  const apiBaseUrl = given ?? `${fakeCloud?.url}/api/v1`;
  try {
    rmSync(path.join(dist, PRERENDERED_DIR), { recursive: true, force: true });
    for (const pathname of renderer.PRERENDERED_PATHS) {
      const page = await renderer.prerenderPage(pathname, apiBaseUrl);
      const file = path.join(dist, prerenderedFile(pathname));
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, pageHtml(template, page));
    }
    // The addresses the app has a page for (serving.ts answers the others with the not-found page, 404).
    writeFileSync(path.join(dist, ROUTES_FILE), `${JSON.stringify(renderer.routePaths(), null, 2)}\n`);
    // The API reference as Markdown and llms.txt, for tools and assistants (served as files of dist).
    for (const [name, content] of Object.entries(await renderer.textFiles())) {
      const file = path.join(dist, name);
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, content);
    }
  } finally {
    await fakeCloud?.close();
  }
  config.logger.info(
    `prerendered ${renderer.PRERENDERED_PATHS.length} public pages into ${path.relative(config.root, dist)}/${PRERENDERED_DIR} (${((Date.now() - since) / 1000).toFixed(1)} s, public answers from ${given ?? 'the fake cloud'})`,
  );
}

/** Prerenders the public pages after the client build (`vite build`). */
export function prerenderPages(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'dbcloud-prerender',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle(error) {
      if (error || config.build.ssr) return;
      await prerender(config);
    },
  };
}
