import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorModalText, showErrorModal } from '@/lib/error-modal';
import { renderWithProviders } from '@/test/render-app';
import { ErrorModal } from './error-modal';

describe('the global error modal', () => {
  it('shows data.error, or the word error, as a JSON string', () => {
    expect(errorModalText({ error: 'Quota exceeded' })).toBe('"Quota exceeded"');
    expect(errorModalText({ error: { code: 7 } })).toBe('{"code":7}');
    expect(errorModalText({ message: 'no error field' })).toBe('"error"');
    expect(errorModalText(null)).toBe('"error"');
  });

  it('opens when an error is set and forgets it when closed', async () => {
    const { user } = renderWithProviders(<ErrorModal />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    act(() => showErrorModal({ error: 'Upload failed' }));
    const modal = await screen.findByRole('dialog', { name: 'Error' });
    expect(within(modal).getByText('"Upload failed"')).toBeInTheDocument();

    await user.click(within(modal).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    act(() => showErrorModal({ error: 'Upload failed' }));
    expect(await screen.findByRole('dialog', { name: 'Error' })).toBeInTheDocument();
  });
});
