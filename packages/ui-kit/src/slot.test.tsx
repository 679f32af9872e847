import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './button';
import { Slot, Slottable } from './slot';

describe('Slot (asChild)', () => {
  it('puts its props on the child: classes and styles merge, the child’s other props win', () => {
    render(
      <Slot className="ours" style={{ color: 'red', margin: 1 }} title="ours" data-slot="x">
        <a href="/a" className="theirs" style={{ color: 'blue' }} title="theirs">
          A
        </a>
      </Slot>,
    );
    const link = screen.getByRole('link', { name: 'A' });
    expect(link.className).toBe('ours theirs');
    expect(link.style.color).toBe('blue');
    expect(link.style.margin).toBe('1px');
    expect(link.title).toBe('theirs');
    expect(link.getAttribute('data-slot')).toBe('x');
  });

  it('runs both click handlers, the child’s first, and sets both refs', async () => {
    const calls: string[] = [];
    const ours = createRef<HTMLElement>();
    const theirs = createRef<HTMLButtonElement>();
    render(
      <Slot ref={ours} onClick={() => calls.push('slot')}>
        <button type="button" ref={theirs} onClick={() => calls.push('child')}>
          Go
        </button>
      </Slot>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Go' }));
    expect(calls).toEqual(['child', 'slot']);
    expect(ours.current).toBe(screen.getByRole('button', { name: 'Go' }));
    expect(theirs.current).toBe(ours.current);
  });

  it('with a Slottable, wraps what is around it into the child element, keeping the child’s own content', () => {
    render(
      <Slot>
        <span data-testid="before" />
        <Slottable>
          <a href="/b">
            <b>Bold</b> link
          </a>
        </Slottable>
      </Slot>,
    );
    const link = screen.getByRole('link', { name: 'Bold link' });
    expect(link.firstElementChild).toBe(screen.getByTestId('before'));
  });

  it('renders nothing without an element to slot into', () => {
    const { container } = render(<Slot>text only</Slot>);
    expect(container.innerHTML).toBe('');
  });

  it('a loading Button asChild is the link with the spinner inside, marked busy, with no key warning', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <Button asChild loading>
        <a href="/c">Opening</a>
      </Button>,
    );
    const link = screen.getByRole('link', { name: /Opening/ });
    expect(link.getAttribute('aria-busy')).toBe('true');
    expect(link.querySelector('[data-slot="spinner"], svg')).not.toBeNull();
    expect(error).not.toHaveBeenCalled();
    error.mockRestore();
  });
});
