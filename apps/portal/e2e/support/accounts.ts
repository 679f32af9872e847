// The cloud accounts as the portal frame shows them and as the browser remembers the selection.
import type { Page } from 'playwright-core';

/** The localStorage key of the remembered account (apps/portal/src/app/remembered-account.ts). */
export const SELECTED_ACCOUNT_KEY = 'dbcloud.selectedAccount';

/** The account switcher's options, as the user reads them. */
export const switcherOptions = (page: Page) =>
  page
    .getByRole('combobox', { name: 'Cloud account' })
    .evaluate((select: HTMLSelectElement) => [...select.options].map((o) => o.textContent ?? ''));

/** The remembered account (localStorage), or null. */
export const storedAccount = (page: Page) =>
  page.evaluate((key) => localStorage.getItem(key), SELECTED_ACCOUNT_KEY);
