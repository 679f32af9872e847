// @vitest-environment jsdom
// Any hash opens the reference, decodable or not (`#%`, `#%zz`, a cut character `#%E0%A4%A`), and a hash
// that names an operation (`#getProducts`, encoded `#get%50roducts`) lands on it: when the page opens
// with it (each tag's operations, as their chunk arrives) and when it changes on a loaded page.
import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { hashId } from './anchor';
import { loadTag } from './load-tag';
import type { Operation } from './model';
import { ReferencePage } from './reference-page';
import TagOperations from './tag-operations';

// React reads this to know act() is available (it warns otherwise).
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** Hashes naming no operation, decodable or not, as written in an address. */
const BAD_HASHES = [
  '',
  '#',
  '#%',
  '#%zz',
  '#%E0%A4%A',
  '#%00',
  '#%FF',
  '#<script>',
  '#%3Cscript%3Ealert(1)%3C/script%3E',
  '#noSuchOperation',
  `#${'x'.repeat(100_000)}`,
  `#${'%'.repeat(10_000)}`,
];

describe('hashId', () => {
  it('is the id a hash names, decoded', () => {
    expect(hashId('#getProducts')).toBe('getProducts');
    expect(hashId('#get%50roducts')).toBe('getProducts');
    expect(hashId('getProducts')).toBe('getProducts');
    expect(hashId('#%3Cscript%3E')).toBe('<script>');
    expect(hashId('#%00')).toBe('\u0000');
  });

  it('is empty for an empty hash and one that cannot be decoded', () => {
    for (const hash of ['', '#', '#%', '#%zz', '#%E0%A4%A', '#%FF', `#${'%'.repeat(10_000)}`]) {
      expect(hashId(hash), hash).toBe('');
    }
  });
});

describe('the reference at any hash', () => {
  let root: Root | undefined;
  let container: HTMLElement;
  const errors: unknown[] = [];
  const onError = (event: ErrorEvent) => errors.push(event.error ?? event.message);
  /** The elements scrolled to (landOn). */
  const scrolledTo: string[] = [];

  beforeAll(() => {
    window.addEventListener('error', onError);
    // jsdom lays nothing out: every element is 400 px down (so landOn scrolls to it) until it is
    // scrolled to, which is recorded.
    vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
      return new DOMRect(0, scrolledTo.at(-1) === this.id ? 0 : 400, 100, 100);
    });
    Element.prototype.scrollIntoView = function scrollIntoView(this: Element) {
      scrolledTo.push(this.id);
    };
  });
  afterAll(() => {
    window.removeEventListener('error', onError);
    vi.restoreAllMocks();
  });

  beforeEach(() => {
    container = document.createElement('div');
    document.body.append(container);
  });
  afterEach(() => {
    // The reader "scrolls": a landing still keeping its target at the top stops.
    window.dispatchEvent(new KeyboardEvent('keydown'));
    act(() => root?.unmount());
    root = undefined;
    document.body.replaceChildren();
    errors.length = 0;
    scrolledTo.length = 0;
  });

  /** Renders `element` as the browser renders a page reached within the app, errors collected. */
  async function render(element: ReactNode) {
    root = createRoot(container, {
      onUncaughtError: (error) => errors.push(error),
      onCaughtError: (error) => errors.push(error),
    });
    await act(async () => root?.render(element));
  }

  const openAt = (hash: string) => history.replaceState(null, '', `/docs/api${hash}`);

  /** Sets the loaded page's hash, as a reader editing the address does, and waits for its hashchange. */
  async function changeHash(hash: string) {
    const changed = new Promise((resolve) => window.addEventListener('hashchange', resolve, { once: true }));
    location.hash = hash;
    await act(async () => {
      await changed;
    });
  }

  const articles = () => container.querySelectorAll('article[id]').length;

  /** Waits, within act, until `count` operations are shown (each tag's chunk loads lazily). */
  async function untilShown(count: number) {
    for (const until = Date.now() + 30_000; articles() < count && Date.now() < until; ) {
      await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    }
    expect(articles()).toBe(count);
  }

  describe('a tag’s operations, as their chunk arrives', () => {
    let apiKeys: Operation[];
    beforeAll(async () => {
      apiKeys = await loadTag('api-keys');
    });

    it('are shown at a hash naming none of them, and nothing is scrolled to', {
      timeout: 30_000,
    }, async () => {
      for (const hash of BAD_HASHES) {
        openAt(hash);
        await render(<TagOperations operations={apiKeys} />);
        expect(articles(), hash).toBe(apiKeys.length);
        expect(errors, hash).toEqual([]);
        expect(scrolledTo, hash).toEqual([]);
        act(() => root?.unmount());
      }
    });

    it('land on the operation the hash names, encoded or not', async () => {
      for (const hash of ['#getApiKeys', '#get%41piKeys']) {
        openAt(hash);
        await render(<TagOperations operations={apiKeys} />);
        expect(errors, hash).toEqual([]);
        expect(scrolledTo, hash).toEqual(['getApiKeys']);
        window.dispatchEvent(new KeyboardEvent('keydown'));
        scrolledTo.length = 0;
        act(() => root?.unmount());
      }
    });
  });

  describe('the whole page', () => {
    it('opened at a bad hash shows every operation; changing to any hash throws nothing', {
      timeout: 60_000,
    }, async () => {
      openAt('#%E0%A4%A');
      await render(<ReferencePage />);
      await untilShown(98);
      expect(container.querySelector('h1')?.textContent).toBe('API reference');
      expect(errors).toEqual([]);
      expect(scrolledTo).toEqual([]);

      for (const hash of BAD_HASHES.filter(Boolean)) {
        await changeHash(hash);
        expect(errors, hash).toEqual([]);
        expect(scrolledTo, hash).toEqual([]);
        expect(articles(), hash).toBe(98);
      }

      // A hash naming an operation still lands on it, encoded or not.
      await changeHash('#get%50roducts');
      expect(scrolledTo).toEqual(['getProducts']);
      window.dispatchEvent(new KeyboardEvent('keydown'));
      await changeHash('#deleteProduct');
      expect(scrolledTo).toEqual(['getProducts', 'deleteProduct']);
      expect(errors).toEqual([]);
    });
  });
});
