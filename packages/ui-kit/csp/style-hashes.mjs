#!/usr/bin/env node
// Node-only helper: the CSP hashes of the <style> elements that ui-kit's dependencies insert at
// run time. A strict `style-src 'self'` blocks them otherwise (and logs a CSP violation).
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';

const require = createRequire(import.meta.url);

/** Path of a dependency's ESM entry (the file the portal's bundler includes). */
function esmEntry(name) {
  let dir = dirname(require.resolve(name));
  while (
    !existsSync(join(dir, 'package.json')) ||
    JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')).name !== name
  ) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`Cannot find the package.json of ${name}`);
    dir = parent;
  }
  const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
  const root = pkg.exports?.['.'] ?? pkg.exports;
  const entry = root?.import?.default ?? root?.import ?? pkg.module;
  if (typeof entry !== 'string') throw new Error(`Cannot find the ESM entry of ${name}`);
  return join(dir, entry);
}

/** The exact CSS sonner inserts in a <style> element when it is imported (`__insertCSS("…")`). */
export function sonnerStyleText() {
  const source = readFileSync(esmEntry('sonner'), 'utf8');
  const match = /__insertCSS\(("(?:[^"\\]|\\.)*")\)/.exec(source);
  if (!match?.[1]) throw new Error('sonner no longer calls __insertCSS("…"): re-check its CSP needs');
  return JSON.parse(match[1]);
}

/** The exact CSS Radix Select renders in a <style> element inside an open select's viewport. */
export function radixSelectStyleText() {
  const source = readFileSync(esmEntry('@radix-ui/react-select'), 'utf8');
  const match = /__html:\s*`([^`$\\]*)`/.exec(source);
  if (!match?.[1]) throw new Error('@radix-ui/react-select no longer inlines its viewport style: re-check');
  return match[1];
}

/**
 * The CSS react-remove-scroll-bar (used by Radix Dialog, AlertDialog, Select and modal
 * DropdownMenu to lock page scroll) inserts while one is open. It depends on the page's scrollbar
 * width (`gap`, 0 with overlay scrollbars) and the body's margins (0 with ui-kit's tokens.css).
 * Mirrors react-remove-scroll-bar 2.3 `getStyles`; csp.test.ts checks it against the real output.
 */
export function removeScrollBarStyleText({ gap, left = 0, top = 0, right = 0 }) {
  const important = '!important';
  return `
  .with-scroll-bars-hidden {
   overflow: hidden ${important};
   padding-right: ${gap}px ${important};
  }
  body[data-scroll-locked] {
    overflow: hidden ${important};
    overscroll-behavior: contain;
    position: relative ${important};
    padding-left: ${left}px;
    padding-top: ${top}px;
    padding-right: ${right}px;
    margin-left:0;
    margin-top:0;
    margin-right: ${gap}px ${important};
    
  }
  
  .right-scroll-bar-position {
    right: ${gap}px ${important};
  }
  
  .width-before-scroll-bar {
    margin-right: ${gap}px ${important};
  }
  
  .right-scroll-bar-position .right-scroll-bar-position {
    right: 0 ${important};
  }
  
  .width-before-scroll-bar .width-before-scroll-bar {
    margin-right: 0 ${important};
  }
  
  body[data-scroll-locked] {
    --removed-body-scroll-bar-size: ${gap}px;
  }
`;
}

/** A CSP hash source for a <style> element's text: `'sha256-…'`. */
export function cspHash(text) {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/**
 * Every hash source the portal's `style-src` needs for ui-kit:
 * - sonner's stylesheet, plus the empty string: sonner appends an empty <style> before filling it,
 *   and Chromium checks (and reports) the empty state too;
 * - Radix Select's viewport style;
 * - the scroll-lock style for scrollbar widths 0..maxScrollbarGap px (body margin 0).
 */
export function uiKitStyleHashes({ maxScrollbarGap = 40 } = {}) {
  const texts = [sonnerStyleText(), '', radixSelectStyleText()];
  for (let gap = 0; gap <= maxScrollbarGap; gap++) texts.push(removeScrollBarStyleText({ gap }));
  return [...new Set(texts.map(cspHash))];
}

/** The `style-src` directive value: `'self'` plus `uiKitStyleHashes()`. */
export function uiKitStyleSrc(options) {
  return ["'self'", ...uiKitStyleHashes(options)].join(' ');
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  console.log(`style-src ${uiKitStyleSrc()}`);
}
