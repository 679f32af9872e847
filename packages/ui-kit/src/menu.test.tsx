import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './button';
import {
  Menu,
  MenuContent,
  MenuItem,
  MenuLabel,
  MenuRadioGroup,
  MenuRadioItem,
  MenuSeparator,
  MenuTrigger,
} from './menu';

function UserMenu({ onLogout = vi.fn(), onProfile = vi.fn() }) {
  return (
    <Menu>
      <MenuTrigger asChild>
        <Button>Account</Button>
      </MenuTrigger>
      <MenuContent>
        <MenuLabel>ana@acme.test</MenuLabel>
        <MenuItem onSelect={onProfile}>Profile</MenuItem>
        <MenuItem disabled>Billing</MenuItem>
        <MenuSeparator />
        <MenuItem variant="danger" onSelect={onLogout}>
          Log out
        </MenuItem>
      </MenuContent>
    </Menu>
  );
}

describe('Menu', () => {
  it('opens from the keyboard, moves with arrow keys and selects with Enter', async () => {
    const user = userEvent.setup();
    const onLogout = vi.fn();
    render(<UserMenu onLogout={onLogout} />);
    const trigger = screen.getByRole('button', { name: 'Account' });
    trigger.focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('menu')).toBeTruthy();
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'Profile' })),
    );
    // The disabled item is skipped.
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'Log out' }));
    await user.keyboard('{ArrowUp}');
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'Profile' }));
    await user.keyboard('{End}{Enter}');
    expect(onLogout).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('menu')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(trigger));
  });

  it('closes on Escape and returns focus to the trigger', async () => {
    const user = userEvent.setup();
    const onProfile = vi.fn();
    render(<UserMenu onProfile={onProfile} />);
    const trigger = screen.getByRole('button', { name: 'Account' });
    trigger.focus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menu')).toBeTruthy();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(onProfile).not.toHaveBeenCalled();
    await waitFor(() => expect(document.activeElement).toBe(trigger));
  });
});

function ThemeMenu({ onLogout = vi.fn() }) {
  const [theme, setTheme] = useState('system');
  return (
    <Menu>
      <MenuTrigger asChild>
        <Button>Account</Button>
      </MenuTrigger>
      <MenuContent>
        <MenuLabel>Theme</MenuLabel>
        <MenuRadioGroup value={theme} onValueChange={setTheme}>
          <MenuRadioItem value="system">System</MenuRadioItem>
          <MenuRadioItem value="light">Light</MenuRadioItem>
          <MenuRadioItem value="dark">Dark</MenuRadioItem>
        </MenuRadioGroup>
        <MenuSeparator />
        <MenuItem onSelect={onLogout}>Log out</MenuItem>
      </MenuContent>
    </Menu>
  );
}

describe('MenuRadioGroup', () => {
  it('checks one choice, chosen with the arrow keys and Enter, and closes the menu', async () => {
    const user = userEvent.setup();
    render(<ThemeMenu />);
    const trigger = screen.getByRole('button', { name: 'Account' });
    trigger.focus();
    await user.keyboard('{Enter}');
    const checked = () =>
      screen
        .getAllByRole('menuitemradio')
        .filter((item) => item.getAttribute('aria-checked') === 'true')
        .map((item) => item.textContent);
    expect(checked()).toEqual(['System']);
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('menuitemradio', { name: 'System' })),
    );
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(document.activeElement).toBe(screen.getByRole('menuitemradio', { name: 'Dark' }));
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('menu')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(trigger));
    await user.keyboard('{Enter}');
    expect(checked()).toEqual(['Dark']);
  });

  it('leaves the last plain item last: End reaches it past the choices', async () => {
    const user = userEvent.setup();
    const onLogout = vi.fn();
    render(<ThemeMenu onLogout={onLogout} />);
    screen.getByRole('button', { name: 'Account' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('menu')).toBeTruthy());
    await user.keyboard('{End}{Enter}');
    expect(onLogout).toHaveBeenCalledTimes(1);
  });
});
