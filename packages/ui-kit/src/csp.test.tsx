import { render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  cspHash,
  radixSelectStyleText,
  removeScrollBarStyleText,
  sonnerStyleText,
  uiKitStyleHashes,
} from '../csp/style-hashes.mjs';
import { Dialog, DialogContent, DialogTitle } from './dialog';
import { Select, SelectItem } from './select';
import './toaster';

/** Texts of the <style> elements currently in the document. */
function styleTexts(): string[] {
  return [...document.querySelectorAll('style')].map((style) => style.textContent ?? '');
}

describe('CSP style hashes cover every <style> the kit inserts', () => {
  const allowed = new Set(uiKitStyleHashes());

  beforeEach(() => {
    document.body.style.margin = '0';
  });
  afterEach(() => {
    Reflect.deleteProperty(document.documentElement, 'clientWidth');
  });

  it("sonner's stylesheet, inserted at import", () => {
    const sonner = styleTexts().find((text) => text.includes('[data-sonner-toaster]'));
    expect(sonner).toBe(sonnerStyleText());
    expect(allowed.has(cspHash(sonnerStyleText()))).toBe(true);
    // Sonner appends the <style> empty, then fills it: the empty state is checked too.
    expect(allowed.has(cspHash(''))).toBe(true);
  });

  it.each([0, 15])("the dialog's scroll lock with a %ipx scrollbar", (gap) => {
    Object.defineProperty(document.documentElement, 'clientWidth', {
      configurable: true,
      value: window.innerWidth - gap,
    });
    render(
      <Dialog defaultOpen>
        <DialogContent aria-describedby={undefined}>
          <DialogTitle>Scale storage</DialogTitle>
        </DialogContent>
      </Dialog>,
    );
    const lock = styleTexts().find((text) => text.includes('data-scroll-locked'));
    expect(lock).toBe(removeScrollBarStyleText({ gap }));
    expect(allowed.has(cspHash(lock ?? ''))).toBe(true);
  });

  it("Radix Select's viewport style", () => {
    Object.defineProperty(document.documentElement, 'clientWidth', {
      configurable: true,
      value: window.innerWidth,
    });
    render(
      <Select defaultOpen placeholder="Region">
        <SelectItem value="eu-west-1">eu-west-1</SelectItem>
      </Select>,
    );
    const viewport = styleTexts().find((text) => text.includes('data-radix-select-viewport'));
    expect(viewport).toBe(radixSelectStyleText());
    expect(allowed.has(cspHash(radixSelectStyleText()))).toBe(true);
    const lock = styleTexts().find((text) => text.includes('data-scroll-locked'));
    expect(allowed.has(cspHash(lock ?? ''))).toBe(true);
  });
});
