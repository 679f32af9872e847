import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './button';
import { LoadingBlock } from './skeleton';
import { TextLink } from './text-link';

describe('Button', () => {
  it('is a non-submitting button by default', () => {
    render(<Button>Save</Button>);
    expect(screen.getByRole('button', { name: 'Save' }).getAttribute('type')).toBe('button');
  });

  it('stays focusable but inert while loading', async () => {
    const onClick = vi.fn();
    render(
      <Button loading onClick={onClick}>
        Save
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.getAttribute('aria-disabled')).toBe('true');
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
    button.focus();
    expect(document.activeElement).toBe(button);
  });

  it('styles a link with asChild', () => {
    render(
      <>
        <Button asChild variant="primary">
          <a href="/pricing">See pricing</a>
        </Button>
        <TextLink asChild>
          <a href="/terms">Terms</a>
        </TextLink>
      </>,
    );
    const link = screen.getByRole('link', { name: 'See pricing' });
    expect(link.getAttribute('data-slot')).toBe('button');
    expect(link.getAttribute('type')).toBeNull();
    expect(screen.getByRole('link', { name: 'Terms' }).getAttribute('data-slot')).toBe('text-link');
  });
});

describe('LoadingBlock', () => {
  it('announces loading while its shapes stay hidden', () => {
    render(<LoadingBlock />);
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('Loading…');
    expect(status.querySelectorAll('[aria-hidden="true"]').length).toBe(3);
  });
});
