import { type PointerEvent, type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { cn } from './cn';
import { CheckIcon, CloseIcon } from './icons';
import styles from './toast.module.css';

export type ToastTone = 'success' | 'error' | 'info';

/** Auto-close delay of a toast. */
export const TOAST_DURATION_MS = 5000;
/** Share of its width a toast must be dragged to be dismissed. */
export const TOAST_DISMISS_DRAG_RATIO = 0.8;

export interface ToastBodyProps {
  /** The sonner toast id, used to dismiss it. */
  id: string | number;
  tone: ToastTone;
  title: ReactNode;
  description?: ReactNode;
  /** Default 5000 ms. `Infinity` keeps it until dismissed. */
  duration?: number;
  /** Accessible name of the close button. Default "Dismiss notification". */
  closeLabel?: string;
}

function windowIsFocused(): boolean {
  return typeof document === 'undefined' || document.hasFocus();
}

function pageIsVisible(): boolean {
  return typeof document === 'undefined' || document.visibilityState !== 'hidden';
}

/** True while the window has focus and the page is visible. */
function useWindowActive(): boolean {
  const [focused, setFocused] = useState(windowIsFocused);
  const [visible, setVisible] = useState(pageIsVisible);
  useEffect(() => {
    const onFocus = () => setFocused(true);
    const onBlur = () => setFocused(false);
    const onVisibility = () => setVisible(pageIsVisible());
    window.addEventListener('focus', onFocus);
    window.addEventListener('blur', onBlur);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.removeEventListener('focus', onFocus);
      window.removeEventListener('blur', onBlur);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, []);
  return focused && visible;
}

interface Drag {
  pointerId: number;
  startX: number;
  width: number;
}

function ToneIcon({ tone }: { tone: ToastTone }) {
  if (tone === 'success') return <CheckIcon className={styles.icon} />;
  return (
    <svg viewBox="0 0 20 20" fill="currentColor" aria-hidden="true" focusable="false" className={styles.icon}>
      {tone === 'error' ? (
        <path d="M10 2a8 8 0 1 0 0 16 8 8 0 0 0 0-16Zm-.9 4h1.8v5.2H9.1V6Zm0 6.8h1.8v1.8H9.1v-1.8Z" />
      ) : (
        <path d="M10 2a8 8 0 1 0 0 16 8 8 0 0 0 0-16Zm-.9 3.6h1.8v1.8H9.1V5.6Zm0 3.2h1.8v5.6H9.1V8.8Z" />
      )}
    </svg>
  );
}

/**
 * The content of one toast. It owns its lifetime instead of sonner: it closes after `duration`,
 * pausing while the pointer is over it, while keyboard focus is in it, while it is dragged, and
 * while the window is blurred or the page hidden (then resumes with the time left). Dragging it
 * sideways by 80% of its width dismisses it; less snaps back. Escape or the close button dismiss it.
 */
function ToastBody({
  id,
  tone,
  title,
  description,
  duration = TOAST_DURATION_MS,
  closeLabel,
}: ToastBodyProps) {
  const dragRef = useRef<Drag | null>(null);
  const remainingRef = useRef(duration);
  const dismissedRef = useRef(false);
  const [hovered, setHovered] = useState(false);
  const [focusWithin, setFocusWithin] = useState(false);
  const [offsetX, setOffsetX] = useState(0);
  const [dragWidth, setDragWidth] = useState(0);
  const [dragging, setDragging] = useState(false);
  const windowActive = useWindowActive();

  const dismiss = useCallback(() => {
    if (dismissedRef.current) return;
    dismissedRef.current = true;
    toast.dismiss(id);
  }, [id]);

  const paused = hovered || focusWithin || dragging || !windowActive;
  useEffect(() => {
    if (paused || !Number.isFinite(remainingRef.current)) return;
    const startedAt = Date.now();
    const timer = setTimeout(dismiss, remainingRef.current);
    return () => {
      clearTimeout(timer);
      remainingRef.current = Math.max(0, remainingRef.current - (Date.now() - startedAt));
    };
  }, [paused, dismiss]);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0 || (event.target as Element).closest('button')) return;
    dragRef.current = {
      pointerId: event.pointerId,
      startX: event.clientX,
      width: event.currentTarget.getBoundingClientRect().width,
    };
    event.currentTarget.setPointerCapture?.(event.pointerId);
    setDragWidth(dragRef.current.width);
    setDragging(true);
  };

  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const drag = dragRef.current;
    if (!drag || drag.pointerId !== event.pointerId) return;
    setOffsetX(event.clientX - drag.startX);
  };

  const endDrag = (event: PointerEvent<HTMLDivElement>, cancelled: boolean) => {
    const drag = dragRef.current;
    if (!drag || drag.pointerId !== event.pointerId) return;
    dragRef.current = null;
    setDragging(false);
    const distance = event.clientX - drag.startX;
    if (!cancelled && drag.width > 0 && Math.abs(distance) >= drag.width * TOAST_DISMISS_DRAG_RATIO) {
      setOffsetX(Math.sign(distance) * drag.width);
      dismiss();
    } else {
      setOffsetX(0);
    }
  };

  const opacity = offsetX !== 0 && dragWidth > 0 ? Math.max(0.2, 1 - Math.abs(offsetX) / dragWidth) : 1;

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: a live region (role status/alert) that is dragged; its close button is the keyboard path.
    <div
      data-slot="toast"
      data-tone={tone}
      data-dragging={dragging || undefined}
      role={tone === 'error' ? 'alert' : 'status'}
      aria-atomic="true"
      className={cn(styles.toast, styles[tone])}
      style={offsetX !== 0 ? { transform: `translateX(${offsetX}px)`, opacity } : undefined}
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={(event) => endDrag(event, false)}
      onPointerCancel={(event) => endDrag(event, true)}
      onFocus={() => setFocusWithin(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocusWithin(false);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') dismiss();
      }}
    >
      <ToneIcon tone={tone} />
      <div className={styles.text}>
        <div className={styles.title}>{title}</div>
        {description ? <div className={styles.description}>{description}</div> : null}
      </div>
      <button
        type="button"
        className={styles.close}
        aria-label={closeLabel ?? 'Dismiss notification'}
        onClick={dismiss}
      >
        <CloseIcon className={styles.closeIcon} />
      </button>
    </div>
  );
}

export { ToastBody };
