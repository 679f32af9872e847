// Who the tests sign in as and what they read of a page, shared by the browser tests.
import type { Page } from 'playwright-core';

/** The demo owner: a member of acme (its owner) and acme-health (packages/fake-cloud README). */
export const OWNER = 'owner@demo.dbcloud.dev';

/** The page's level-1 heading of that name. */
export const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name });

/** The address's search parameters, as an object (`{}` when there are none). */
export const searchOf = (page: Page): Record<string, string> =>
  Object.fromEntries(new URL(page.url()).searchParams);
