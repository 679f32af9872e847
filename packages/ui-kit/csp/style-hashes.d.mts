/** The exact CSS sonner inserts in a <style> element when it is imported. */
export function sonnerStyleText(): string;
/** The exact CSS Radix Select renders in a <style> element inside an open select. */
export function radixSelectStyleText(): string;
/** The scroll-lock CSS react-remove-scroll-bar inserts while a Radix dialog, select or modal menu is open. */
export function removeScrollBarStyleText(options: {
  gap: number;
  left?: number;
  top?: number;
  right?: number;
}): string;
/** A CSP hash source for a <style> element's text: `'sha256-…'`. */
export function cspHash(text: string): string;
/** Every hash source the portal's `style-src` needs for ui-kit (see the implementation's JSDoc). */
export function uiKitStyleHashes(options?: { maxScrollbarGap?: number }): string[];
/** `'self'` plus `uiKitStyleHashes()`, ready for a `style-src` directive. */
export function uiKitStyleSrc(options?: { maxScrollbarGap?: number }): string;
