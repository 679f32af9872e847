// Form helpers shared by the sign-up, invitation and marketplace tests: how a user reads a field's
// error and its live status, and the terms checkbox those forms share.
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/** The text of the error message tied to a field (aria-errormessage / aria-describedby). */
export async function fieldError(field: Locator): Promise<string> {
  await expect.poll(() => field.getAttribute('aria-invalid')).toBe('true');
  return field.evaluate((el) => {
    // The error message itself when the field names it; else all that describes the field.
    const errorId = el.getAttribute('aria-errormessage');
    const ids = errorId ? [errorId] : (el.getAttribute('aria-describedby') ?? '').split(' ');
    return ids
      .filter(Boolean)
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' ');
  });
}

/** The live status next to a field (its role="status" description), once it says `text`. */
export async function waitForStatus(page: Page, text: string | RegExp): Promise<void> {
  await page.getByRole('status').filter({ hasText: text }).first().waitFor();
}

/** The "I accept the terms…" checkbox of the sign-up, invitation and marketplace forms. */
export const termsCheckbox = (page: Page) =>
  page.getByRole('checkbox', { name: 'I accept the terms of service and the privacy policy' });
