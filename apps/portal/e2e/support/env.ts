// What `pnpm e2e` (scripts/e2e.mjs) hands the browser tests.

function required(name: string, hint: string): string {
  const value = process.env[name];
  if (!value) {
    throw new Error(
      `${name} is not set. Run the browser tests with \`pnpm e2e\` from the repository root (${hint}).`,
    );
  }
  return value;
}

/** The preview server's origin, e.g. http://127.0.0.1:41234 (no trailing slash). */
export function baseUrl(): string {
  return required('E2E_BASE_URL', 'it serves the built portal and sets it').replace(/\/$/, '');
}

/** The Chromium executable. */
export function chromiumPath(): string {
  return process.env.CHROMIUM_PATH || '/usr/bin/chromium';
}
