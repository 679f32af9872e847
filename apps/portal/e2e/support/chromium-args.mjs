// The flags every Chromium this project starts gets: the browser tests, `pnpm screenshots` and
// `pnpm bench lighthouse`. Headless, no sandbox (containers and CI run as root), no GPU, and none of
// Chromium's own background traffic (updates, sync, QUIC probes), which would otherwise land in the
// measurements and try to reach the internet.
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
