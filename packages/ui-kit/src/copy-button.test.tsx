import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CopyButton } from './copy-button';

describe('CopyButton', () => {
  it('writes the value to the clipboard and announces "Copied"', async () => {
    const user = userEvent.setup();
    render(<CopyButton value="dbc_live_9f8e7d" label="Copy API key" />);
    await user.click(screen.getByRole('button', { name: 'Copy API key' }));
    expect(await navigator.clipboard.readText()).toBe('dbc_live_9f8e7d');
    expect(screen.getByRole('button', { name: 'Copied' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Copied');
  });

  it('says so when the clipboard refuses', async () => {
    const user = userEvent.setup();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(
      new DOMException('Denied', 'NotAllowedError'),
    );
    render(<CopyButton value="secret" />);
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(screen.getByRole('status').textContent).toBe("Couldn't copy: select the text and copy it");
    expect(screen.queryByRole('button', { name: 'Copied' })).toBeNull();
  });

  it('resets after a moment', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
    vi.useFakeTimers();
    try {
      render(<CopyButton value="x" />);
      await act(async () => {
        fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
      });
      expect(writeText).toHaveBeenCalledWith('x');
      expect(screen.getByRole('button', { name: 'Copied' })).toBeTruthy();
      act(() => {
        vi.advanceTimersByTime(2000);
      });
      expect(screen.getByRole('button', { name: 'Copy' })).toBeTruthy();
      expect(screen.getByRole('status').textContent).toBe('');
    } finally {
      vi.useRealTimers();
    }
  });
});
