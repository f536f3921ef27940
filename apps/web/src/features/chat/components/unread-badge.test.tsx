import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render-app';
import { UnreadBadge } from './unread-badge';

describe("a conversation's unread badge", () => {
  it('shows a two-digit count whole and says what it counts', async () => {
    renderWithProviders(<UnreadBadge count={12} />);
    const badge = await screen.findByLabelText('12 unread messages');
    expect(badge).toHaveTextContent(/^12$/);
  });

  it('speaks of one message in the singular', async () => {
    renderWithProviders(<UnreadBadge count={1} />);
    expect(await screen.findByLabelText('1 unread message')).toHaveTextContent(/^1$/);
  });
});
