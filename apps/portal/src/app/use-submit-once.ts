import { useCallback, useRef } from 'react';

/**
 * The portal's submit-once pattern: `once(send)` runs `send` (a mutation's `mutateAsync`, say) unless an
 * earlier one is still on its way, so a double click or Enter pressed twice sends once. A React state
 * flag would be too late: two events can come before the next render. A failure is not thrown: the
 * form shows it (the mutation's `error` above the fields, or `applyServerFieldErrors` beside them) and
 * keeps what was typed.
 *
 *     const once = useSubmitOnce();
 *     const submit = form.handleSubmit((values) => once(() => create.mutateAsync(values)));
 */
export function useSubmitOnce(): (send: () => unknown) => Promise<void> {
  const sending = useRef(false);
  return useCallback(async (send: () => unknown) => {
    if (sending.current) return;
    sending.current = true;
    try {
      await send();
    } catch {
      // Shown by the form from the mutation's state.
    } finally {
      sending.current = false;
    }
  }, []);
}
