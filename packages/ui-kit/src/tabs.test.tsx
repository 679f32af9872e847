import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs';

describe('Tabs', () => {
  it('moves between tabs with arrow keys, Home and End, showing the matching panel', async () => {
    const user = userEvent.setup();
    render(
      <Tabs defaultValue="general">
        <TabsList aria-label="Product">
          <TabsTrigger value="general">General</TabsTrigger>
          <TabsTrigger value="nodes">Nodes</TabsTrigger>
          <TabsTrigger value="security">Security</TabsTrigger>
        </TabsList>
        <TabsContent value="general">Status: running</TabsContent>
        <TabsContent value="nodes">Node A</TabsContent>
        <TabsContent value="security">Allowed IPs</TabsContent>
      </Tabs>,
    );
    expect(screen.getByRole('tablist', { name: 'Product' })).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: 'General' }));
    await user.keyboard('{ArrowRight}');
    const nodes = screen.getByRole('tab', { name: 'Nodes' });
    expect(document.activeElement).toBe(nodes);
    expect(nodes.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel', { name: 'Nodes' }).textContent).toBe('Node A');

    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Security', selected: true })).toBe(document.activeElement);
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'General', selected: true })).toBe(document.activeElement);
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Security', selected: true })).toBe(document.activeElement);
    expect(screen.getByRole('tabpanel').textContent).toBe('Allowed IPs');
  });
});
