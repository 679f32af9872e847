import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { EmptyState } from './empty-state';
import { ErrorState } from './error-state';

describe('ErrorState', () => {
  it('is announced as an alert and retries with "Try again"', async () => {
    const onRetry = vi.fn();
    render(
      <ErrorState
        title="Couldn't load your products"
        message="The server did not answer."
        onRetry={onRetry}
      />,
    );
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain("Couldn't load your products");
    expect(alert.textContent).toContain('The server did not answer.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('ignores clicks while a retry is running', async () => {
    const onRetry = vi.fn();
    render(<ErrorState onRetry={onRetry} retrying />);
    const button = screen.getByRole('button', { name: 'Try again' });
    expect(button.getAttribute('aria-busy')).toBe('true');
    await userEvent.click(button);
    expect(onRetry).not.toHaveBeenCalled();
  });
});

describe('EmptyState', () => {
  it('shows a heading, description and action', () => {
    render(
      <EmptyState
        title="No products yet"
        description="Create a database cluster to get started."
        action={<a href="/portal/acme/product/create">Create a product</a>}
        headingLevel={3}
      />,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'No products yet' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Create a product' })).toBeTruthy();
  });
});
