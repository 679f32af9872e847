import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './button';
import { ConfirmDialog } from './confirm-dialog';

function renderTerminate(onConfirm: () => unknown = vi.fn()) {
  render(
    <ConfirmDialog
      title="Terminate acme-prod?"
      description="All nodes and their data are deleted. This cannot be undone."
      confirmPhrase="acme-prod"
      confirmLabel="Terminate"
      onConfirm={onConfirm}
      trigger={<Button variant="danger">Terminate product</Button>}
    />,
  );
  return onConfirm;
}

const confirmButton = () => screen.getByRole('button', { name: 'Terminate' }) as HTMLButtonElement;

/**
 * A confirmation of an action that reports its state as a mutation does (`isPending`, `error`): after
 * the event that started it, as react-query's notifications come.
 */
function Reported({ send }: { send: () => Promise<void> }) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<Error | null>(null);
  return (
    <ConfirmDialog
      title="Deactivate the key?"
      confirmLabel="Deactivate"
      pending={pending}
      error={error}
      onConfirm={() => {
        const sent = send();
        setTimeout(() => {
          setPending(true);
          setError(null);
          sent.then(
            () => setPending(false),
            (failure: Error) => {
              setError(failure);
              setPending(false);
            },
          );
        });
      }}
      trigger={<Button>Deactivate key</Button>}
    />
  );
}

describe('ConfirmDialog', () => {
  it('keeps confirm disabled until the exact phrase is typed', async () => {
    const user = userEvent.setup();
    const onConfirm = renderTerminate();
    await user.click(screen.getByRole('button', { name: 'Terminate product' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Terminate acme-prod?' });
    expect(dialog).toBeTruthy();
    const input = screen.getByRole('textbox', { name: 'Type acme-prod to confirm' });
    expect(document.activeElement).toBe(input);
    expect(confirmButton().disabled).toBe(true);

    await user.type(input, 'acme-pro');
    expect(confirmButton().disabled).toBe(true);
    await user.keyboard('{Enter}');
    expect(onConfirm).not.toHaveBeenCalled();
    expect(screen.getByRole('alertdialog')).toBeTruthy();

    await user.type(input, 'd ');
    expect(confirmButton().disabled).toBe(true);
    await user.keyboard('{Backspace}');
    expect(confirmButton().disabled).toBe(false);
    await user.keyboard('{Enter}');
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('closes on Escape without confirming and returns focus to the trigger', async () => {
    const user = userEvent.setup();
    const onConfirm = renderTerminate();
    const trigger = screen.getByRole('button', { name: 'Terminate product' });
    await user.click(trigger);
    await user.type(screen.getByRole('textbox'), 'acme-prod');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(onConfirm).not.toHaveBeenCalled();
    await waitFor(() => expect(document.activeElement).toBe(trigger));

    await user.click(trigger);
    expect((screen.getByRole('textbox') as HTMLInputElement).value).toBe('');
  });

  it('stays open and shows the error when the action fails', async () => {
    const user = userEvent.setup();
    renderTerminate(() => Promise.reject(new Error('The product is already terminating')));
    await user.click(screen.getByRole('button', { name: 'Terminate product' }));
    await user.type(screen.getByRole('textbox'), 'acme-prod');
    await user.click(confirmButton());
    expect(await screen.findByText('The product is already terminating')).toBeTruthy();
    expect(screen.getByRole('alertdialog')).toBeTruthy();
  });

  it('shows the reported progress, then closes when the action is over without an error', async () => {
    const user = userEvent.setup();
    let finish: () => void = () => undefined;
    const send = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    render(<Reported send={send} />);
    const trigger = screen.getByRole('button', { name: 'Deactivate key' });
    await user.click(trigger);
    const confirm = screen.getByRole('button', { name: 'Deactivate' }) as HTMLButtonElement;
    // Two submits before the progress is reported (a double click, Enter twice): one action.
    fireEvent.submit(confirm);
    fireEvent.submit(confirm);
    expect(send).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(confirm.getAttribute('aria-busy')).toBe('true'));
    await user.keyboard('{Escape}');
    expect(screen.getByRole('alertdialog')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Cancel' }) as HTMLButtonElement).disabled).toBe(true);
    finish();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(trigger));
  });

  it('stays open with the reported error, which a new opening does not show until it fails again', async () => {
    const user = userEvent.setup();
    const send = vi.fn(() => Promise.reject(new Error('The key is already deactivated')));
    render(<Reported send={send} />);
    await user.click(screen.getByRole('button', { name: 'Deactivate key' }));
    await user.click(screen.getByRole('button', { name: 'Deactivate' }));
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'The key is already deactivated');
    expect(screen.getByRole('alertdialog')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Deactivate key' }));
    expect(screen.queryByRole('alert')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Deactivate' }));
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'The key is already deactivated');
    expect(send).toHaveBeenCalledTimes(2);
  });
});
