import { screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render-app';
import { HeaderPopover } from './header-popover';

function Example() {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <HeaderPopover
        opened={opened}
        onChange={setOpened}
        width={220}
        labelledBy="example-title"
        target={(target) => (
          <button type="button" {...target}>
            Account
          </button>
        )}
      >
        <p id="example-title">Your account</p>
        <a href="/first">First</a>
        <a href="/last">Last</a>
      </HeaderPopover>
      <button type="button">Elsewhere</button>
    </>
  );
}

describe('a header popover', () => {
  it('opens with its first link focused and closes with Escape, focus back on its button', async () => {
    const { user } = renderWithProviders(<Example />);
    const button = screen.getByRole('button', { name: 'Account' });
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('dialog', { name: 'Your account' })).toHaveAttribute(
      'id',
      button.getAttribute('aria-controls'),
    );
    await waitFor(() => expect(screen.getByRole('link', { name: 'First' })).toHaveFocus());

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('stays open for a click on its own text and closes for a click elsewhere', async () => {
    const { user } = renderWithProviders(<Example />);
    await user.click(screen.getByRole('button', { name: 'Account' }));
    await user.click(screen.getByText('Your account'));
    expect(screen.getByRole('dialog', { name: 'Your account' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes when Tab leaves its last link', async () => {
    const { user } = renderWithProviders(<Example />);
    await user.click(screen.getByRole('button', { name: 'Account' }));
    await waitFor(() => expect(screen.getByRole('link', { name: 'First' })).toHaveFocus());
    await user.tab();
    expect(screen.getByRole('link', { name: 'Last' })).toHaveFocus();
    await user.tab();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Elsewhere' })).toHaveFocus();
  });
});
