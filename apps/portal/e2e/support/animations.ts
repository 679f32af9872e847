// Waiting for a page's animations without waiting forever on an infinite one.
import type { Page } from 'playwright-core';

/**
 * Waits until every finite animation has ended (a dialog's or a toast's fade, a sheet's slide). An
 * infinite one (the skeleton's pulse, a spinner) never ends, and is not waited for: its
 * `animation.finished` never resolves.
 */
export async function animationsDone(page: Page, timeoutMs = 10_000): Promise<void> {
  await page
    .waitForFunction(
      () =>
        document.getAnimations().every((animation) => {
          const timing = animation.effect?.getComputedTiming();
          const infinite =
            timing?.iterations === Number.POSITIVE_INFINITY || timing?.endTime === Number.POSITIVE_INFINITY;
          return infinite || animation.playState !== 'running';
        }),
      undefined,
      { timeout: timeoutMs },
    )
    .catch(async (error: unknown) => {
      const running = await page
        .evaluate(() =>
          document
            .getAnimations()
            .filter((a) => a.playState === 'running')
            .map((a) => `${(a as CSSAnimation).animationName ?? a.id ?? 'an animation'}`)
            .join(', '),
        )
        .catch(() => '?');
      throw new Error(
        `Animations still running after ${timeoutMs} ms: ${running} (${error instanceof Error ? error.message.split('\n')[0] : String(error)})`,
      );
    });
}
