import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { DEMO_CONFIGURATION } from '@dbcloud/fake-cloud';
import { fakeCloud } from '@dbcloud/fake-cloud/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { contentSecurityPolicy } from './csp';
import routerConfig from './tsr.config.json' with { type: 'json' };

/** The hash of the one <style> element sonner inserts when it loads (allowed by CSP, nothing else). */
function sonnerStyleHash(): string {
  const fromUiKit = createRequire(path.resolve(import.meta.dirname, '../../packages/ui-kit/package.json'));
  const entry = fromUiKit.resolve('sonner');
  const source = readFileSync(path.join(path.dirname(entry), 'index.mjs'), 'utf8');
  const literal = /__insertCSS\(("(?:[^"\\]|\\.)*")\)/.exec(source)?.[1];
  if (!literal) throw new Error('sonner no longer inserts its CSS as expected: update the CSP hash logic');
  const css = JSON.parse(literal) as string;
  return `sha256-${createHash('sha256').update(css).digest('base64')}`;
}

const csp = contentSecurityPolicy({
  cardOrigins: DEMO_CONFIGURATION.cardProvider.origins,
  styleHashes: [sonnerStyleHash()],
});
const port = Number(process.env.PORT ?? 4173);

export default defineConfig({
  plugins: [tanstackRouter(routerConfig), react(), fakeCloud()],
  // The served build carries the CSP; the dev server cannot (React's hot reload injects an inline script).
  preview: { port, strictPort: true, host: '127.0.0.1', headers: { 'Content-Security-Policy': csp } },
  server: { port, host: '127.0.0.1' },
  // The manifest lets scripts/bundle-sizes.mjs measure what each route loads (DESIGN §10 budgets).
  build: { target: 'es2022', sourcemap: false, manifest: true },
});
