import { act, fireEvent, render, screen } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { notify, Toaster } from './toaster';

const TOAST_WIDTH = 300;

/** Lets sonner mount (it adds toasts on a timeout) and React settle. */
function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

let dismissSpy: MockInstance<typeof toast.dismiss>;
const ids = new Map<string, string | number>();

/** True once the toast asked sonner to close it (sonner then animates it out over a few frames). */
function isDismissed(title: string): boolean {
  return dismissSpy.mock.calls.some(([id]) => id === ids.get(title));
}

/** The toast's element while sonner still shows it. */
function shownToast(title: string): HTMLElement | null {
  const body = screen.queryByText(title)?.closest<HTMLElement>('[data-slot="toast"]') ?? null;
  const item = body?.closest('[data-sonner-toast]');
  return body && item?.getAttribute('data-removed') !== 'true' ? body : null;
}

function showToast(title = 'Product created') {
  act(() => {
    ids.set(title, notify.success(title, { description: 'acme-prod is starting.' }));
  });
  advance(0);
  const body = shownToast(title);
  if (!body) throw new Error('toast did not appear');
  vi.spyOn(body, 'getBoundingClientRect').mockReturnValue({ width: TOAST_WIDTH } as DOMRect);
  return body;
}

/** Runs sonner's exit (frames, then a 200 ms animation), letting React render between steps. */
function settle() {
  for (let step = 0; step < 10; step++) advance(50);
}

/** Dismissed, and gone from the screen once sonner's exit has run. */
function expectGone(title: string) {
  expect(isDismissed(title)).toBe(true);
  settle();
  expect(screen.queryByText(title)).toBeNull();
}

function drag(body: HTMLElement, distance: number) {
  fireEvent.pointerDown(body, { pointerId: 1, button: 0, clientX: 500, clientY: 20 });
  fireEvent.pointerMove(body, { pointerId: 1, clientX: 500 + distance / 2, clientY: 20 });
  fireEvent.pointerMove(body, { pointerId: 1, clientX: 500 + distance, clientY: 20 });
  fireEvent.pointerUp(body, { pointerId: 1, clientX: 500 + distance, clientY: 20 });
}

describe('toasts', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    dismissSpy = vi.spyOn(toast, 'dismiss');
    ids.clear();
    render(<Toaster />);
  });
  afterEach(() => {
    act(() => notify.dismiss());
    settle();
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('appears top-right and is announced with its tone', () => {
    act(() => {
      notify.success('Saved');
      notify.info('Backup link expires in 1 hour');
      notify.error('Could not restart node B');
    });
    advance(0);
    expect(document.querySelector('[data-sonner-toaster]')?.getAttribute('data-y-position')).toBe('top');
    expect(document.querySelector('[data-sonner-toaster]')?.getAttribute('data-x-position')).toBe('right');
    expect(shownToast('Saved')?.getAttribute('role')).toBe('status');
    expect(shownToast('Backup link expires in 1 hour')?.getAttribute('role')).toBe('status');
    expect(shownToast('Could not restart node B')?.getAttribute('role')).toBe('alert');
  });

  it('closes after 5000 ms', () => {
    showToast();
    advance(4999);
    expect(isDismissed('Product created')).toBe(false);
    advance(1);
    expectGone('Product created');
  });

  it('pauses while the pointer is over it and resumes with the time left', () => {
    const body = showToast();
    advance(2000);
    fireEvent.pointerEnter(body);
    advance(20_000);
    expect(isDismissed('Product created')).toBe(false);
    fireEvent.pointerLeave(body);
    advance(2999);
    expect(isDismissed('Product created')).toBe(false);
    advance(1);
    expectGone('Product created');
  });

  it('pauses while the window has lost focus and resumes with the time left on focus', () => {
    showToast();
    advance(1000);
    act(() => {
      window.dispatchEvent(new FocusEvent('blur'));
    });
    advance(60_000);
    expect(isDismissed('Product created')).toBe(false);
    act(() => {
      window.dispatchEvent(new FocusEvent('focus'));
    });
    advance(3999);
    expect(isDismissed('Product created')).toBe(false);
    advance(1);
    expectGone('Product created');
  });

  it('pauses while the page is hidden', () => {
    showToast();
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    advance(30_000);
    expect(isDismissed('Product created')).toBe(false);
    visibility.mockReturnValue('visible');
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    advance(4999);
    expect(isDismissed('Product created')).toBe(false);
    advance(1);
    expectGone('Product created');
  });

  it('snaps back when dragged less than 80% of its width', () => {
    const body = showToast();
    drag(body, TOAST_WIDTH * 0.79);
    advance(100);
    expect(isDismissed('Product created')).toBe(false);
    expect(shownToast('Product created')).not.toBeNull();
    expect(body.style.transform).toBe('');
    drag(body, -TOAST_WIDTH * 0.79);
    advance(100);
    expect(isDismissed('Product created')).toBe(false);
  });

  it('is dismissed when dragged 80% of its width, either way', () => {
    const body = showToast();
    drag(body, TOAST_WIDTH * 0.8);
    expectGone('Product created');

    const other = showToast('Invoice sent');
    drag(other, -TOAST_WIDTH * 0.8);
    expectGone('Invoice sent');
  });

  it('does not time out while being dragged', () => {
    const body = showToast();
    advance(4000);
    fireEvent.pointerDown(body, { pointerId: 1, button: 0, clientX: 500, clientY: 20 });
    fireEvent.pointerMove(body, { pointerId: 1, clientX: 530, clientY: 20 });
    advance(10_000);
    expect(isDismissed('Product created')).toBe(false);
    fireEvent.pointerUp(body, { pointerId: 1, clientX: 530, clientY: 20 });
    advance(999);
    expect(isDismissed('Product created')).toBe(false);
    advance(1);
    expectGone('Product created');
  });

  it('closes with its close button, from the keyboard too', () => {
    showToast();
    const close = screen.getByRole('button', { name: 'Dismiss notification' });
    act(() => close.focus());
    // Focus inside the toast pauses it, so a keyboard user can reach the button.
    advance(10_000);
    expect(isDismissed('Product created')).toBe(false);
    fireEvent.click(close);
    expectGone('Product created');
  });

  it('notify.dismiss closes a toast by id', () => {
    let id: string | number = '';
    act(() => {
      id = notify.error('Payment failed');
    });
    advance(0);
    expect(shownToast('Payment failed')).not.toBeNull();
    act(() => notify.dismiss(id));
    settle();
    expect(screen.queryByText('Payment failed')).toBeNull();
  });
});
