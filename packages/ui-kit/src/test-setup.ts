import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// jsdom reports no document focus until an element is focused; a browser tab in use has focus.
Object.defineProperty(document, 'hasFocus', { configurable: true, value: () => true });

// Layout and pointer-capture APIs Radix calls that jsdom does not implement.
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= ResizeObserverStub;
Element.prototype.scrollIntoView ??= () => {};
Element.prototype.hasPointerCapture ??= () => false;
Element.prototype.setPointerCapture ??= () => {};
Element.prototype.releasePointerCapture ??= () => {};

afterEach(() => {
  cleanup();
});

// user-event finds a native radio's siblings with CSS.escape(name), which jsdom lacks. Escaping every
// character outside [A-Za-z0-9_-] is enough for the names React's useId generates.
if (typeof globalThis.CSS?.escape !== 'function') {
  const cssEscape = (value: string) => value.replace(/[^\w-]/g, (char) => `\\${char}`);
  Object.defineProperty(globalThis, 'CSS', {
    configurable: true,
    value: { ...globalThis.CSS, escape: cssEscape },
  });
}
