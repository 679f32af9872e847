// The build's files as the preview server (serving.ts) sends them: each read once and kept while it stays
// the same, with its content type, and compressed once per coding (brotli or gzip, as the request's
// Accept-Encoding allows) at the densest settings.
import { readFileSync, statSync } from 'node:fs';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

export const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
};
export const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.svg', '.json', '.txt', '.md', '.webmanifest']);
/** Below this, compressing saves less than its headers cost. */
export const MIN_COMPRESSED_BYTES = 1024;

export type Coding = 'br' | 'gzip';
const encoders: Record<Coding, (body: Buffer) => Promise<Buffer>> = {
  // The densest settings: each file is compressed once per server and kept (see `cached`).
  br: (body) =>
    promisify(brotliCompress)(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
  gzip: (body) => promisify(gzip)(body, { level: constants.Z_BEST_COMPRESSION }),
};

/** The coding to send for an Accept-Encoding header: brotli, else gzip, else none. */
export function negotiateEncoding(acceptEncoding: string | undefined): Coding | undefined {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name, q === undefined ? 1 : Number(q.slice(2)) || 0);
  }
  const wildcard = accepted.get('*') ?? 0;
  return (['br', 'gzip'] as const).find((coding) => (accepted.get(coding) ?? wildcard) > 0);
}

export interface CachedFile {
  key: string;
  body: Buffer;
  etag: string;
  encoded: Map<Coding, Promise<Buffer>>;
}

/** A file of the build, read and compressed once while it stays the same (its size and time). */
export function cached(files: Map<string, CachedFile>, file: string): CachedFile | undefined {
  let stats: ReturnType<typeof statSync>;
  try {
    stats = statSync(file);
  } catch {
    return undefined;
  }
  if (!stats.isFile()) return undefined;
  const key = `${stats.size}-${Math.trunc(stats.mtimeMs)}`;
  const known = files.get(file);
  if (known?.key === key) return known;
  const entry = {
    key,
    body: readFileSync(file),
    etag: `W/"${stats.size.toString(16)}-${Math.trunc(stats.mtimeMs).toString(16)}"`,
    encoded: new Map(),
  };
  files.set(file, entry);
  return entry;
}

/** The file's body in `coding`, compressed on its first request and kept. */
export function encodedBody(entry: CachedFile, coding: Coding): Promise<Buffer> {
  let encoded = entry.encoded.get(coding);
  if (!encoded) {
    encoded = encoders[coding](entry.body);
    entry.encoded.set(coding, encoded);
  }
  return encoded;
}
