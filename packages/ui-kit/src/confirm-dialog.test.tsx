import { render, screen, waitFor } from '@testing-library/react';
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

function Controlled() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Delete key</Button>
      <ConfirmDialog open={open} onOpenChange={setOpen} title="Delete this API key?" onConfirm={() => {}} />
    </>
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

  it('returns focus to the opener when controlled without a trigger', async () => {
    const user = userEvent.setup();
    render(<Controlled />);
    const opener = screen.getByRole('button', { name: 'Delete key' });
    await user.click(opener);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });
});
