// Toasts as the user sees them: top-right, closing after 5000 ms, pausing while
// hovered and while the window has lost focus, dismissed by dragging 80% of their width. The toast is
// the one switching account shows; the page's timers run on page.clock, paused while we look.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { installClock, OWNER, signIn, usePortal, visit } from './support';

const TITLE = 'Switched to acme-health (HIPAA)';

const toastOf = (page: Page): Locator => page.getByRole('status').filter({ hasText: TITLE });

/** Shown and not on its way out (sonner marks a closing toast `data-removed`, then unmounts it). */
async function isShown(toast: Locator): Promise<boolean> {
  if (!(await toast.isVisible())) return false;
  return toast.evaluate((el) => el.closest('[data-sonner-toast]')?.getAttribute('data-removed') !== 'true');
}

/** Lets React run the effects it scheduled (a MessageChannel task: not a timer, not faked). */
async function flushEffects(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve();
        channel.port2.postMessage(null);
      }),
  );
}

/**
 * Signs in, opens acme's home, pauses the page's clock (installed first), switches acme ->
 * acme-health and advances the clock a millisecond at a time until the toast is there: its 5 s start
 * (almost) now.
 */
async function showSwitchToast(page: Page): Promise<Locator> {
  await installClock(page);
  await signIn(page, OWNER);
  await visit(page, '/portal/acme/home', { axe: false });
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
  await page.getByRole('combobox', { name: 'Cloud account' }).selectOption('acme-health');
  await page.waitForURL((url) => url.pathname === '/portal/acme-health/home');
  const toast = toastOf(page);
  await expect
    .poll(
      async () => {
        await page.clock.runFor(1);
        return toast.isVisible();
      },
      { timeout: 10_000, interval: 20 },
    )
    .toBe(true);
  await flushEffects(page);
  return toast;
}

/** Runs the exit animation and waits until the toast has left the page. */
async function expectGone(page: Page, toast: Locator): Promise<void> {
  await toast.waitFor({ state: 'attached' });
  await page.clock.runFor(1_000);
  await toast.waitFor({ state: 'detached' });
}

describe('toasts', () => {
  const portal = usePortal();

  it('appear top-right, are still there at 4.9 s and close at 5 s', async () => {
    const { page } = portal;
    const toast = await showSwitchToast(page);
    const box = await toast.boundingBox();
    const viewport = page.viewportSize();
    if (!box || !viewport) throw new Error('The toast has no box.');
    // Top-right: its right edge near the viewport's right edge, its top near the top.
    expect(viewport.width - (box.x + box.width)).toBeLessThan(48);
    expect(box.x).toBeGreaterThan(viewport.width / 2);
    expect(box.y).toBeLessThan(64);

    await page.clock.runFor(4_900);
    await expect.poll(() => isShown(toast)).toBe(true);
    await page.clock.runFor(100);
    // At 5 s it closes: sonner starts the exit on the next animation frame.
    let late = 0;
    while (await isShown(toast)) {
      expect(late, 'the toast should start closing within a frame or two of 5 s').toBeLessThan(50);
      await page.clock.runFor(10);
      late += 10;
    }
    await expectGone(page, toast);
  });

  it('pause while hovered and resume with the time left when the pointer leaves', async () => {
    const { page } = portal;
    const toast = await showSwitchToast(page);
    await page.clock.runFor(2_000);
    await toast.hover();
    await page.clock.runFor(10_000);
    await expect.poll(() => isShown(toast)).toBe(true);

    await page.mouse.move(200, 600);
    await flushEffects(page);
    await page.clock.runFor(2_900);
    await expect.poll(() => isShown(toast)).toBe(true);
    await page.clock.runFor(200);
    await expect.poll(() => isShown(toast)).toBe(false);
    await expectGone(page, toast);
  });

  it('pause while the window has lost focus and resume when it is back', async () => {
    const { page } = portal;
    const toast = await showSwitchToast(page);
    await page.clock.runFor(1_000);
    await page.evaluate(() => window.dispatchEvent(new FocusEvent('blur')));
    await flushEffects(page);
    await page.clock.runFor(60_000);
    await expect.poll(() => isShown(toast)).toBe(true);

    await page.evaluate(() => window.dispatchEvent(new FocusEvent('focus')));
    await flushEffects(page);
    await page.clock.runFor(3_900);
    await expect.poll(() => isShown(toast)).toBe(true);
    await page.clock.runFor(200);
    await expect.poll(() => isShown(toast)).toBe(false);
    await expectGone(page, toast);
  });

  it('snap back when dragged 79% of their width and are dismissed at 80%', async () => {
    const { page } = portal;
    const toast = await showSwitchToast(page);
    const drag = async (ratio: number) => {
      const box = await toast.boundingBox();
      if (!box) throw new Error('The toast has no box.');
      // Grab the text, not the close button; drag towards the left (the toast sits at the right edge).
      const x = box.x + box.width * 0.4;
      const y = box.y + box.height / 2;
      const distance = ratio === 0.8 ? Math.ceil(box.width * ratio) : Math.floor(box.width * ratio);
      await page.mouse.move(x, y);
      await page.mouse.down();
      for (let step = 1; step <= 8; step++) await page.mouse.move(x - (distance * step) / 8, y);
      await page.mouse.up();
      await flushEffects(page);
      return box;
    };

    const before = await drag(0.79);
    await page.clock.runFor(500);
    await expect.poll(() => isShown(toast)).toBe(true);
    // Back in place (the CSS transition runs in real time).
    await expect
      .poll(async () => Math.round((await toast.boundingBox())?.x ?? -1))
      .toBe(Math.round(before.x));
    await expect.poll(() => toast.evaluate((el) => (el as HTMLElement).style.transform)).toBe('');

    await drag(0.8);
    await expect
      .poll(async () => {
        await page.clock.runFor(50);
        return isShown(toast);
      })
      .toBe(false);
    await expectGone(page, toast);
  });

  it('close from the keyboard with their close button', async () => {
    const { page } = portal;
    const toast = await showSwitchToast(page);
    const close = toast.getByRole('button', { name: 'Dismiss notification' });
    await close.focus();
    // Focus inside pauses it, so a keyboard user has time to reach the button.
    await page.clock.runFor(10_000);
    await expect.poll(() => isShown(toast)).toBe(true);
    await page.keyboard.press('Enter');
    await expect
      .poll(async () => {
        await page.clock.runFor(50);
        return isShown(toast);
      })
      .toBe(false);
    await expectGone(page, toast);
  });
});
