// Walking a page by keyboard the way a user does: Tab from the top, reading where the focus goes.
import type { Locator, Page } from 'playwright-core';

/** What has focus, as a short description ("a \"Service status\"", "select \"acme\""). */
export function focusedDescription(page: Page): Promise<string> {
  return page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return '(body)';
    const label = 'labels' in el ? (el as HTMLInputElement).labels?.[0]?.textContent : undefined;
    const name = (el.getAttribute('aria-label') || label || el.textContent || '').trim().replace(/\s+/g, ' ');
    return `${el.tagName.toLowerCase()} "${name.slice(0, 40)}"`;
  });
}

/** Starts a Tab walk at the top of the page (nothing focused). */
export async function focusTopOfPage(page: Page): Promise<void> {
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    window.scrollTo(0, 0);
  });
}

/** Presses Tab from the top of the page until `target` has focus; fails after `max` presses. */
export async function tabTo(page: Page, target: Locator, max = 60): Promise<number> {
  await target.waitFor();
  await focusTopOfPage(page);
  const seen: string[] = [];
  for (let presses = 1; presses <= max; presses++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((el) => el === document.activeElement)) return presses;
    seen.push(await focusedDescription(page));
  }
  throw new Error(`Tab did not reach the target in ${max} presses; focus went: ${seen.join(' -> ')}`);
}

/** Whether the focused element shows a visible focus indicator (an outline or a focus ring). */
export function hasVisibleFocus(target: Locator): Promise<boolean> {
  return target.evaluate((el) => {
    const style = getComputedStyle(el);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    return outline || style.boxShadow !== 'none';
  });
}
