// One Chromium per vitest worker: launched on first use, kept for every test file the
// worker runs, closed when the worker exits (playwright-core kills what it launched on exit). It
// inherits the environment: under `pnpm e2e --at` it runs on the same faked clock as the tests.
import { type Browser, chromium } from 'playwright-core';
import { CHROMIUM_ARGS } from './chromium-args.mjs';
import { chromiumPath } from './env';

// On globalThis so that a module graph evaluated twice in one worker still shares one browser.
const slot = globalThis as typeof globalThis & { __dbcloudE2eBrowser?: Promise<Browser> };

/** The worker's browser, launched once. */
export function getBrowser(): Promise<Browser> {
  if (!slot.__dbcloudE2eBrowser) {
    const executablePath = chromiumPath();
    const launching = chromium
      .launch({ executablePath, args: [...CHROMIUM_ARGS] })
      .catch((error: unknown) => {
        slot.__dbcloudE2eBrowser = undefined;
        throw new Error(
          `Could not launch Chromium at ${executablePath}: ${error instanceof Error ? error.message : String(error)}`,
        );
      });
    launching.then(
      (browser) => {
        browser.on('disconnected', () => {
          if (slot.__dbcloudE2eBrowser === launching) slot.__dbcloudE2eBrowser = undefined;
        });
      },
      () => {},
    );
    slot.__dbcloudE2eBrowser = launching;
  }
  return slot.__dbcloudE2eBrowser;
}
